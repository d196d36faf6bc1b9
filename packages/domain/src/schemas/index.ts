export * from './auth.ts';
export * from './search.ts';
