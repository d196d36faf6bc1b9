/**
 * Protection of the staff app from anonymous traffic on the public pages
 * (docs/decisions/006-public-pages.md): a request budget per client address and a short-lived cache of
 * rendered pages.
 *
 * Both live in this process's memory on purpose. They are not state another instance needs: a
 * second instance simply has its own budget and cache, which still bounds what a crawler can do
 * to each one, and costs no database write per anonymous request (the thing being protected).
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client's window ends (for Retry-After). */
  retryAfter: number;
}

export interface RateLimiterOptions {
  /** Requests one address may make per window. */
  perClient: number;
  /** Requests all anonymous clients together may make per window (a crawler with many addresses). */
  total: number;
  windowMs: number;
  /** Addresses remembered at most; the oldest windows are dropped first. */
  maxClients?: number;
  now?: () => number;
}

/** Fixed windows: simple, and a burst beyond the budget is refused at once, without queueing. */
export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 10_000;
  const clients = new Map<string, { start: number; count: number }>();
  let global = { start: now(), count: 0 };

  return {
    check(client: string): RateLimitDecision {
      const time = now();
      if (time - global.start >= options.windowMs) global = { start: time, count: 0 };
      let entry = clients.get(client);
      if (!entry || time - entry.start >= options.windowMs) {
        clients.delete(client);
        if (clients.size >= maxClients) {
          // Map keeps insertion order: the first key is the oldest window.
          const oldest = clients.keys().next().value;
          if (oldest !== undefined) clients.delete(oldest);
        }
        entry = { start: time, count: 0 };
        clients.set(client, entry);
      }
      const retryAfter = Math.max(1, Math.ceil((entry.start + options.windowMs - time) / 1000));
      if (entry.count >= options.perClient) return { allowed: false, retryAfter };
      if (global.count >= options.total) {
        return {
          allowed: false,
          retryAfter: Math.max(1, Math.ceil((global.start + options.windowMs - time) / 1000)),
        };
      }
      entry.count += 1;
      global.count += 1;
      return { allowed: true, retryAfter };
    },
  };
}

export interface CachedPage {
  status: number;
  body: string;
  contentType: string;
}

/** A small LRU of rendered pages with a time to live. */
export function createPageCache(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; page: CachedPage }>();
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    set(key: string, page: CachedPage) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { expires: now() + options.ttlMs, page });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
