export * from './billing';
export * from './menu';
export * from './orders';
export * from './payments';
export * from './printing';
export * from './settings';
export * from './shifts';
export * from './tenants';
