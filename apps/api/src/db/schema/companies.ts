import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles } from './reference.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** "Empresa" (the spec's `store`): owns parts, locations and marketplace accounts. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    descriptionTemplate: text('description_template').notNull().default(''),
    // Public pages (migration 0007): the catalogue lives at /tienda/{slug} and is off until a
    // role 1 or 2 turns it on; the city is shown to buyers next to the company's name.
    slug: text('slug'),
    city: text('city'),
    publicCatalogue: boolean('public_catalogue').notNull().default(false),
    // Migration 0085: the Meta catalogue feed's secret address part, and its last read (throttled).
    feedToken: text('feed_token').notNull().default(sql`new_feed_token()`),
    feedReadAt: timestamp('feed_read_at', { withTimezone: true }),
    feedReadAgent: text('feed_read_agent'),
    // Migration 0005: a deactivated company's users cannot sign in; the logo is a storage key.
    active: boolean('active').notNull().default(true),
    logoKey: text('logo_key'),
    // Migration 0038: the clock dates and times are shown on (an IANA name, one of Mexico's).
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    uniqueIndex('companies_feed_token_unique').on(t.feedToken),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    /** Storage key of the avatar file, so a replaced avatar's file can be deleted. */
    avatarKey: text('avatar_key'),
    active: boolean('active').notNull().default(true),
    /** Set by an administrator's password reset: the next sign-in must choose a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, kept in the database so the limit holds across app instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: inet('ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_lookup_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/**
 * One row per client address ('' when unknown): each sign-in locks its address's row while it
 * counts and records its attempt, so concurrent sign-ins cannot all pass the limit at once.
 */
export const loginThrottles = pgTable('login_throttles', {
  address: text('address').primaryKey(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account that signed in correctly from an address (migration 0030): the address-wide and
 * account-wide sign-in ceilings do not apply to it there. `address` is '' when none is known.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'login_known_addresses_pkey', columns: [t.email, t.address] })],
);

/**
 * Who changed a user or a company, and what (old → new). `userId` names the user changed (null
 * for a change to the company itself); `companyId` is the company the entry belongs to, so an
 * administrator sees the history of their own company only.
 */
export const peopleActivities = pgTable(
  'people_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    userId: integer('user_id').references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    activity: text('activity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('people_activities_user_idx').on(t.userId, t.createdAt),
    index('people_activities_company_idx').on(t.companyId, t.createdAt),
  ],
);
