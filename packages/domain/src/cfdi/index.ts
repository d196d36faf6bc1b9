export * from './amounts.ts';
export * from './cancellation.ts';
export * from './catalogs.ts';
export * from './global.ts';
export * from './product-keys.ts';
export * from './receiver.ts';
export * from './words.ts';
export * from './xml.ts';
