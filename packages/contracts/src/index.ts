export * from './auth';
export * from './common';
export * from './menu-items';
export * from './realtime';
export * from './session';
export * from './settings';
export * from './users';
