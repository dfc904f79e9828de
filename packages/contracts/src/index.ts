export * from './auth';
export * from './billing';
export * from './common';
export * from './realtime';
export * from './superadmin';
