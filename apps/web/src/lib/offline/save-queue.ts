import type { BulkUpdateBody, BulkUpdateResult, CountRow } from '@yonke/domain/schemas';
import { createStore, del, entries, set } from 'idb-keyval';

/**
 * Stock-check saves that could not reach the server (no connection, or the answer was lost), kept
 * in IndexedDB until sent (docs/decisions/015-installable-app.md, docs/product.md §10). Each one carries its
 * idempotency key, so sending it again after a lost answer is answered, not applied twice (domain rules,
 * "Stock check saved later"). No DOM here: the service worker's Background Sync sends with the same code.
 */

/** The save's row and body as the API declares them, with what a count always sends made required. */
export type QueuedRow = { [K in keyof CountRow]-?: Exclude<CountRow[K], undefined> };

export type QueuedBody = Omit<BulkUpdateBody, 'autoparts' | 'location' | 'idempotency_key'> & {
  autoparts: QueuedRow[];
  location: { id: number; name: string };
  idempotency_key: string;
};

export type QueuedState = 'pending' | 'conflicts' | 'failed';

export interface QueuedSave {
  /** The idempotency key; also the record's key. */
  key: string;
  userId: number;
  locationId: number;
  locationName: string;
  queuedAt: string;
  body: QueuedBody;
  /** The rows as the device showed them, to restore the count as a draft if the save is refused. */
  draft: unknown;
  counts: { found: number; added: number; missing: number };
  state: QueuedState;
  /** Spanish, for `failed`: why the server refused it. */
  message?: string;
  result?: BulkUpdateResult;
}

export type SendOutcome =
  | { kind: 'saved'; result: BulkUpdateResult }
  | { kind: 'offline' }
  | { kind: 'signedOut' }
  | { kind: 'refused'; status: number; message: string };

export const QUEUE_TEXT = {
  queued: 'Se guardará cuando vuelva la conexión',
  saved: (name: string) => `Inventario de ${name} guardado`,
  conflicts: (name: string, n: number) =>
    `Inventario de ${name} guardado; ${n === 1 ? '1 autoparte cambió' : `${n} autopartes cambiaron`} mientras tanto y no se modificó`,
  refused: 'El servidor no aceptó el inventario guardado sin conexión',
  storageFull:
    'No hay espacio en el teléfono para guardar el inventario sin conexión. Libera espacio o espera a tener conexión.',
} as const;

let store: ReturnType<typeof createStore> | undefined;
function queueStore() {
  store ??= createStore('yonke-queue', 'saves');
  return store;
}

const listeners = new Set<() => void>();
/** The screens re-read the queue when it changes (in this tab). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed() {
  for (const listener of listeners) listener();
}

export async function enqueueSave(item: QueuedSave): Promise<void> {
  await set(item.key, item, queueStore());
  changed();
}

export async function listQueued(userId?: number): Promise<QueuedSave[]> {
  const all = (await entries<string, QueuedSave>(queueStore())).map(([, item]) => item);
  return all
    .filter((item) => userId === undefined || item.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function updateQueued(item: QueuedSave): Promise<void> {
  await set(item.key, item, queueStore());
  changed();
}

export async function removeQueued(key: string): Promise<void> {
  await del(key, queueStore());
  changed();
}

/** Sign-out: every queued save of this user goes (the user was warned first). */
export async function clearQueue(userId: number): Promise<void> {
  for (const item of await listQueued(userId)) await del(item.key, queueStore());
  changed();
}

/** PUT /api/autoparts/bulkUpdate for one queued save; never throws. */
export async function sendQueued(item: QueuedSave, xsrf: string | undefined): Promise<SendOutcome> {
  let response: Response;
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    response = await fetch('/api/autoparts/bulkUpdate', {
      method: 'PUT',
      headers,
      body: JSON.stringify(item.body),
      credentials: 'include',
    });
  } catch {
    return { kind: 'offline' };
  }
  const payload = (await response.json().catch(() => null)) as
    | (BulkUpdateResult & { message?: string })
    | { message?: string }
    | null;
  if (response.ok && payload && 'stock_check' in payload) return { kind: 'saved', result: payload };
  if (response.status === 401 || response.status === 419) return { kind: 'signedOut' };
  if (response.status >= 500 || response.status === 429) return { kind: 'offline' };
  return {
    kind: 'refused',
    status: response.status,
    message: payload?.message ?? QUEUE_TEXT.refused,
  };
}

export interface FlushReport {
  item: QueuedSave;
  outcome: SendOutcome;
}

/**
 * A later queued count of the same location was made on top of this one: its rows take the
 * status and location this save left, so the server does not report this device's own change
 * as someone else's.
 */
async function followSaved(userId: number, saved: QueuedSave, result: BulkUpdateResult) {
  const after = new Map(result.autoparts.map((row) => [row.id, row]));
  for (const later of await listQueued(userId)) {
    if (later.key === saved.key || later.state !== 'pending' || later.locationId !== saved.locationId)
      continue;
    const autoparts = later.body.autoparts.map((row) => {
      const server = after.get(row.id);
      return server && row.status_id !== null
        ? { ...row, status_id: server.status_id, location_id: server.location_id }
        : row;
    });
    await set(later.key, { ...later, body: { ...later.body, autoparts } }, queueStore());
  }
}

let flushing: Promise<FlushReport[]> | null = null;

/**
 * Sends this user's pending saves one after the other, oldest first. A save that went through is
 * removed, or kept as `conflicts` for the screen to show; a refused one is kept as `failed` with the
 * server's message. Stops at the first sign of no connection. One flush at a time per context: a
 * call made while one runs waits for it and reports nothing (the first caller tells the user).
 */
export function flushQueue(
  userId: number,
  xsrf: () => Promise<string | undefined> | string | undefined,
): Promise<FlushReport[]> {
  if (flushing) return flushing.then(() => []);
  flushing = (async () => {
    const reports: FlushReport[] = [];
    try {
      for (const item of await listQueued(userId)) {
        if (item.state !== 'pending') continue;
        const outcome = await sendQueued(item, await xsrf());
        reports.push({ item, outcome });
        if (outcome.kind === 'offline' || outcome.kind === 'signedOut') break;
        if (outcome.kind === 'saved') {
          await followSaved(userId, item, outcome.result);
          if (outcome.result.conflicts.length > 0) {
            await updateQueued({ ...item, state: 'conflicts', result: outcome.result });
          } else await removeQueued(item.key);
        } else {
          await updateQueued({ ...item, state: 'failed', message: outcome.message });
        }
      }
    } finally {
      flushing = null;
    }
    return reports;
  })();
  return flushing;
}
