import { countLabel } from './format.ts';
import type { ScanCode } from './scan-code.ts';
import { isStatusId, mlStatusForLocalStatus, mlStatusLabel, STATUS, STATUS_NAMES } from './statuses.ts';

/** The stock check lists a location's parts in these statuses (docs/product.md §9). */
export const STOCK_CHECK_STATUSES: readonly number[] = [
  STATUS.AVAILABLE,
  STATUS.UNAVAILABLE,
  STATUS.INCOMPLETE,
];

/**
 * In a location's stock (every part there that is not sold or deleted) but not in its count:
 * a reserved part waits for its buyer and one kept off Mercado Libre is not for sale, so neither
 * is marked missing. The stock-check screen names them, so its list and the stock agree.
 */
export const STOCK_UNCOUNTED_STATUSES: readonly number[] = [STATUS.RESERVED, STATUS.NO_MARKETPLACE];

/**
 * Why a location's stock is larger than its count, in words («1 autoparte «Separado» está en el
 * stock de la ubicación pero no se revisa…»); null when nothing is left out.
 */
export function uncountedText(statusIds: readonly number[]): string | null {
  if (statusIds.length === 0) return null;
  const byStatus = new Map<number, number>();
  for (const id of statusIds) byStatus.set(id, (byStatus.get(id) ?? 0) + 1);
  const groups = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([id, n]) => `${countLabel(n, 'autoparte', 'autopartes')} «${isStatusId(id) ? STATUS_NAMES[id] : id}»`,
    );
  const list = groups.length === 1 ? groups[0] : `${groups.slice(0, -1).join(', ')} y ${groups.at(-1)}`;
  return statusIds.length === 1
    ? `${list} está en el stock de la ubicación pero no se revisa en el inventario ni se marca como faltante.`
    : `${list} están en el stock de la ubicación pero no se revisan en el inventario ni se marcan como faltantes.`;
}

/** found: it is where the system says; added: it is here but recorded elsewhere (or nowhere). */
export type StockAction = 'found' | 'added';
export type RowAction = StockAction | null;

export interface StockRowPart {
  id: number;
  ag_id: number | null;
}

export interface StockRow<P extends StockRowPart = StockRowPart> {
  part: P;
  action: RowAction;
}

export type StockRowEvent<P extends StockRowPart> =
  /** The user taps a row or its action icon ("Marcar manualmente"). */
  | { type: 'toggle'; id: number }
  /** A scan matched a part: listed or fetched; `via` says whether by its id or its AG id. */
  | { type: 'scan'; part: P; via: 'id' | 'agId' };

/**
 * What an event did, so the screen can say it: `found` and `alreadyAdded` read "Autoparte
 * encontrada", `added` reads "Autoparte agregada"; a toggle says nothing.
 */
export type StockRowOutcome = 'found' | 'unmarked' | 'removed' | 'added' | 'alreadyAdded' | 'none';

/** docs/product.md §4, "Stock check row actions", as one pure function. */
export function applyStockRowEvent<P extends StockRowPart>(
  rows: readonly StockRow<P>[],
  event: StockRowEvent<P>,
): { rows: StockRow<P>[]; outcome: StockRowOutcome } {
  if (event.type === 'toggle') {
    const row = rows.find((candidate) => candidate.part.id === event.id);
    if (!row) return { rows: [...rows], outcome: 'none' };
    if (row.action === 'added') {
      return { rows: rows.filter((candidate) => candidate !== row), outcome: 'removed' };
    }
    const action: RowAction = row.action === 'found' ? null : 'found';
    return {
      rows: rows.map((candidate) => (candidate === row ? { ...candidate, action } : candidate)),
      outcome: action === 'found' ? 'found' : 'unmarked',
    };
  }

  const listed = rows.find((candidate) => candidate.part.id === event.part.id);
  if (listed) {
    if (listed.action === 'added') return { rows: [...rows], outcome: 'alreadyAdded' };
    return {
      rows: rows.map((candidate) => (candidate === listed ? { ...candidate, action: 'found' } : candidate)),
      outcome: 'found',
    };
  }
  // Spec: fetched by id it is appended as added; found through its AG id (old labels) it is
  // appended as found. The server moves it here either way when it was recorded elsewhere.
  const action: StockAction = event.via === 'agId' ? 'found' : 'added';
  return { rows: [...rows, { part: event.part, action }], outcome: action === 'added' ? 'added' : 'found' };
}

/** The listed row a scanned code names, if any: `autopart-n` by id, a bare number by AG id. */
export function findScannedRow<P extends StockRowPart>(
  rows: readonly StockRow<P>[],
  code: ScanCode,
): StockRow<P> | undefined {
  if (code.kind === 'autopart') return rows.find((row) => row.part.id === code.id);
  if (code.kind === 'agId') return rows.find((row) => row.part.ag_id === code.agId);
  return undefined;
}

/**
 * A count kept on the device (page reload, dropped connection) laid back over the location's
 * freshly loaded parts: listed parts take their saved action, the others are appended as saved.
 */
export function restoreStockRows<P extends StockRowPart>(
  loaded: readonly StockRow<P>[],
  saved: readonly { part: P; action: StockAction }[],
): StockRow<P>[] {
  const actions = new Map(saved.map((row) => [row.part.id, row.action]));
  const rows = loaded.map((row) =>
    actions.has(row.part.id) ? { ...row, action: actions.get(row.part.id) ?? null } : row,
  );
  const listed = new Set(loaded.map((row) => row.part.id));
  for (const row of saved) if (!listed.has(row.part.id)) rows.push({ part: row.part, action: row.action });
  return rows;
}

export interface StockCheckCounts {
  found: number;
  added: number;
  missing: number;
}

export function stockCheckCounts(rows: readonly { action: RowAction }[]): StockCheckCounts {
  const counts = { found: 0, added: 0, missing: 0 };
  for (const row of rows) {
    if (row.action === 'found') counts.found += 1;
    else if (row.action === 'added') counts.added += 1;
    else counts.missing += 1;
  }
  return counts;
}

/**
 * The canonical text of a submitted count: the location and every part with an action, in id
 * order. A row without action means the same as a row not sent, so it is left out. Hashing this
 * recognises a repeated save (a retry after a dropped connection).
 */
export function stockCheckFingerprintSource(
  locationId: number,
  entries: Iterable<readonly [number, StockAction]>,
): string {
  const items = [...entries]
    .sort((a, b) => a[0] - b[0])
    .map(([id, action]) => `${id}:${action === 'found' ? 'f' : 'a'}`);
  return `stock-check-v1|${locationId}|${items.join(',')}`;
}

/** A part as the server reads it before applying a count. */
export interface CountedPart {
  id: number;
  statusId: number;
  locationId: number | null;
  locationName: string | null;
  mlId: string | null;
  mlStatus: string | null;
}

export type StockOutcome = 'found' | 'added' | 'missing';

export interface PlannedPart {
  id: number;
  outcome: StockOutcome;
  statusId: number;
  locationId: number | null;
  locationName: string | null;
  mlStatus: string | null;
  /** Whether the part's row changes (status, location or marketplace status). */
  changed: boolean;
  /** Whether the local status changes, which a listed part's marketplace must follow. */
  statusChanged: boolean;
  /** Whether the part has a marketplace listing. */
  listed: boolean;
  activity: string;
}

function statusName(id: number): string {
  return STATUS_NAMES[id as keyof typeof STATUS_NAMES] ?? String(id);
}

/** A closed listing cannot be reopened, and one under review is the marketplace's to decide. */
function followingMlStatus(part: CountedPart, statusId: number): string | null {
  if (!part.mlId || statusId === part.statusId) return part.mlStatus;
  if (part.mlStatus === 'closed' || part.mlStatus === 'under_review') return part.mlStatus;
  return mlStatusForLocalStatus(statusId, true) ?? part.mlStatus;
}

/**
 * Domain rules, "Stock check": what a count does to each part.
 * - found: where the system says; No disponible (2) becomes Disponible (1).
 * - added: here but recorded elsewhere; it moves here and 2 becomes 1. A part sent as found that
 *   is recorded elsewhere is physically here too, so it is moved the same way.
 * - missing (a listed part without action): Disponible (1) becomes No disponible (2).
 * `parts` holds the sent parts with an action and the location's parts in the listed statuses.
 */
export function planStockCheck(
  location: { id: number; name: string },
  actions: ReadonlyMap<number, StockAction>,
  parts: readonly CountedPart[],
): PlannedPart[] {
  const planned: PlannedPart[] = [];
  for (const part of parts) {
    const action = actions.get(part.id);
    const inLocation = part.locationId === location.id;
    let outcome: StockOutcome;
    if (action) outcome = inLocation ? 'found' : 'added';
    else if (inLocation && STOCK_CHECK_STATUSES.includes(part.statusId)) outcome = 'missing';
    else continue;

    let statusId = part.statusId;
    if (outcome === 'missing' && part.statusId === STATUS.AVAILABLE) statusId = STATUS.UNAVAILABLE;
    if (outcome !== 'missing' && part.statusId === STATUS.UNAVAILABLE) statusId = STATUS.AVAILABLE;
    const locationId = outcome === 'added' ? location.id : part.locationId;
    const locationName = outcome === 'added' ? location.name : part.locationName;
    const mlStatus = followingMlStatus(part, statusId);

    const notes = [
      outcome === 'found'
        ? `Inventario: encontrada en ${location.name}`
        : outcome === 'added'
          ? `Inventario: movida de ${part.locationName ?? 'sin ubicación'} a ${location.name}`
          : `Inventario: no encontrada en ${location.name}`,
    ];
    if (statusId !== part.statusId) {
      notes.push(`Estatus actualizado: ${statusName(part.statusId)} → ${statusName(statusId)}`);
    }
    if (mlStatus !== part.mlStatus) {
      notes.push(
        `Estatus de Mercado Libre actualizado: ${mlStatusLabel(part.mlStatus)} → ${mlStatusLabel(mlStatus)}`,
      );
    }
    planned.push({
      id: part.id,
      outcome,
      statusId,
      locationId,
      locationName,
      mlStatus,
      changed: statusId !== part.statusId || locationId !== part.locationId || mlStatus !== part.mlStatus,
      statusChanged: statusId !== part.statusId,
      listed: Boolean(part.mlId),
      activity: notes.join('; '),
    });
  }
  return planned;
}

export function plannedCounts(planned: readonly PlannedPart[]): StockCheckCounts & { changed: number } {
  const counts = { found: 0, added: 0, missing: 0, changed: 0 };
  for (const part of planned) {
    counts[part.outcome] += 1;
    if (part.changed) counts.changed += 1;
  }
  return counts;
}

/**
 * Why a part of a count that waited on the device was left as it is (domain rules, "Stock check
 * saved later"): `changed` — someone changed its status or location after the device read it;
 * `unseen` — it is in the location now but the device never listed it, so it cannot be missing;
 * `gone` — it was deleted (or is not of the location's company).
 */
export type StockConflictReason = 'changed' | 'unseen' | 'gone';

export interface StockConflict {
  id: number;
  reason: StockConflictReason;
}

/** What the device knew of one sent row; null/undefined status means it never read the part. */
export interface SeenRow {
  id: number;
  statusId?: number | null;
  locationId?: number | null;
}

/**
 * The parts of a checked count that would overwrite someone else's change. `parts` are the parts
 * read for the count (sent ids and the location's parts in the listed statuses, the location's
 * company only). A sent row that names a status is compared with the database: a different status
 * or location is a conflict. A part in the location that the device did not send was put there
 * after the device loaded its list.
 */
export function stockCheckConflicts(
  locationId: number,
  sent: readonly SeenRow[],
  parts: readonly CountedPart[],
): StockConflict[] {
  const byId = new Map(parts.map((part) => [part.id, part]));
  const sentIds = new Set(sent.map((row) => row.id));
  const conflicts: StockConflict[] = [];
  for (const row of sent) {
    const part = byId.get(row.id);
    if (!part) conflicts.push({ id: row.id, reason: 'gone' });
    else if (
      row.statusId !== null &&
      row.statusId !== undefined &&
      (part.statusId !== row.statusId || part.locationId !== (row.locationId ?? null))
    )
      conflicts.push({ id: row.id, reason: 'changed' });
  }
  for (const part of parts) {
    if (
      !sentIds.has(part.id) &&
      part.locationId === locationId &&
      STOCK_CHECK_STATUSES.includes(part.statusId)
    )
      conflicts.push({ id: part.id, reason: 'unseen' });
  }
  return conflicts.sort((a, b) => a.id - b.id);
}
