export * from './amounts.ts';
export * from './catalogs.ts';
export * from './receiver.ts';
export * from './xml.ts';
