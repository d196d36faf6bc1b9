import cluster, { type Worker } from 'node:cluster';

/**
 * Protection of the staff app from anonymous traffic on the public pages
 * (docs/decisions/006-public-pages.md): a request budget per client address and a short-lived cache of
 * rendered pages.
 *
 * The budget is kept by the cluster's primary process and asked for over the workers' IPC
 * channel, so N workers share one budget (a per-worker budget let an address make N times the
 * promised requests). It costs no database write per anonymous request (the thing being
 * protected). Separate machines behind a load balancer each keep their own budget. The cache
 * stays per process: what a page depends on is all in its key, so a copy per worker is only
 * a little more rendering.
 */

/** Anonymous budget: a person browsing never gets near it; a crawler is slowed to 2 pages a second. */
export const PUBLIC_LIMITS = { perClient: 120, total: 1200, windowMs: 60_000 };

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

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const ASK = 'yonke:public-rate:ask';
const ANSWER = 'yonke:public-rate:answer';
/** A primary that does not answer (stopping, overloaded) must not hold pages: decide locally. */
const ASK_TIMEOUT_MS = 1000;

interface AskMessage {
  type: typeof ASK;
  id: number;
  client: string;
}
interface AnswerMessage {
  type: typeof ANSWER;
  id: number;
  decision: RateLimitDecision;
}

/** In the primary: answers a worker's budget questions from the one limiter all workers share. */
export function answerRateQuestions(worker: Worker, limiter: RateLimiter) {
  worker.on('message', (message: Partial<AskMessage> | null) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const decision = limiter.check(String(message.client ?? 'unknown').slice(0, 80));
    if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, decision } satisfies AnswerMessage);
  });
}

/**
 * The budget as a worker sees it: asked of the primary when this process is a cluster worker,
 * kept here when it runs alone (WEB_CONCURRENCY=1, tests).
 */
export function createSharedRateLimiter(options: RateLimiterOptions) {
  const local = createRateLimiter(options);
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return { check: async (client: string) => local.check(client) };
  const pending = new Map<number, (decision: RateLimitDecision) => void>();
  let nextId = 1;
  process.on('message', (message: Partial<AnswerMessage> | null) => {
    if (message?.type !== ANSWER || typeof message.id !== 'number' || !message.decision) return;
    pending.get(message.id)?.(message.decision);
    pending.delete(message.id);
  });
  return {
    check(client: string): Promise<RateLimitDecision> {
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(local.check(client));
        }, ASK_TIMEOUT_MS);
        timer.unref();
        pending.set(id, (decision) => {
          clearTimeout(timer);
          resolve(decision);
        });
        try {
          send({ type: ASK, id, client } satisfies AskMessage);
        } catch {
          // The channel to the primary is closing (shutdown): this process decides alone.
          pending.delete(id);
          clearTimeout(timer);
          resolve(local.check(client));
        }
      });
    },
  };
}
