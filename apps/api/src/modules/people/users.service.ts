import {
  assignableRoles,
  can,
  EMAIL_MAX_LENGTH,
  hasForbiddenCharacters,
  isCompanyAdministrator,
  isRoleId,
  PERSON_NAME_MAX_LENGTH,
  ROLE,
  ROLE_NAMES,
  roleNamesText,
} from '@yonke/domain';
import type { ActivityEntry, ManagedUser } from '@yonke/domain/schemas';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import * as queries from './people.queries.ts';
import {
  type Actor,
  generateTemporaryPassword,
  isUniqueViolation,
  nameProblem,
  newPasswordProblem,
  PEOPLE_MESSAGES,
} from './people.shared.ts';

export const USER_FIELD_MESSAGES = {
  nameRequired: 'Escribe el nombre.',
  nameTooLong: `El nombre no puede tener más de ${PERSON_NAME_MAX_LENGTH} caracteres.`,
  badCharacters: 'El texto tiene caracteres no permitidos.',
  emailRequired: 'Escribe el correo electrónico.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  emailTooLong: 'El correo electrónico es demasiado largo.',
  rolesRequired: 'Elige al menos un rol.',
  unknownRole: (id: unknown) =>
    typeof id === 'number' || typeof id === 'string'
      ? `El rol ${String(id).slice(0, 20)} no existe.`
      : 'Cada rol debe ser el número de un rol (1 a 5).',
} as const;

/** A user and an activity line as the API sends them (@yonke/domain/schemas). */
export type UserView = ManagedUser;
export type ActivityView = ActivityEntry;

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** What both a user's own profile and the users list show of a person, in this key order. */
export function toPersonView(row: queries.UserRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: row.avatarUrl,
    roles: row.roles.map((roleId) => ({ role_id: roleId, name: ROLE_NAMES[roleId] ?? String(roleId) })),
    store: { id: row.companyId, name: row.companyName },
  };
}

export function toUserView(row: queries.UserRow): UserView {
  return {
    ...toPersonView(row),
    active: row.active,
    must_change_password: row.mustChangePassword,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: iso(row.createdAt) ?? '',
  };
}

export function toActivityView(
  row: Awaited<ReturnType<typeof queries.listActivities>>[number],
): ActivityView {
  return {
    id: row.id,
    activity: row.activity,
    created_at: iso(row.createdAt) ?? '',
    user: row.actor,
  };
}

const emailSchema = z.email();

/** Name, e-mail and roles as typed: trimmed, checked, in Spanish; also used by the CLI. */
export function checkUserFields(
  input: { name?: unknown; email?: unknown; roles?: unknown },
  errors: FieldErrors,
): { name?: string; email?: string; roles?: number[] } {
  const out: { name?: string; email?: string; roles?: number[] } = {};
  if (input.name !== undefined) {
    const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
    const problem = nameProblem(name, PERSON_NAME_MAX_LENGTH, USER_FIELD_MESSAGES);
    if (problem) errors.name = [problem];
    else out.name = name;
  }
  if (input.email !== undefined) {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!email) errors.email = [USER_FIELD_MESSAGES.emailRequired];
    else if (email.length > EMAIL_MAX_LENGTH) errors.email = [USER_FIELD_MESSAGES.emailTooLong];
    else if (hasForbiddenCharacters(email) || !emailSchema.safeParse(email).success) {
      errors.email = [USER_FIELD_MESSAGES.emailInvalid];
    } else out.email = email;
  }
  if (input.roles !== undefined) {
    const list = Array.isArray(input.roles) ? input.roles : [];
    const unknown = list.find((role) => !isRoleId(role));
    if (list.length === 0) errors.roles = [USER_FIELD_MESSAGES.rolesRequired];
    else if (unknown !== undefined) errors.roles = [USER_FIELD_MESSAGES.unknownRole(unknown)];
    else out.roles = [...new Set(list as number[])].sort((a, b) => a - b);
  }
  return out;
}

function isSuperadmin(actor: Actor): boolean {
  return can(actor.roles, 'allCompanies');
}

/**
 * The user, if this actor may manage them: 404 unknown or of another company (the same answer,
 * so ids cannot be probed for other companies' users), 403 a role 1 of the own company.
 */
async function manageable(db: Executor, actor: Actor, id: number): Promise<queries.UserRow> {
  const user = await queries.findUser(db, id);
  if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
  if (!isSuperadmin(actor)) {
    if (user.companyId !== actor.companyId) throw notFound(PEOPLE_MESSAGES.userNotFound);
    if (user.roles.includes(ROLE.SUPERADMIN)) throw forbidden(PEOPLE_MESSAGES.superadminUser);
  }
  return user;
}

/**
 * Refuses a change that leaves the user's company without an active administrator, or the
 * installation without an active role 1. Call inside lockPeopleChanges.
 */
async function checkAdministratorsRemain(
  db: Executor,
  before: queries.UserRow,
  after: { active: boolean; roles: number[]; companyId: number },
  field: 'roles' | 'active' = 'roles',
) {
  if (!before.active) return;
  const stillAdminHere =
    after.active && isCompanyAdministrator(after.roles) && after.companyId === before.companyId;
  if (isCompanyAdministrator(before.roles) && !stillAdminHere) {
    if ((await queries.countCompanyAdministrators(db, before.companyId, before.id)) === 0) {
      throw validationFailed({ [field]: [PEOPLE_MESSAGES.lastCompanyAdmin] });
    }
  }
  const stillSuperadmin = after.active && after.roles.includes(ROLE.SUPERADMIN);
  if (before.roles.includes(ROLE.SUPERADMIN) && !stillSuperadmin) {
    if ((await queries.countSuperadministrators(db, before.id)) === 0) {
      throw validationFailed({ [field]: [PEOPLE_MESSAGES.lastSuperadmin] });
    }
  }
}

function checkGrantable(actor: Actor, roles: readonly number[], previous: readonly number[] = []) {
  const allowed: readonly number[] = assignableRoles(actor.roles);
  // Only roles being added need the right to give them.
  if (roles.some((role) => !previous.includes(role) && !allowed.includes(role))) {
    throw forbidden(PEOPLE_MESSAGES.cannotGrantSuperadmin);
  }
}

export interface UserListQuery {
  search?: string;
  role?: number;
  company?: number;
  active?: boolean;
  sort?: queries.UserSort;
  direction?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

export interface CreateUserInput {
  name?: unknown;
  email?: unknown;
  roles?: unknown;
  company_id?: number | null;
  /** Absent or empty: a temporary password is generated and shown once. */
  password?: string | null;
}

export interface UpdateUserInput {
  name?: unknown;
  email?: unknown;
  roles?: unknown;
  company_id?: number | null;
}

export function createUsersService({ db }: Pick<AppDeps, 'db'>) {
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        await queries.lockPeopleChanges(tx);
        return work(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw validationFailed({ email: [PEOPLE_MESSAGES.duplicateEmail] });
      throw error;
    }
  }

  function activity(actor: Actor, user: { id: number; companyId: number }, text: string) {
    return { actorId: actor.id, userId: user.id, companyId: user.companyId, activity: text };
  }

  return {
    async list(actor: Actor, query: UserListQuery) {
      const perPage = Math.min(Math.max(query.per_page ?? 25, 1), 100);
      const page = Math.max(query.page ?? 1, 1);
      const companyId = isSuperadmin(actor) ? (query.company ?? null) : actor.companyId;
      const { rows, total } = await queries.listUsers(db, {
        companyId,
        search: query.search?.trim() || undefined,
        roleId: query.role,
        active: query.active,
        sort: query.sort ?? 'name',
        direction: query.direction ?? (query.sort === 'last_sign_in' ? 'desc' : 'asc'),
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map(toUserView), total, page, per_page: perPage };
    },

    async get(actor: Actor, id: number) {
      const user = await queries.findUser(db, id);
      if (!user) throw notFound(PEOPLE_MESSAGES.userNotFound);
      if (!isSuperadmin(actor) && user.companyId !== actor.companyId) {
        throw notFound(PEOPLE_MESSAGES.userNotFound);
      }
      const activities = await queries.listActivities(db, { userId: id });
      return { ...toUserView(user), activity: activities.map(toActivityView) };
    },

    async create(actor: Actor, input: CreateUserInput) {
      const errors: FieldErrors = {};
      const fields = checkUserFields(
        { name: input.name ?? '', email: input.email ?? '', roles: input.roles ?? [] },
        errors,
      );
      const givenPassword = input.password ? input.password : null;
      if (givenPassword !== null && fields.email) {
        const problem = newPasswordProblem(givenPassword, fields.email);
        if (problem) errors.password = [problem];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const roles = fields.roles ?? [];
      checkGrantable(actor, roles);
      let companyId: number;
      if (isSuperadmin(actor)) {
        companyId = input.company_id ?? actor.companyId ?? 0;
      } else {
        if (input.company_id != null && input.company_id !== actor.companyId) {
          throw forbidden(PEOPLE_MESSAGES.otherCompany);
        }
        companyId = actor.companyId ?? 0;
      }
      const password = givenPassword ?? generateTemporaryPassword();
      // Hashing takes tens of milliseconds: done before the transaction holds the lock.
      const passwordHash = await hashPassword(password);
      const id = await write(async (tx) => {
        if (!(await queries.companyIsLive(tx, companyId))) {
          throw validationFailed({ company_id: [PEOPLE_MESSAGES.unknownCompany] });
        }
        if (await queries.findUserIdByEmail(tx, fields.email ?? '')) {
          throw validationFailed({ email: [PEOPLE_MESSAGES.duplicateEmail] });
        }
        const newId = await queries.insertUser(tx, {
          companyId,
          name: fields.name ?? '',
          email: fields.email ?? '',
          passwordHash,
          // Whoever set it knows it: the person must choose their own at the first sign-in.
          // The server command (first administrator, recovery) is run by the person themself.
          mustChangePassword: actor.id !== null,
        });
        await queries.replaceRoles(tx, newId, roles);
        await queries.insertActivities(tx, [
          activity(actor, { id: newId, companyId }, `Usuario creado con roles: ${roleNamesText(roles)}`),
        ]);
        return newId;
      });
      const user = await queries.findUser(db, id);
      if (!user) throw new Error('created user vanished');
      return {
        user: toUserView(user),
        temporary_password: givenPassword === null ? password : null,
      };
    },

    async update(actor: Actor, id: number, input: UpdateUserInput) {
      const errors: FieldErrors = {};
      const fields = checkUserFields({ name: input.name, email: input.email, roles: input.roles }, errors);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await write(async (tx) => {
        const before = await manageable(tx, actor, id);
        const roles = fields.roles ?? before.roles;
        checkGrantable(actor, roles, before.roles);
        let companyId = before.companyId;
        if (input.company_id != null && input.company_id !== before.companyId) {
          if (!isSuperadmin(actor)) throw forbidden(PEOPLE_MESSAGES.otherCompany);
          if (!(await queries.companyIsLive(tx, input.company_id))) {
            throw validationFailed({ company_id: [PEOPLE_MESSAGES.unknownCompany] });
          }
          companyId = input.company_id;
        }
        await checkAdministratorsRemain(tx, before, { active: before.active, roles, companyId });
        const name = fields.name ?? before.name;
        const email = fields.email ?? before.email;
        if (email !== before.email) {
          const other = await queries.findUserIdByEmail(tx, email);
          if (other && other !== id) throw validationFailed({ email: [PEOPLE_MESSAGES.duplicateEmail] });
        }
        const entries: string[] = [];
        if (name !== before.name) entries.push(`Nombre actualizado: ${before.name} → ${name}`);
        if (email !== before.email) entries.push(`Correo actualizado: ${before.email} → ${email}`);
        if (roles.join() !== before.roles.join()) {
          entries.push(`Roles actualizados: ${roleNamesText(before.roles)} → ${roleNamesText(roles)}`);
        }
        if (companyId !== before.companyId) {
          const target = await queries.findCompany(tx, companyId);
          entries.push(`Empresa actualizada: ${before.companyName} → ${target?.name ?? companyId}`);
        }
        if (entries.length === 0) return;
        await queries.updateUser(tx, id, { name, email, companyId });
        if (roles.join() !== before.roles.join()) await queries.replaceRoles(tx, id, roles);
        await queries.insertActivities(
          tx,
          entries.map((text) => activity(actor, { id, companyId }, text)),
        );
      });
      return this.get(actor, id);
    },

    async setActive(actor: Actor, id: number, active: boolean) {
      await write(async (tx) => {
        const before = await manageable(tx, actor, id);
        if (before.active === active) return;
        await checkAdministratorsRemain(
          tx,
          before,
          {
            active,
            roles: before.roles,
            companyId: before.companyId,
          },
          'active',
        );
        await queries.updateUser(tx, id, { active });
        // The session lookup already refuses inactive users; deleting the rows also empties
        // their "open sessions" list and frees the space.
        if (!active) await queries.deleteSessions(tx, id);
        await queries.insertActivities(tx, [
          activity(actor, before, active ? 'Usuario activado' : 'Usuario desactivado'),
        ]);
      });
      return this.get(actor, id);
    },

    async resetPassword(actor: Actor, id: number, chosen?: string | null) {
      const password = chosen || generateTemporaryPassword();
      const passwordHash = await hashPassword(password);
      await write(async (tx) => {
        const before = await manageable(tx, actor, id);
        if (chosen) {
          const problem = newPasswordProblem(chosen, before.email);
          if (problem) throw validationFailed({ password: [problem] });
        }
        await queries.updateUser(tx, id, { passwordHash, mustChangePassword: actor.id !== null });
        await queries.deleteSessions(tx, id);
        await queries.insertActivities(tx, [
          activity(actor, before, 'Contraseña restablecida; debe elegir una nueva al entrar'),
        ]);
      });
      return { temporary_password: password };
    },

    async signOutEverywhere(actor: Actor, id: number) {
      const closed = await write(async (tx) => {
        const before = await manageable(tx, actor, id);
        const count = await queries.deleteSessions(tx, id);
        await queries.insertActivities(tx, [
          activity(actor, before, 'Sesiones cerradas en todos los dispositivos'),
        ]);
        return count;
      });
      return { closed };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
