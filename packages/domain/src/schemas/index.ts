export * from './auth.ts';
export * from './dashboard.ts';
export * from './import-export.ts';
export * from './search.ts';
export * from './stock-check.ts';
