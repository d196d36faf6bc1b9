import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './companies.ts';
import { parts } from './parts.ts';
import { categories, makes, models } from './reference.ts';

// Vehicle compatibilities and marketplace categories (migration 0014, docs/product.md §10, compatibilities).

export const partCompatibilities = pgTable(
  'part_compatibilities',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('part_compatibilities_unique').on(t.partId, t.makeId, t.modelId, t.yearFrom, t.yearTo),
    check(
      'part_compatibilities_years_check',
      sql`${t.yearFrom} <= ${t.yearTo} AND ${t.yearTo} - ${t.yearFrom} < 30`,
    ),
  ],
);

export interface MlCompatibilityResult {
  label: string;
  status: 'accepted' | 'not_found';
}

export const partMlCompatibilityResults = pgTable('part_ml_compatibility_results', {
  partId: integer('part_id')
    .primaryKey()
    .references(() => parts.id, { onDelete: 'cascade' }),
  mlId: text('ml_id').notNull(),
  results: jsonb('results').$type<MlCompatibilityResult[]>().notNull().default([]),
  sentProductIds: text('sent_product_ids').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mlVehicleProducts = pgTable(
  'ml_vehicle_products',
  {
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    found: boolean('found').notNull(),
    productsByYear: jsonb('products_by_year').$type<Record<string, string[]>>().notNull().default({}),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'ml_vehicle_products_pk', columns: [t.makeId, t.modelId] })],
);

export const mlCategoryMappings = pgTable('ml_category_mappings', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  mlCategoryId: text('ml_category_id'),
  mlCategoryName: text('ml_category_name'),
  /** 'discovery' (domain discovery), 'manual' (role 1 on the admin screen). */
  source: text('source').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface MlRequiredAttribute {
  id: string;
  name: string;
}

export interface MlCategoryCompatibility {
  supported: boolean;
  required: boolean;
  notes: boolean;
  /** restrictions_status ENABLED: positions go in the compatibility's restrictions. */
  positions?: boolean;
  /** restrictions_required: without positions the item is tagged incomplete_position_compatibilities. */
  positionsRequired?: boolean;
}

export interface MlAttributeValue {
  id: string;
  name: string;
}

export const mlCategories = pgTable('ml_categories', {
  mlCategoryId: text('ml_category_id').primaryKey(),
  requiredAttributes: jsonb('required_attributes').$type<MlRequiredAttribute[]>().notNull().default([]),
  compatibility: jsonb('compatibility').$type<MlCategoryCompatibility | null>(),
  conditionValues: jsonb('condition_values').$type<MlAttributeValue[]>().notNull().default([]),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
