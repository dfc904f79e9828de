export * from './billing';
export * from './menu';
export * from './orders';
export * from './settings';
export * from './tenants';
