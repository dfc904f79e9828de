export * from './auth';
export * from './common';
export * from './realtime';
export * from './session';
