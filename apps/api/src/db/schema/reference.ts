import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Reference lists have fixed ids (the spec's rules name them), so ids are plain integers, not serials. */
const simpleList = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  });

export const statuses = simpleList('statuses');
export const shippingTypes = simpleList('shipping_types');
export const bulbPositions = simpleList('bulb_positions');
export const bulbTechnologies = simpleList('bulb_technologies');
export const conditions = simpleList('conditions');
export const origins = simpleList('origins');
export const roles = simpleList('roles');

/**
 * The name and its variants, lower-case and accent-free, precomputed by the seed so that the
 * parts' search-document trigger only copies text.
 */
const searchWordsColumn = () => text('search_words').notNull().default('');

export const positions = pgTable('positions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  searchWords: searchWordsColumn(),
});

export const sides = pgTable('sides', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  searchWords: searchWordsColumn(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  mlCategoryId: text('ml_category_id'),
  searchWords: searchWordsColumn(),
});

export const makes = pgTable('makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  searchWords: searchWordsColumn(),
});

export const models = pgTable('models', {
  id: integer('id').primaryKey(),
  makeId: integer('make_id')
    .notNull()
    .references(() => makes.id),
  name: text('name').notNull(),
  variants: jsonb('variants').$type<string[]>().notNull().default([]),
  yearFrom: integer('year_from'),
  yearTo: integer('year_to'),
  searchWords: searchWordsColumn(),
});

export const years = pgTable('years', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Kept separate from the reference lists so a serial does not fight the fixed-id tables above. */
export const seedState = pgTable('seed_state', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * Every word of the reference names and variants. A search word that matches no part is
 * corrected to its closest terms here (trigram similarity), which is how typos still find parts.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
