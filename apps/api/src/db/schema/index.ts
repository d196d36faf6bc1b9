export * from './backups.ts';
export * from './companies.ts';
export * from './imports.ts';
export * from './marketplace.ts';
export * from './marketplace-catalog.ts';
export * from './parts.ts';
export * from './reference.ts';
export * from './vehicles.ts';
