import { can, MAX_ID, parseId } from '@yonke/domain';
import type { Location } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import type { LabelLocation } from '../labels/location-labels.ts';
import { companyExists } from '../people/companies.service.ts';
import * as queries from './locations.queries.ts';

export const LOCATION_MESSAGES = {
  notFound: 'La ubicación no existe o no pertenece a tu empresa.',
  duplicateName: 'Ya existe una ubicación con ese nombre.',
  hasStock: 'No es posible eliminar ubicaciones con stock.',
  unknownCompany: 'La empresa seleccionada no existe.',
  otherCompany: 'Solo puedes crear ubicaciones para tu empresa.',
  nothingToPrint: 'No hay ubicaciones para imprimir.',
} as const;

/** The most labels one page renders; a whole yard of a few thousand locations still fits. */
export const MAX_LABELS = 5000;

const UNIQUE_VIOLATION = '23505';

/** A location as the API sends it (@yonke/domain/schemas). */
export type LocationView = Location;

function toView(row: queries.LocationRow): LocationView {
  return {
    id: row.id,
    name: row.name,
    stock: row.stock,
    store_id: row.companyId,
    store: { id: row.companyId, name: row.companyName },
  };
}

// Yard names carry numbers (P1-C2-1A, P1-C10-1A): a numeric collation puts C2 before C10.
const byName = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

function sortByName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

export function createLocationsService({ db }: AppDeps) {
  async function findInScope(user: SessionUser, id: number) {
    // Ids beyond PostgreSQL's integer cannot exist; asking would only produce a database error.
    if (parseId(id) === null) throw notFound(LOCATION_MESSAGES.notFound);
    const row = await queries.findLocation(db, id, companyScope(user));
    if (!row) throw notFound(LOCATION_MESSAGES.notFound);
    return row;
  }

  async function ensureNameFree(companyId: number, name: string, exceptId?: number) {
    if (await queries.nameTaken(db, companyId, name, exceptId)) {
      throw fieldError('name', LOCATION_MESSAGES.duplicateName);
    }
  }

  /** Two requests may pass the check at once; the unique index has the last word. */
  async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', LOCATION_MESSAGES.duplicateName);
      throw error;
    }
  }

  return {
    async list(user: SessionUser): Promise<LocationView[]> {
      const rows = await queries.listLocations(db, { companyId: companyScope(user) });
      return sortByName(rows).map(toView);
    },

    async get(user: SessionUser, id: number): Promise<LocationView> {
      return toView(await findInScope(user, id));
    },

    async create(user: SessionUser, input: { name: string; store_id?: number }): Promise<LocationView> {
      let companyId = user.companyId;
      if (input.store_id !== undefined && input.store_id !== user.companyId) {
        if (!can(user.roles, 'chooseCompany')) throw forbidden(LOCATION_MESSAGES.otherCompany);
        if (input.store_id > MAX_ID || !(await companyExists(db, input.store_id))) {
          throw fieldError('store_id', LOCATION_MESSAGES.unknownCompany);
        }
        companyId = input.store_id;
      }
      await ensureNameFree(companyId, input.name);
      const id = await guardDuplicate(() =>
        queries.insertLocation(db, { companyId, name: input.name, createdBy: user.id }),
      );
      return toView(await findInScope(user, id));
    },

    async update(user: SessionUser, id: number, input: { name: string }): Promise<LocationView> {
      const current = await findInScope(user, id);
      if (current.name !== input.name) {
        await ensureNameFree(current.companyId, input.name, id);
        await guardDuplicate(() => queries.renameLocation(db, id, input.name));
      }
      return toView(await findInScope(user, id));
    },

    /** Soft delete; refused while any unsold, undeleted part is still in the location. */
    async destroy(user: SessionUser, id: number): Promise<void> {
      await findInScope(user, id);
      await db.transaction(async (tx) => {
        const row = await queries.findLocation(tx, id, companyScope(user), { forUpdate: true });
        if (!row) throw notFound(LOCATION_MESSAGES.notFound);
        if (row.stock > 0) {
          throw validationFailed({ stock: [LOCATION_MESSAGES.hasStock] }, LOCATION_MESSAGES.hasStock);
        }
        await queries.softDeleteLocation(tx, id);
      });
    },

    /**
     * Locations for a label page: the given ids and/or names starting with a prefix (both narrow
     * the list); neither means every location in the user's scope. Ids out of scope are skipped.
     */
    async forLabels(
      user: SessionUser,
      filter: { ids?: number[]; prefix?: string; storeId?: number },
    ): Promise<LabelLocation[]> {
      let companyId = companyScope(user);
      if (filter.storeId !== undefined && companyId === null) companyId = filter.storeId;
      const ids = filter.ids?.filter((id) => id <= MAX_ID);
      if (ids && ids.length === 0) throw notFound(LOCATION_MESSAGES.nothingToPrint);
      const rows = await queries.listLocations(db, {
        companyId,
        ids,
        namePrefix: filter.prefix,
        limit: MAX_LABELS,
      });
      if (rows.length === 0) throw notFound(LOCATION_MESSAGES.nothingToPrint);
      const sorted = sortByName(rows);
      return sorted.map((row) => ({ id: row.id, name: row.name, companyName: row.companyName }));
    },

    async forLabel(user: SessionUser, id: number): Promise<LabelLocation> {
      const row = await findInScope(user, id);
      return { id: row.id, name: row.name, companyName: row.companyName };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
