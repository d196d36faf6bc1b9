import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { locations, partImages, parts } from './parts.ts';
import { saleLines, sales } from './sales.ts';
import { vehicles } from './vehicles.ts';

// Órdenes de surtido (migration 0053): one per ticket line the yard has to bring to the counter.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pullOrders = pgTable(
  'pull_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    saleLineId: integer('sale_line_id')
      .notNull()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
    locationId: integer('location_id').references(() => locations.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    status: text('status').notNull().default('pendiente'),
    requestedBy: integer('requested_by').references(() => users.id),
    takenBy: integer('taken_by').references(() => users.id),
    takenAt: at('taken_at'),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: at('closed_at'),
    note: text('note'),
    // The photo taken when it was marked surtida (migration 0056).
    imageId: integer('image_id').references(() => partImages.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pull_orders_line_unique').on(t.saleLineId),
    index('pull_orders_open_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} in ('pendiente', 'tomada')`),
  ],
);
