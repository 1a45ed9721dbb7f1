export * from './countries';
export * from './questions';
export * from './mail';
export * from './reviews';
export * from './companies';
export * from './orders';
export * from './staff';
export * from './payments';
