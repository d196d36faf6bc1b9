import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import {
  bulbPositions,
  bulbTechnologies,
  categories,
  conditions,
  makes,
  models,
  origins,
  positions,
  shippingTypes,
  sides,
  statuses,
} from './reference.ts';

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('locations_company_name_unique')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A Mercado Libre seller account ("Tienda ML"). Tokens are stored encrypted and never leave the server. */
export const marketplaceAccounts = pgTable('marketplace_accounts', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  mlUserId: text('ml_user_id').notNull(),
  accessTokenEncrypted: text('access_token_encrypted'),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  needsAuthorization: boolean('needs_authorization').notNull().default(true),
  lastError: text('last_error'),
  /** Tag user_product_seller of the account (migration 0036); null until its tags are read. */
  userProductSeller: boolean('user_product_seller'),
  sellerTagsReadAt: timestamp('seller_tags_read_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** PostgreSQL's tsvector, read as its text form (only searched, never selected). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Migration 0023: a small pending list, because every search using the index reads it whole. */
const GIN_OPTIONS = { gin_pending_list_limit: 128 };

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    agId: integer('ag_id'),
    name: text('name').notNull().default(''),
    description: text('description'),
    autopartNumber: text('autopart_number'),
    categoryId: integer('category_id').references(() => categories.id),
    makeId: integer('make_id').references(() => makes.id),
    modelId: integer('model_id').references(() => models.id),
    years: integer('years').array().notNull().default(sql`'{}'::integer[]`),
    conditionId: integer('condition_id').references(() => conditions.id),
    originId: integer('origin_id').references(() => origins.id),
    positionId: integer('position_id').references(() => positions.id),
    sideId: integer('side_id').references(() => sides.id),
    locationId: integer('location_id').references(() => locations.id),
    statusId: integer('status_id')
      .notNull()
      .default(5)
      .references(() => statuses.id),
    quality: smallint('quality').notNull().default(0),
    salePrice: integer('sale_price').notNull().default(0),
    finalPrice: numeric('final_price', { precision: 12, scale: 2, mode: 'number' }),
    // The purchase cost (migration 0105), roles 1, 2 only; a scrapped part writes it off.
    costCents: bigint('cost_cents', { mode: 'number' }),
    /** When and by whom the part became Vendido; set and cleared by a trigger (migration 0010). */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldBy: integer('sold_by').references(() => users.id),
    marketplaceAccountId: integer('marketplace_account_id').references(() => marketplaceAccounts.id),
    mlId: text('ml_id'),
    mlStatus: text('ml_status'),
    bulbTechId: integer('bulb_tech_id').references(() => bulbTechnologies.id),
    bulbPosId: integer('bulb_pos_id').references(() => bulbPositions.id),
    shippingTypeId: integer('shipping_type_id').references(() => shippingTypes.id),
    includesMirror: boolean('includes_mirror'),
    /** The donor vehicle; the foreign key is in migration 0011 (schema/vehicles.ts imports this file). */
    vehicleId: integer('vehicle_id'),
    /** Lower-case, accent-free text of everything a search may match; kept current by a trigger. */
    searchText: text('search_text').notNull().default(''),
    /** The whole words of search_text (migration 0004), for searches of whole words and prefixes. */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    /** Words of the extra compatible vehicles, part of search_text (migration 0015). */
    compatText: text('compat_text'),
    /** Filter keys of the extra compatible vehicles ("mk:1", "md:432:2012", "y:2012"; migration 0015). */
    compatKeys: text('compat_keys').array(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parts_company_ag_id_unique').on(t.companyId, t.agId).where(sql`${t.agId} is not null`),
    index('parts_ag_id_idx').on(t.agId).where(sql`${t.agId} is not null`),
    // The trigram index of the search document is on its copy, part_search_texts (migration 0024).
    index('parts_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // Migration 0086: a company's parts in id order (the Meta catalogue feed's pages).
    index('parts_company_id_idx').on(t.companyId, t.id).where(sql`${t.deletedAt} is null`),
    index('parts_created_idx').on(t.createdAt, t.id),
    // Stock checks and the location filter list a location's parts newest first.
    index('parts_location_created_idx').on(t.locationId, t.createdAt),
    index('parts_ml_id_idx').on(t.mlId),
    index('parts_autopart_number_idx').on(sql`lower(${t.autopartNumber})`),
    index('parts_status_idx').on(t.statusId),
    // Filters and sorts of the part lists (see bench/search.ts for what each one buys).
    index('parts_make_model_idx').on(t.makeId, t.modelId),
    index('parts_category_idx').on(t.categoryId),
    index('parts_years_idx').using('gin', t.years).with(GIN_OPTIONS),
    index('parts_search_words_idx').using('gin', t.searchWords).with(GIN_OPTIONS),
    index('parts_compat_keys_idx')
      .using('gin', t.compatKeys)
      .with(GIN_OPTIONS)
      .where(sql`${t.compatKeys} is not null`),
    index('parts_category_years_idx')
      .using('gin', sql`part_category_years(${t.categoryId}, ${t.years})`)
      .with(GIN_OPTIONS)
      .where(sql`${t.categoryId} is not null`),
    index('parts_ml_status_idx').on(t.mlStatus),
    index('parts_marketplace_account_idx').on(t.marketplaceAccountId),
    index('parts_created_by_idx').on(t.createdBy),
    index('parts_sale_price_idx').on(t.salePrice, t.id),
    index('parts_name_idx').on(t.name, t.id),
    index('parts_vehicle_idx').on(t.vehicleId).where(sql`${t.vehicleId} is not null`),
    index('parts_company_sold_idx')
      .on(t.companyId, t.soldAt, t.statusId, t.finalPrice, t.salePrice, t.soldBy, t.categoryId, t.makeId)
      .where(sql`${t.soldAt} is not null and ${t.deletedAt} is null`),
    index('parts_sold_idx')
      .on(t.soldAt, t.statusId, t.finalPrice, t.salePrice, t.soldBy, t.categoryId, t.makeId)
      .where(sql`${t.soldAt} is not null and ${t.deletedAt} is null`),
    index('parts_dashboard_idx')
      .on(t.companyId, t.statusId, t.mlStatus, t.salePrice, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A copy of each part's search document with the trigram index that fragment and typo searches use
 * (LIKE '%…%'), written by triggers on parts only when the document changes (migration 0024).
 */
export const partSearchTexts = pgTable(
  'part_search_texts',
  {
    // No foreign key (migration 0026): parts' triggers write and delete the copy.
    partId: integer('part_id').primaryKey(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('part_search_texts_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with(GIN_OPTIONS),
  ],
);

/**
 * Slices of the name order and the words in each (migration 0027): an A–Z or Z–A search reads only
 * the slices that hold its words. Written by parts' triggers and name_slices_rebalance.
 */
export const nameSlices = pgTable('name_slices', {
  id: serial('id').primaryKey(),
  lowerName: text('lower_name').notNull().unique(),
});

export const nameSliceWords = pgTable(
  'name_slice_words',
  {
    word: text('word').notNull(),
    sliceId: integer('slice_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.sliceId] })],
);

export const partImages = pgTable(
  'part_images',
  {
    id: serial('id').primaryKey(),
    /** Null while the photo is a temporary upload for a part not yet saved. */
    partId: integer('part_id').references(() => parts.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    mlPictureId: text('ml_picture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_images_part_position_idx').on(t.partId, t.position)],
);

export const partComments = pgTable(
  'part_comments',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_comments_part_idx').on(t.partId, t.createdAt)],
);

/** The audit log of a part. A null user means the system did it (for example Mercado Libre). */
export const partActivities = pgTable(
  'part_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
    userId: integer('user_id').references(() => users.id),
    activity: text('activity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_activities_part_idx').on(t.partId, t.createdAt)],
);

export const stockChecks = pgTable(
  'stock_checks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    foundCount: integer('found_count').notNull(),
    addedCount: integer('added_count').notNull(),
    missingCount: integer('missing_count').notNull(),
    changedCount: integer('changed_count').notNull().default(0),
    /** Hash of the submitted count, so a repeated save is recognised and changes nothing. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The client's key of a count that may be sent more than once (docs/decisions/015-installable-app.md),
     * and its first answer.
     */
    idempotencyKey: text('idempotency_key'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_checks_location_idx').on(t.locationId, t.createdAt),
    index('stock_checks_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('stock_checks_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** Webhook inbox: notifications are stored first and processed by a worker. */
export const marketplaceNotifications = pgTable(
  'marketplace_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    resource: text('resource').notNull(),
    mlUserId: text('ml_user_id'),
    applicationId: text('application_id'),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('marketplace_notifications_pending_idx').on(t.processedAt),
    // One waiting row per resource, and one row per Mercado Libre event (migration 0017).
    uniqueIndex('marketplace_notifications_waiting_unique')
      .on(t.topic, t.resource)
      .where(sql`${t.processedAt} is null and ${t.attempts} = 0`),
    uniqueIndex('marketplace_notifications_ml_event_unique')
      .on(sql`(${t.payload}->>'_id')`)
      .where(sql`${t.payload} ? '_id'`),
  ],
);
