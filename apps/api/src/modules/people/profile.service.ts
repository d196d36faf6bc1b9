import { createHash } from 'node:crypto';
import { describeDevice, PASSWORD_MESSAGES } from '@yonke/domain';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { type FieldErrors, notFound, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { admitPasswordAttempt, forgetPasswordFailures } from '../auth/auth.service.ts';
import * as queries from './people.queries.ts';
import { deleteStoredFile, newPasswordProblem, PEOPLE_MESSAGES, storeProfileImage } from './people.shared.ts';
import { checkUserFields, toPersonView } from './users.service.ts';

/**
 * The list shows a derived id, never the session row's key: that key is the SHA-256 of the
 * cookie, and although it cannot be turned back into a cookie it has no business in a page.
 */
function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session-list:${sessionId}`).digest('hex').slice(0, 32);
}

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function createProfileService({ db, storage }: Pick<AppDeps, 'db' | 'storage'>) {
  async function view(user: SessionUser) {
    const row = await queries.findUser(db, user.id);
    if (!row) throw notFound(PEOPLE_MESSAGES.userNotFound);
    return {
      ...toPersonView(row),
      must_change_password: row.mustChangePassword,
    };
  }

  function entry(user: SessionUser, text: string) {
    return { actorId: user.id, userId: user.id, companyId: user.companyId, activity: text };
  }

  return {
    view,

    async updateName(user: SessionUser, input: { name?: unknown }) {
      const errors: FieldErrors = {};
      const fields = checkUserFields({ name: input.name ?? '' }, errors);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const name = fields.name ?? user.name;
      if (name !== user.name) {
        await db.transaction(async (tx) => {
          await queries.updateUser(tx, user.id, { name });
          await queries.insertActivities(tx, [entry(user, `Nombre actualizado: ${user.name} → ${name}`)]);
        });
      }
      return view(user);
    },

    async setAvatar(user: SessionUser, bytes: Uint8Array) {
      const key = await storeProfileImage(storage, `avatars/${user.id}`, bytes, 'square');
      const previous = await queries.findUser(db, user.id);
      try {
        await db.transaction(async (tx) => {
          await queries.updateUser(tx, user.id, { avatarKey: key, avatarUrl: storage.publicUrl(key) });
          await queries.insertActivities(tx, [entry(user, 'Foto de perfil actualizada')]);
        });
      } catch (error) {
        await deleteStoredFile(storage, key);
        throw error;
      }
      await deleteStoredFile(storage, previous?.avatarKey);
      return view(user);
    },

    async removeAvatar(user: SessionUser) {
      const previous = await queries.findUser(db, user.id);
      if (previous?.avatarUrl) {
        await db.transaction(async (tx) => {
          await queries.updateUser(tx, user.id, { avatarKey: null, avatarUrl: null });
          await queries.insertActivities(tx, [entry(user, 'Foto de perfil eliminada')]);
        });
        await deleteStoredFile(storage, previous.avatarKey);
      }
      return view(user);
    },

    async changePassword(user: SessionUser, input: PasswordChangeInput, meta: { ip: string | null }) {
      // A stolen session must not become a free password-guessing oracle.
      await admitPasswordAttempt(db, user.email, meta.ip);
      const errors: FieldErrors = {};
      const problem = newPasswordProblem(input.password, user.email);
      if (problem) errors.password = [problem];
      else if (input.password !== input.password_confirmation) {
        errors.password_confirmation = [PASSWORD_MESSAGES.mismatch];
      }
      const currentHash = await queries.findPasswordHash(db, user.id);
      // Checked even when the rest is wrong, so the answer does not reveal which part failed first.
      const currentOk = currentHash ? await verifyPassword(currentHash, input.current_password) : false;
      if (!currentOk) errors.current_password = [PEOPLE_MESSAGES.wrongCurrentPassword];
      else {
        await forgetPasswordFailures(db, user.email, meta.ip);
        if (!errors.password && input.password === input.current_password) {
          errors.password = [PEOPLE_MESSAGES.samePassword];
        }
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await queries.updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
        // Anyone who knew the old password may have opened a session with it.
        await queries.deleteSessions(tx, user.id, user.sessionId);
        await queries.insertActivities(tx, [entry(user, 'Contraseña cambiada por el propio usuario')]);
      });
      return view({ ...user, mustChangePassword: false });
    },

    async sessions(user: SessionUser) {
      const rows = await queries.listSessions(db, user.id);
      return rows.map((row) => ({
        id: publicSessionId(row.id),
        device: describeDevice(row.userAgent),
        ip: row.ip,
        created_at: new Date(row.createdAt).toISOString(),
        last_seen_at: new Date(row.lastSeenAt).toISOString(),
        current: row.id === user.sessionId,
      }));
    },

    async closeSession(user: SessionUser, publicId: string) {
      const rows = await queries.listSessions(db, user.id);
      const match = rows.find((row) => publicSessionId(row.id) === publicId);
      if (!match) throw notFound(PEOPLE_MESSAGES.sessionNotFound);
      await queries.deleteSession(db, user.id, match.id);
      return { current: match.id === user.sessionId };
    },

    async closeOtherSessions(user: SessionUser) {
      return { closed: await queries.deleteSessions(db, user.id, user.sessionId) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
