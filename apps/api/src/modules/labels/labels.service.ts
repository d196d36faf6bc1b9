import { MAX_ID } from '@yonke/domain';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { PART_MESSAGES } from '../parts/parts.service.ts';
import * as queries from './labels.queries.ts';
import type { LabelPart } from './part-labels.ts';

/** The most labels one page renders (a whole location of a big yard). */
export const MAX_PART_LABELS = 2000;

export const LABEL_MESSAGES = {
  nothingToPrint: 'No hay autopartes para imprimir.',
  locationNotFound: 'La ubicación no existe o no pertenece a tu empresa.',
  chooseWhat: 'Indica las autopartes (ids) o la ubicación (location) a imprimir.',
  tooMany: `No es posible imprimir más de ${MAX_PART_LABELS.toLocaleString('en-US')} etiquetas a la vez.`,
} as const;

function toLabel(row: queries.LabelPartRow): LabelPart {
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    model: row.model,
    years: row.years,
    location: row.location,
    vehicleId: row.vehicleId,
  };
}

export function createLabelsService({ db }: AppDeps) {
  return {
    /** GET /api/autoparts/qr/{id}: one part of the user's company (role 1: any). */
    async forPart(user: SessionUser, id: number): Promise<LabelPart> {
      const [row] = await queries.listLabelParts(db, { companyId: companyScope(user), ids: [id], limit: 1 });
      if (!row) throw notFound(PART_MESSAGES.notFound);
      return toLabel(row);
    },

    /**
     * GET /api/autoparts/labels: the given parts, or every part on a location's shelves (not
     * sold); both together narrow each other. Parts outside the user's company are skipped.
     */
    async forParts(user: SessionUser, filter: { ids?: number[]; locationId?: number }): Promise<LabelPart[]> {
      if (!filter.ids && filter.locationId === undefined) throw fieldError('ids', LABEL_MESSAGES.chooseWhat);
      if (filter.ids && filter.ids.length > MAX_PART_LABELS) throw fieldError('ids', LABEL_MESSAGES.tooMany);
      const companyId = companyScope(user);
      if (filter.locationId !== undefined) {
        const location =
          filter.locationId <= MAX_ID ? await queries.findLocationCompany(db, filter.locationId) : undefined;
        if (!location || (companyId !== null && location.companyId !== companyId)) {
          throw notFound(LABEL_MESSAGES.locationNotFound);
        }
      }
      const ids = filter.ids?.filter((id) => id >= 1 && id <= MAX_ID);
      if (ids && ids.length === 0) throw notFound(LABEL_MESSAGES.nothingToPrint);
      const rows = await queries.listLabelParts(db, {
        companyId,
        ids,
        locationId: filter.locationId,
        limit: MAX_PART_LABELS + 1,
      });
      if (rows.length === 0) throw notFound(LABEL_MESSAGES.nothingToPrint);
      if (rows.length > MAX_PART_LABELS) throw fieldError('location', LABEL_MESSAGES.tooMany);
      const order = ids ? new Map(ids.map((id, index) => [id, index])) : undefined;
      // Printed in the order asked for (the order of a list on screen), otherwise by id.
      if (order) rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return rows.map(toLabel);
    },
  };
}
