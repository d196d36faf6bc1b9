export * from './amounts.ts';
export * from './cancellation.ts';
export * from './catalogs.ts';
export * from './credit-notes.ts';
export * from './receiver.ts';
export * from './words.ts';
export * from './xml.ts';
