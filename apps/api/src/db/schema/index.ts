export * from './companies.ts';
export * from './parts.ts';
export * from './reference.ts';
export * from './backups.ts';
