import { parseArgs } from 'node:util';
import { ROLE_NAMES } from '@yonke/domain';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, databaseOf, openDatabase } from '../db/client.ts';
import { companies, userRoles, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { SYSTEM_ACTOR } from '../modules/people/people.shared.ts';
import { createUsersService } from '../modules/people/users.service.ts';

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
  // The same service as the Usuarios screen: the same checks, the same activity entries.
  const people = createUsersService({ db });
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
      const [company] = values.company
        ? [{ id: Number(values.company) }]
        : await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
      const created = await people.create(SYSTEM_ACTOR, {
        name: values.name ?? '',
        email: values.email ?? '',
        roles: (values.roles ?? '').split(',').map((role) => Number.parseInt(role.trim(), 10)),
        company_id: company?.id && Number.isSafeInteger(company.id) ? company.id : 0,
        password: values.password ?? null,
      });
      console.log(
        `Usuario creado: ${created.user.email}${created.temporary_password ? `\nContraseña: ${created.temporary_password}` : ''}`,
      );
      return;
    }
    case 'reset-password': {
      const id = await findUserId(db, values.email);
      const { temporary_password: password } = await people.resetPassword(SYSTEM_ACTOR, id, values.password);
      console.log(
        `Contraseña actualizada para ${values.email}${values.password ? '' : `\nContraseña: ${password}`}`,
      );
      return;
    }
    case 'deactivate':
    case 'activate': {
      const id = await findUserId(db, values.email);
      await people.setActive(SYSTEM_ACTOR, id, command === 'activate');
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
  ...databaseOf(config),
  reuseRunning: true,
});
try {
  await run(database.db, positionals[0], values);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  // The service's Spanish messages, field by field, as the screen would show them.
  const details = Object.values(error.errors ?? {}).flat();
  fail(details.length > 0 ? details.join('\n') : error.message);
} finally {
  await database.close();
}
