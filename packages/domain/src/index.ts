export * from './currency';
export * from './exchange';
export * from './money';
export * from './periods';
export * from './plan';
export * from './pricing';
export * from './scopes';
export * from './validation';
