import pg from 'pg';
import { type Database, onDatabaseClose } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import {
  CACHED_REFERENCE_TABLES,
  type CachedReferenceTable,
  listAllReferenceNames,
} from './reference.queries.ts';

/** Channel of the statement triggers of migration 0004 on every cached table. */
export const REFERENCE_CHANNEL = 'yonke_reference_changed';

export type ReferenceNames = Record<CachedReferenceTable, ReadonlyMap<number, string>>;

/**
 * Names of the small reference lists (categories, makes, models, statuses…), kept per process so
 * that a part's detail joins 4 tables instead of 16 (planning a 16-table join cost ~87 ms, more
 * than running it). The copy is dropped whenever PostgreSQL reports a change to any of those
 * tables (a trigger notifies every connected process, whoever made the change). While this
 * process cannot listen, nothing is kept: every call reads the tables, so a missed notification
 * can never leave a stale name behind.
 */
export class ReferenceCache {
  /** The names and the lists' answers, by key; emptied on every change. */
  private readonly kept = new Map<string, Promise<unknown>>();
  private listener: Promise<pg.Client | null> | null = null;
  private closed = false;
  /** How many times the tables were read; lets tests see that the cache is used and dropped. */
  loads = 0;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  get(): Promise<ReferenceNames> {
    return this.remember('names', () => this.load());
  }

  /**
   * A reference list's JSON answer (/api/models…), kept under the same rule as the names: dropped
   * when any cached table changes, and not kept while this process cannot listen.
   */
  json(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.remember(`json:${key}`, async () => JSON.stringify(await load()));
  }

  private async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const listener = await this.listen();
    if (!listener) return load();
    let kept = this.kept.get(key) as Promise<T> | undefined;
    if (!kept) {
      const loading = load();
      kept = loading;
      this.kept.set(key, loading);
      // A failed read is not kept: the next call tries again.
      loading.catch(() => {
        if (this.kept.get(key) === loading) this.kept.delete(key);
      });
    }
    return kept;
  }

  /** Forgets the names and lists; the next call reads them again. */
  invalidate(): void {
    this.kept.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.kept.clear();
    const client = await this.listener?.catch(() => null);
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  private async load(): Promise<ReferenceNames> {
    this.loads += 1;
    const rows = await listAllReferenceNames(this.db);
    const maps = Object.fromEntries(
      CACHED_REFERENCE_TABLES.map((table) => [table, new Map<number, string>()]),
    ) as Record<CachedReferenceTable, Map<number, string>>;
    for (const row of rows) maps[row.list]?.set(row.id, row.name);
    return maps;
  }

  private listen(): Promise<pg.Client | null> {
    if (this.closed) return Promise.resolve(null);
    if (!this.listener) {
      this.listener = this.connectListener().catch((error) => {
        logger.warn({ err: error }, 'reference names are read on every request: cannot listen for changes');
        this.listener = null;
        return null;
      });
    }
    return this.listener;
  }

  private async connectListener(): Promise<pg.Client> {
    const client = new pg.Client({
      ...this.db.$client.options,
      application_name: 'yonke-reference-listener',
    });
    const lost = () => {
      // Changes made while disconnected would go unseen: drop the copy and listen again on next use.
      this.kept.clear();
      this.listener = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === REFERENCE_CHANNEL) this.invalidate();
    });
    await client.connect();
    await client.query(`listen ${REFERENCE_CHANNEL}`);
    // Anything changed before LISTEN took effect must not survive in a copy read earlier.
    this.kept.clear();
    return client;
  }
}

const caches = new WeakMap<Database, ReferenceCache>();

/** The cache of this database handle (one per process and pool), closed with the pool. */
export function referenceCache(db: Database): ReferenceCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new ReferenceCache(db);
    cache = created;
    caches.set(db, created);
    onDatabaseClose(db, () => created.close());
  }
  return cache;
}

/** The name of a reference id, or null when the id is null or no longer exists. */
export function referenceName(
  names: ReferenceNames,
  table: CachedReferenceTable,
  id: number | null,
): { id: number; name: string } | null {
  if (id === null) return null;
  const name = names[table].get(id);
  return name === undefined ? null : { id, name };
}
