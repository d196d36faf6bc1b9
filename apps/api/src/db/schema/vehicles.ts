import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { locations, parts } from './parts.ts';
import { makes, models } from './reference.ts';

// Vehículos (migration 0011; docs/domain-rules.md).

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    vin: text('vin'),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    year: integer('year').notNull(),
    version: text('version'),
    engine: text('engine'),
    transmission: text('transmission'),
    color: text('color'),
    kilometers: integer('kilometers'),
    acquisition: text('acquisition').notNull().default('otro'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchaseCost: numeric('purchase_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    locationId: integer('location_id').references(() => locations.id),
    notes: text('notes'),
    /** The checklist the vehicle was registered with (later template edits are new versions). */
    checklistTemplateId: integer('checklist_template_id')
      .notNull()
      .default(1)
      .references((): AnyPgColumn => checklistTemplates.id),
    status: text('status').notNull().default('en_patio'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('vehicles_company_vin_idx').on(t.companyId, t.vin).where(sql`${t.vin} is not null`),
    index('vehicles_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const vehicleCosts = pgTable(
  'vehicle_costs',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    concept: text('concept').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_costs_vehicle_idx').on(t.vehicleId)],
);

export const checklistTemplates = pgTable('checklist_templates', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const checklistTemplateItems = pgTable(
  'checklist_template_items',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    positionId: integer('position_id'),
    sideId: integer('side_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('checklist_template_items_template_idx').on(t.templateId, t.sortOrder)],
);

export const vehicleChecklistParts = pgTable(
  'vehicle_checklist_parts',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    templateItemId: integer('template_item_id')
      .notNull()
      .references(() => checklistTemplateItems.id),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.templateItemId] })],
);

/** Photos of a vehicle (migration 0012); position 0 is the cover. */
export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_images_vehicle_position_idx').on(t.vehicleId, t.position)],
);
