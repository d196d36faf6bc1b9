import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { centsToPesos, formatMoneyPrecise, ROLE } from '@yonke/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createStorage } from '../../lib/storage.ts';
import type { Database } from '../client.ts';
import {
  cashRegisters,
  cashSessionEvents,
  cashSessions,
  companies,
  locations,
  userRoles,
  users,
} from '../schema/index.ts';
import { generateDemoParts, loadDemoVehicles } from './demo-parts.ts';
import { addDemoPhotos } from './demo-photos.ts';
import { loadReferenceData, seedReferenceData } from './reference.ts';

export const DEMO_PASSWORD = 'demo1234';
const GENERATED_ADMIN_EMAIL = 'admin@yonke.local';

export const DEMO_COMPANY = {
  name: 'Autopartes El Güero',
  phone: '8112345678',
  address: 'Av. Industrial 120, Monterrey, N.L.',
  descriptionTemplate: [
    'Autoparte usada original, revisada por nuestro equipo.',
    '',
    '• Garantía de 30 días contra defectos de funcionamiento.',
    '• Enviamos a todo México o recoge en nuestro yonke.',
    '• Pregunta por compatibilidad con tu número de serie antes de comprar.',
  ].join('\n'),
};

export const DEMO_USERS = [
  { email: 'superadmin@demo.mx', name: 'Sofía Ramírez', roles: [ROLE.SUPERADMIN] },
  { email: 'admin@demo.mx', name: 'Alejandro Torres', roles: [ROLE.ADMIN] },
  { email: 'capturista@demo.mx', name: 'Luis Hernández', roles: [ROLE.CAPTURIST] },
  { email: 'vendedor@demo.mx', name: 'María González', roles: [ROLE.SELLER] },
  { email: 'supervisor@demo.mx', name: 'Jorge Martínez', roles: [ROLE.SUPERVISOR] },
] as const;

/** 250 names in the yard's pattern P{aisle}-C{column}-{level}{slot}, e.g. P1-C1-1A. */
export function demoLocationNames(total = 250): string[] {
  const names: string[] = [];
  for (let aisle = 1; names.length < total; aisle += 1) {
    for (let column = 1; column <= 8 && names.length < total; column += 1) {
      for (let level = 1; level <= 4 && names.length < total; level += 1) {
        for (const slot of ['A', 'B']) {
          if (names.length < total) names.push(`P${aisle}-C${column}-${level}${slot}`);
        }
      }
    }
  }
  return names;
}

export async function createUser(
  db: Database,
  input: { companyId: number; name: string; email: string; password: string; roles: readonly number[] },
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        companyId: input.companyId,
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values(input.roles.map((roleId) => ({ userId: user.id, roleId })));
    return user;
  });
}

/**
 * Where the first administrator's password comes from. The banner says this, never the password
 * itself: start-up output ends up in terminals, service logs and screenshots.
 */
export type AdminPasswordSource =
  | { kind: 'env' }
  | { kind: 'demo' }
  | { kind: 'file'; file: string }
  | { kind: 'unchanged' };

export interface SeedResult {
  admin?: { email: string; passwordSource: AdminPasswordSource };
}

/** The banner's administrator line: the e-mail and where its password came from. */
export function adminStartupLine(admin: SeedResult['admin']): string {
  if (!admin) return '';
  const source = admin.passwordSource;
  const where =
    source.kind === 'env'
      ? 'la contraseña de ADMIN_PASSWORD'
      : source.kind === 'demo'
        ? `contraseña ${DEMO_PASSWORD}`
        : source.kind === 'file'
          ? `contraseña generada en ${source.file}; bórralo después de entrar`
          : 'contraseña ya definida';
  return `  Administrador: ${admin.email} (${where})`;
}

/** Whether the user with this e-mail still signs in with this password (one argon2 check). */
async function stillHasPassword(db: Database, email: string, password: string): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user ? verifyPassword(user.passwordHash, password) : false;
}

/** A generated password goes to a file only the server's user can read, not to the log. */
async function writePasswordFile(dataDir: string, password: string): Promise<string> {
  const file = path.join(dataDir, 'admin-password.txt');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

const DEMO_FLOAT_CENTS = 100_000;

/**
 * Runs at every start: reference lists are upserted; an empty database also gets the demo
 * company, users, locations and parts (or just the configured administrator when demo data is off).
 */
export async function seedDatabase(db: Database, config: Config): Promise<SeedResult> {
  const data = loadReferenceData();
  await seedReferenceData(db, data);
  const [{ value: companyCount } = { value: 0 }] = await db.select({ value: count() }).from(companies);
  const result: SeedResult = {};
  if (companyCount === 0) {
    const started = Date.now();
    const [company] = await db.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');
    // Cash always goes into an open session of a register: the company starts with «Caja 1».
    const [register] = await db
      .insert(cashRegisters)
      .values({ companyId: company.id, name: 'Caja 1' })
      .returning({ id: cashRegisters.id });
    if (!register) throw new Error('register insert returned nothing');
    if (config.seedDemo) {
      const userIds: number[] = [];
      const capturerIds: number[] = [];
      const sellerIds: number[] = [];
      for (const user of DEMO_USERS) {
        const created = await createUser(db, { ...user, companyId: company.id, password: DEMO_PASSWORD });
        userIds.push(created.id);
        const roles: readonly number[] = user.roles;
        // Most parts are captured by the capture clerk; sales go to whoever sells at the counter.
        if (roles.includes(ROLE.CAPTURIST)) capturerIds.push(created.id, created.id, created.id);
        if (roles.some((role) => role === ROLE.ADMIN || role === ROLE.SUPERVISOR))
          capturerIds.push(created.id);
        if (roles.includes(ROLE.SELLER)) sellerIds.push(created.id, created.id);
        if (roles.some((role) => role === ROLE.ADMIN || role === ROLE.SUPERVISOR)) sellerIds.push(created.id);
      }
      // The demo's counter can take cash at once: «Caja 1» is open with a $1,000 float.
      const [session] = await db
        .insert(cashSessions)
        .values({
          companyId: company.id,
          registerId: register.id,
          floatCents: DEMO_FLOAT_CENTS,
          openedBy: userIds[0],
        })
        .returning({ id: cashSessions.id });
      if (session)
        await db.insert(cashSessionEvents).values({
          sessionId: session.id,
          action: 'open',
          note: `Fondo ${formatMoneyPrecise(centsToPesos(DEMO_FLOAT_CENTS))}`,
          userId: userIds[0],
        });
      const locationRows = await db
        .insert(locations)
        .values(demoLocationNames().map((name) => ({ companyId: company.id, name })))
        .returning({ id: locations.id });
      await db.$client.connect().then(async (client) => {
        try {
          await generateDemoParts(client, data, {
            companyId: company.id,
            count: config.demoParts,
            locationIds: locationRows.map((row) => row.id),
            userIds,
            capturerIds,
            sellerIds,
            vehicles: loadDemoVehicles(),
          });
          // The demo's sold parts are inserted sold: the ledger records them (migration 0055).
          await client.query('select sales_record_sold_parts()');
          await addDemoPhotos(client, await createStorage(config), company.id);
        } finally {
          client.release();
        }
      });
      logger.info({ ms: Date.now() - started, parts: config.demoParts }, 'datos de demostración creados');
      result.admin = { email: DEMO_USERS[0].email, passwordSource: { kind: 'demo' } };
    } else if (!config.admin) {
      // No demo data and no configured administrator: someone still has to be able to sign in.
      const password = randomBytes(9).toString('base64url');
      await createUser(db, {
        companyId: company.id,
        name: 'Administrador',
        email: GENERATED_ADMIN_EMAIL,
        password,
        roles: [ROLE.SUPERADMIN],
      });
      const file = await writePasswordFile(config.dataDir, password);
      result.admin = { email: GENERATED_ADMIN_EMAIL, passwordSource: { kind: 'file', file } };
    }
  }
  if (config.admin) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${config.admin.email})`);
    if (!existing) {
      const [company] = await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
      if (!company) throw new Error('no company to attach the administrator to');
      await createUser(db, {
        companyId: company.id,
        name: 'Administrador',
        email: config.admin.email,
        password: config.admin.password,
        roles: [ROLE.SUPERADMIN],
      });
    }
    // An existing account keeps its password (it may have been changed in the app since).
    const fromEnv = !existing || (await stillHasPassword(db, config.admin.email, config.admin.password));
    result.admin = { email: config.admin.email, passwordSource: { kind: fromEnv ? 'env' : 'unchanged' } };
  } else if (!result.admin) {
    const [firstAdmin] = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(userRoles.roleId, ROLE.SUPERADMIN))
      .orderBy(users.id)
      .limit(1);
    if (firstAdmin) {
      const demo =
        firstAdmin.email.endsWith('@demo.mx') &&
        (await stillHasPassword(db, firstAdmin.email, DEMO_PASSWORD));
      result.admin = { email: firstAdmin.email, passwordSource: { kind: demo ? 'demo' : 'unchanged' } };
    }
  }
  return result;
}
