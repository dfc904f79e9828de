export * from './currency';
export * from './money';
export * from './periods';
export * from './pricing';
export * from './scopes';
export * from './timezone';
export * from './validation';
