import { centsToPesos, formatYearRange, partCode, STATUS_NAMES } from '@yonke/domain';
import type { ExportFormat, SearchFilters } from '@yonke/domain/schemas';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { logger } from '../../lib/logger.ts';
import { mediaUrl } from '../../lib/media.ts';
import {
  createSheetWriter,
  exportFileName,
  type SheetColumn,
  type SheetRow,
  type SheetWriter,
} from '../../lib/sheets.ts';
import { createLocationsService } from '../locations/locations.service.ts';
import { referenceCache } from '../reference/reference-cache.ts';
import { createSearchService } from '../search/search.service.ts';
import { createStockCheckService } from '../stock-check/stock-check.service.ts';
import * as queries from './export.queries.ts';

/** Parts read per round trip: small enough that a batch never weighs much, large enough to be fast. */
const BATCH = 1_000;

export type ExportedList = 'inventory' | 'sales';

const PART_COLUMNS: SheetColumn[] = [
  { key: 'code', header: 'Código', width: 12 },
  { key: 'name', header: 'Nombre', width: 40 },
  { key: 'status', header: 'Estatus', width: 14 },
  { key: 'price', header: 'Precio', kind: 'money', width: 12 },
  { key: 'category', header: 'Autoparte', width: 22 },
  { key: 'make', header: 'Marca', width: 16 },
  { key: 'model', header: 'Modelo', width: 16 },
  { key: 'years', header: 'Años', width: 12 },
  { key: 'number', header: 'Número de parte', width: 18 },
  { key: 'position', header: 'Posición', width: 12 },
  { key: 'side', header: 'Lado', width: 12 },
  { key: 'condition', header: 'Condición', width: 12 },
  { key: 'origin', header: 'Origen', width: 12 },
  { key: 'quality', header: 'Calidad', kind: 'number', width: 9 },
  { key: 'location', header: 'Ubicación', width: 16 },
  { key: 'store', header: 'Empresa', width: 20 },
  { key: 'ml_id', header: 'MLM id', width: 16 },
  { key: 'ml_status', header: 'Estatus en Mercado Libre', width: 14 },
  { key: 'ag_id', header: 'AG id', kind: 'number', width: 10 },
  { key: 'created_at', header: 'Fecha de alta', kind: 'date', width: 18 },
  { key: 'description', header: 'Descripción', width: 40 },
  { key: 'photo', header: 'Foto (URL)', kind: 'url', width: 40 },
  { key: 'link', header: 'Enlace', kind: 'url', width: 36 },
];

const SALES_COLUMNS: SheetColumn[] = [
  ...PART_COLUMNS.slice(0, 4),
  { key: 'final_price', header: 'Precio final', kind: 'money', width: 12 },
  { key: 'sold_at', header: 'Fecha de venta', kind: 'date', width: 18 },
  ...PART_COLUMNS.slice(4),
];

/** What the yard paid («Costo»): in the sheet only for the roles that see costs. */
const COST_COLUMN: SheetColumn = { key: 'cost', header: 'Costo', kind: 'money_precise', width: 12 };

/** The list's columns for this user: the cost right after the price, for roles 1 and 2 only. */
function columnsFor(list: ExportedList, user: SessionUser): SheetColumn[] {
  const columns = list === 'sales' ? SALES_COLUMNS : PART_COLUMNS;
  if (!userCan(user, 'managePartCosts')) return columns;
  const at = columns.findIndex((column) => column.key === 'price') + 1;
  return [...columns.slice(0, at), COST_COLUMN, ...columns.slice(at)];
}

export interface ExportDownload {
  fileName: string;
  writer: SheetWriter;
}

/** A relative /media/… address made absolute, so the link works from the spreadsheet. */
function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${base}${url}`;
}

export function createExportService(deps: AppDeps) {
  const { db } = deps;
  const search = createSearchService(deps);
  const stockChecks = createStockCheckService(deps);
  const locations = createLocationsService(deps);

  /** Fills the sheet in the background; a failure cuts the download instead of ending it short. */
  function fill(writer: SheetWriter, write: () => Promise<void>) {
    write()
      .then(() => writer.finish())
      .catch((error: unknown) => {
        logger.error({ err: error }, 'la exportación falló a medias');
        writer.abort(error instanceof Error ? error : new Error(String(error)));
      });
  }

  return {
    /** Ventas or Autopartes: the list's own search (same scope, filters and order), every page. */
    async parts(
      user: SessionUser,
      list: ExportedList,
      filters: SearchFilters,
      format: ExportFormat,
      baseUrl: string,
    ): Promise<ExportDownload> {
      if (!userCan(user, 'exportLists')) throw forbidden();
      // Found before the first byte is sent: a bad filter is still a clean error response.
      const ids = await search.matchingIds(list, user, filters);
      const names = await referenceCache(db).get();
      const columns = columnsFor(list, user);
      const costs = userCan(user, 'managePartCosts');
      const writer = createSheetWriter(format, list === 'sales' ? 'Ventas' : 'Autopartes', columns);
      const named = (map: ReadonlyMap<number, string>, id: number | null) =>
        id === null ? null : (map.get(id) ?? null);
      fill(writer, async () => {
        for (let start = 0; start < ids.length; start += BATCH) {
          const batch = ids.slice(start, start + BATCH);
          const byId = new Map((await queries.partsForExport(db, batch)).map((row) => [row.id, row]));
          const rows: SheetRow[] = [];
          for (const id of batch) {
            const part = byId.get(id);
            // Deleted between the search and this batch: left out, as the list would now.
            if (!part) continue;
            rows.push({
              code: partCode(part.id),
              name: part.name,
              status:
                names.statuses.get(part.status_id) ??
                STATUS_NAMES[part.status_id as keyof typeof STATUS_NAMES] ??
                '',
              price: part.sale_price,
              // A number of pesos so the sheet can add it up; cents / 100 prints back exactly
              // («1234.5»), the file's own number type being a double anyway. Null: not recorded.
              cost: costs && part.cost_cents !== null ? centsToPesos(part.cost_cents) : null,
              final_price: part.final_price,
              sold_at: part.sold_at,
              category: named(names.categories, part.category_id),
              make: named(names.makes, part.make_id),
              model: named(names.models, part.model_id),
              years: part.years.length > 0 ? formatYearRange(part.years) : null,
              number: part.autopart_number,
              position: named(names.positions, part.position_id),
              side: named(names.sides, part.side_id),
              condition: named(names.conditions, part.condition_id),
              origin: named(names.origins, part.origin_id),
              quality: part.quality,
              location: part.location_name,
              store: part.company_name,
              ml_id: part.ml_id,
              ml_status: part.ml_status,
              ag_id: part.ag_id,
              created_at: part.created_at,
              description: part.description,
              photo: absolute(mediaUrl(part.photo_key), baseUrl),
              link: `${baseUrl}/autopart/${part.id}`,
            });
          }
          await writer.addRows(rows);
        }
      });
      return { fileName: exportFileName(list === 'sales' ? 'ventas' : 'autopartes', format), writer };
    },

    /** The stock-check history (one location or all in scope), newest first, as its list shows it. */
    async stockChecks(
      user: SessionUser,
      filter: { locationId?: number },
      format: ExportFormat,
    ): Promise<ExportDownload> {
      if (!userCan(user, 'exportLists')) throw forbidden();
      const first = await stockChecks.history(user, { locationId: filter.locationId, page: 1 });
      const writer = createSheetWriter(format, 'Inventarios', [
        { key: 'created_at', header: 'Fecha', kind: 'date', width: 18 },
        { key: 'location', header: 'Ubicación', width: 18 },
        { key: 'user', header: 'Quién contó', width: 24 },
        { key: 'found', header: 'Encontradas', kind: 'number', width: 12 },
        { key: 'added', header: 'Agregadas', kind: 'number', width: 12 },
        { key: 'missing', header: 'Faltantes', kind: 'number', width: 12 },
        { key: 'changed', header: 'Cambiadas', kind: 'number', width: 12 },
      ]);
      fill(writer, async () => {
        let page = first;
        for (;;) {
          await writer.addRows(
            page.data.map((record) => ({
              created_at: new Date(record.created_at),
              location: record.location.name,
              user: record.user.name,
              found: record.found,
              added: record.added,
              missing: record.missing,
              changed: record.changed,
            })),
          );
          if (page.current_page >= page.last_page) break;
          page = await stockChecks.history(user, {
            locationId: filter.locationId,
            page: page.current_page + 1,
          });
        }
      });
      return { fileName: exportFileName('inventarios', format), writer };
    },

    /** Ubicaciones with their stock, in the list's order. */
    async locations(user: SessionUser, format: ExportFormat): Promise<ExportDownload> {
      if (!userCan(user, 'exportLists') || !userCan(user, 'manageLocations')) throw forbidden();
      const rows = await locations.list(user);
      const writer = createSheetWriter(format, 'Ubicaciones', [
        { key: 'name', header: 'Ubicación', width: 20 },
        { key: 'stock', header: 'Autopartes', kind: 'number', width: 12 },
        { key: 'store', header: 'Empresa', width: 24 },
      ]);
      fill(writer, async () => {
        await writer.addRows(
          rows.map((row) => ({ name: row.name, stock: row.stock, store: row.store.name })),
        );
      });
      return { fileName: exportFileName('ubicaciones', format), writer };
    },
  };
}
