import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ROLE_NAMES } from '@yonke/domain';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { companies, sessions, userRoles, users } from '../db/schema/index.ts';
import { createUser } from '../db/seed/seed.ts';
import { hashPassword } from '../lib/passwords.ts';

const USAGE = `Uso: npm run user -- <comando> [opciones]

  list                                   lista usuarios (nombre, correo, empresa, roles, activo)
  create --email E --name N --roles 1,2 [--company ID] [--password P]
                                         crea un usuario (sin --password se genera una)
  reset-password --email E [--password P]
                                         cambia la contraseña y cierra sus sesiones
  deactivate --email E                   desactiva al usuario y cierra sus sesiones
  activate --email E                     vuelve a activar al usuario

Roles: ${Object.entries(ROLE_NAMES)
  .map(([id, name]) => `${id} ${name}`)
  .join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function findUserId(db: Database, email: string | undefined): Promise<number> {
  if (!email) fail('Falta --email.');
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) fail(`No existe un usuario con el correo ${email}.`);
  return user.id;
}

async function run(db: Database, command: string | undefined, values: Record<string, string | undefined>) {
  switch (command) {
    case 'list': {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          company: companies.name,
          active: users.active,
          roles: sql<
            number[]
          >`coalesce(array_agg(${userRoles.roleId} order by ${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .groupBy(users.id, companies.name)
        .orderBy(users.id);
      console.table(
        rows.map((row) => ({
          id: row.id,
          nombre: row.name,
          correo: row.email,
          empresa: row.company,
          roles: row.roles.map((role) => `${role} ${ROLE_NAMES[role] ?? ''}`).join(', '),
          activo: row.active ? 'sí' : 'no',
        })),
      );
      return;
    }
    case 'create': {
      const { email, name } = values;
      if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail('Falta un --email válido.');
      if (!name?.trim()) fail('Falta --name.');
      const roles = (values.roles ?? '').split(',').map((role) => Number.parseInt(role.trim(), 10));
      if (roles.length === 0 || roles.some((role) => !ROLE_NAMES[role]))
        fail('--roles debe listar ids de rol del 1 al 5.');
      const [company] = values.company
        ? await db
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.id, Number(values.company)))
        : await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
      if (!company) fail('No existe esa empresa.');
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (existing) fail(`Ya existe un usuario con el correo ${email}.`);
      const password = values.password ?? randomBytes(9).toString('base64url');
      if (password.length < 8) fail('La contraseña debe tener al menos 8 caracteres.');
      await createUser(db, { companyId: company.id, name: name.trim(), email, password, roles });
      console.log(`Usuario creado: ${email}${values.password ? '' : `\nContraseña: ${password}`}`);
      return;
    }
    case 'reset-password': {
      const id = await findUserId(db, values.email);
      const password = values.password ?? randomBytes(9).toString('base64url');
      if (password.length < 8) fail('La contraseña debe tener al menos 8 caracteres.');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
        .where(eq(users.id, id));
      await db.delete(sessions).where(eq(sessions.userId, id));
      console.log(
        `Contraseña actualizada para ${values.email}${values.password ? '' : `\nContraseña: ${password}`}`,
      );
      return;
    }
    case 'deactivate':
    case 'activate': {
      const id = await findUserId(db, values.email);
      await db
        .update(users)
        .set({ active: command === 'activate', updatedAt: sql`now()` })
        .where(eq(users.id, id));
      if (command === 'deactivate') await db.delete(sessions).where(eq(sessions.userId, id));
      console.log(`${values.email} ${command === 'activate' ? 'activado' : 'desactivado'}.`);
      return;
    }
    default:
      fail(command ? `Comando desconocido: ${command}` : 'Falta el comando.');
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string' },
    company: { type: 'string' },
    password: { type: 'string' },
  },
});

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  reuseRunning: true,
});
try {
  await run(database.db, positionals[0], values);
} finally {
  await database.close();
}
