import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  can,
  DESCRIPTION_TEMPLATE_MAX_LENGTH,
  hasForbiddenCharacters,
  isMexicoTimeZone,
  normalizeMexicanPhone,
  timeZoneLabel,
} from '@yonke/domain';
import type { Company } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { type FieldErrors, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import { createDefaultRegister } from '../cash/cash.service.ts';
import * as queries from './people.queries.ts';
import {
  type Actor,
  deleteStoredFile,
  nameProblem,
  PEOPLE_MESSAGES,
  storeProfileImage,
} from './people.shared.ts';
import { toActivityView } from './users.service.ts';

/**
 * Whether a company exists and is not deleted, for a module that takes a company id from a form
 * (a location's store, a marketplace account's company): the one definition of a live company id
 * outside this module.
 */
export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  return (await queries.companyIsLive(db, companyId)) !== undefined;
}

export const COMPANY_FIELD_MESSAGES = {
  nameRequired: 'Escribe el nombre de la empresa.',
  nameTooLong: `El nombre no puede tener más de ${COMPANY_NAME_MAX_LENGTH} caracteres.`,
  addressTooLong: `La dirección no puede tener más de ${COMPANY_ADDRESS_MAX_LENGTH} caracteres.`,
  templateTooLong: `La plantilla no puede tener más de ${DESCRIPTION_TEMPLATE_MAX_LENGTH.toLocaleString('es-MX')} caracteres.`,
  badCharacters: 'El texto tiene caracteres no permitidos.',
  timeZoneInvalid: 'Elige la zona horaria de la lista.',
} as const;

export interface CompanyInput {
  name?: string;
  phone?: string | null;
  address?: string | null;
  description_template?: string | null;
  time_zone?: string | null;
}

export function createCompaniesService({ db, storage }: Pick<AppDeps, 'db' | 'storage'>) {
  function toView(row: queries.CompanyRow): Company {
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      address: row.address,
      description_template: row.descriptionTemplate,
      active: row.active,
      logo_url: row.logoKey ? storage.publicUrl(row.logoKey) : null,
      user_count: row.userCount,
      time_zone: row.timeZone,
    };
  }

  /** Role 1 any company; role 2 only its own (403 for another). */
  async function visible(tx: Executor, actor: Actor, id: number) {
    if (!can(actor.roles, 'manageCompanies') && id !== actor.companyId) {
      throw forbidden(PEOPLE_MESSAGES.ownCompanyOnly);
    }
    const company = await queries.findCompany(tx, id);
    if (!company) throw notFound(PEOPLE_MESSAGES.companyNotFound);
    return company;
  }

  function checkFields(input: CompanyInput, creating: boolean) {
    const errors: FieldErrors = {};
    const out: {
      name?: string;
      phone?: string | null;
      address?: string | null;
      descriptionTemplate?: string;
      timeZone?: string;
    } = {};
    if (input.name !== undefined || creating) {
      const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
      const problem = nameProblem(name, COMPANY_NAME_MAX_LENGTH, COMPANY_FIELD_MESSAGES);
      if (problem) errors.name = [problem];
      else out.name = name;
    }
    if (input.phone !== undefined) {
      const raw = (input.phone ?? '').trim();
      if (!raw) out.phone = null;
      else {
        const phone = normalizeMexicanPhone(raw);
        if (!phone) errors.phone = [PEOPLE_MESSAGES.phoneInvalid];
        else out.phone = phone;
      }
    }
    if (input.address !== undefined) {
      const address = (input.address ?? '').trim();
      if ([...address].length > COMPANY_ADDRESS_MAX_LENGTH)
        errors.address = [COMPANY_FIELD_MESSAGES.addressTooLong];
      else if (hasForbiddenCharacters(address)) errors.address = [COMPANY_FIELD_MESSAGES.badCharacters];
      else out.address = address || null;
    }
    if (input.description_template !== undefined) {
      const template = input.description_template ?? '';
      if ([...template].length > DESCRIPTION_TEMPLATE_MAX_LENGTH) {
        errors.description_template = [COMPANY_FIELD_MESSAGES.templateTooLong];
      } else if (hasForbiddenCharacters(template.replace(/[\t\n\r]/g, ' '))) {
        errors.description_template = [COMPANY_FIELD_MESSAGES.badCharacters];
      } else out.descriptionTemplate = template;
    }
    if (input.time_zone !== undefined && input.time_zone !== null) {
      // Never a guess: a zone outside the list is refused, not replaced by the default.
      if (!isMexicoTimeZone(input.time_zone)) errors.time_zone = [COMPANY_FIELD_MESSAGES.timeZoneInvalid];
      else out.timeZone = input.time_zone;
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return out;
  }

  function entry(actor: Actor, companyId: number, text: string) {
    return { actorId: actor.id, userId: null, companyId, activity: text };
  }

  async function get(actor: Actor, id: number) {
    const company = await visible(db, actor, id);
    const activity = await queries.listActivities(db, { companyId: id });
    return { ...toView(company), activity: activity.map(toActivityView) };
  }

  return {
    async list(actor: Actor) {
      const rows = await queries.listCompanies(
        db,
        can(actor.roles, 'manageCompanies') ? null : actor.companyId,
      );
      return rows.map(toView);
    },

    get,

    async create(actor: Actor, input: CompanyInput) {
      if (!can(actor.roles, 'manageCompanies')) throw forbidden();
      const fields = checkFields(input, true);
      const id = await db.transaction(async (tx) => {
        const newId = await queries.insertCompany(tx, {
          name: fields.name ?? '',
          phone: fields.phone ?? null,
          address: fields.address ?? null,
          descriptionTemplate: fields.descriptionTemplate ?? '',
          ...(fields.timeZone ? { timeZone: fields.timeZone } : {}),
        });
        await createDefaultRegister(tx, newId, actor.id);
        await queries.insertActivities(tx, [entry(actor, newId, 'Empresa creada')]);
        return newId;
      });
      return get(actor, id);
    },

    async update(actor: Actor, id: number, input: CompanyInput) {
      const fields = checkFields(input, false);
      await db.transaction(async (tx) => {
        await queries.lockCompany(tx, id);
        const before = await visible(tx, actor, id);
        const entries: string[] = [];
        const show = (value: string | null) => value || '(vacío)';
        if (fields.name !== undefined && fields.name !== before.name) {
          entries.push(`Nombre actualizado: ${before.name} → ${fields.name}`);
        }
        if (fields.phone !== undefined && fields.phone !== before.phone) {
          entries.push(`Teléfono actualizado: ${show(before.phone)} → ${show(fields.phone)}`);
        }
        if (fields.address !== undefined && fields.address !== before.address) {
          entries.push(`Dirección actualizada: ${show(before.address)} → ${show(fields.address)}`);
        }
        if (
          fields.descriptionTemplate !== undefined &&
          fields.descriptionTemplate !== before.descriptionTemplate
        ) {
          // The template is long: the entry says that it changed, not the whole text twice.
          entries.push('Plantilla de descripción actualizada');
        }
        if (fields.timeZone !== undefined && fields.timeZone !== before.timeZone) {
          entries.push(
            `Zona horaria actualizada: ${timeZoneLabel(before.timeZone)} → ${timeZoneLabel(fields.timeZone)}`,
          );
        }
        if (entries.length === 0) return;
        await queries.updateCompany(tx, id, fields);
        await queries.insertActivities(
          tx,
          entries.map((text) => entry(actor, id, text)),
        );
      });
      return get(actor, id);
    },

    async setLogo(actor: Actor, id: number, bytes: () => Promise<Uint8Array>) {
      const before = await visible(db, actor, id);
      const key = await storeProfileImage(storage, `logos/${id}`, await bytes(), 'logo');
      try {
        await db.transaction(async (tx) => {
          await queries.updateCompany(tx, id, { logoKey: key });
          await queries.insertActivities(tx, [
            entry(actor, id, before.logoKey ? 'Logo reemplazado' : 'Logo agregado'),
          ]);
        });
      } catch (error) {
        await deleteStoredFile(storage, key);
        throw error;
      }
      await deleteStoredFile(storage, before.logoKey);
      return get(actor, id);
    },

    async removeLogo(actor: Actor, id: number) {
      const before = await visible(db, actor, id);
      if (before.logoKey) {
        await db.transaction(async (tx) => {
          await queries.updateCompany(tx, id, { logoKey: null });
          await queries.insertActivities(tx, [entry(actor, id, 'Logo eliminado')]);
        });
        await deleteStoredFile(storage, before.logoKey);
      }
      return get(actor, id);
    },

    async setActive(actor: Actor, id: number, active: boolean) {
      if (!can(actor.roles, 'manageCompanies')) throw forbidden();
      await db.transaction(async (tx) => {
        await queries.lockPeopleChanges(tx);
        const before = await visible(tx, actor, id);
        if (before.active === active) return;
        if (!active) {
          if (id === actor.companyId)
            throw validationFailed({ active: [PEOPLE_MESSAGES.ownCompanyDeactivate] });
          if ((await queries.countSuperadministratorsOutside(tx, id)) === 0) {
            throw validationFailed({ active: [PEOPLE_MESSAGES.lastSuperadminCompany] });
          }
        }
        await queries.updateCompany(tx, id, { active });
        // The session lookup refuses users of an inactive company; the rows go too.
        if (!active) await queries.deleteCompanySessions(tx, id);
        await queries.insertActivities(tx, [
          entry(actor, id, active ? 'Empresa activada' : 'Empresa desactivada'),
        ]);
      });
      return get(actor, id);
    },

    async remove(actor: Actor, id: number) {
      if (!can(actor.roles, 'manageCompanies')) throw forbidden();
      await db.transaction(async (tx) => {
        await queries.lockCompany(tx, id);
        await visible(tx, actor, id);
        const dependents = await queries.companyDependents(tx, id);
        const what: string[] = [];
        if (dependents.users > 0) what.push('usuarios');
        if (dependents.parts > 0) what.push('autopartes');
        if (dependents.locations > 0) what.push('ubicaciones');
        if (dependents.vehicles > 0) what.push('vehículos');
        if (dependents.marketplaceAccounts > 0) what.push('tiendas de Mercado Libre');
        if (what.length > 0) {
          const list = what.length > 1 ? `${what.slice(0, -1).join(', ')} y ${what.at(-1)}` : what[0];
          throw validationFailed({ company: [PEOPLE_MESSAGES.companyInUse(list ?? '')] });
        }
        await queries.softDeleteCompany(tx, id);
        await queries.insertActivities(tx, [entry(actor, id, 'Empresa eliminada')]);
      });
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
