import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for the sign-in throttle and the anonymous-traffic limits.
 * Behind the operator's own reverse proxy (`TRUST_PROXY=1`) every request arrives from the proxy,
 * so the last `X-Forwarded-For` entry — the one our proxy added — is the client; earlier entries
 * are whatever the client sent and are never trusted.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').pop()?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // app.request() in tests has no socket.
    return null;
  }
}

/**
 * Whether the browser reached us over HTTPS. `X-Forwarded-Proto` is a header any client can
 * send; it means something only when our own proxy set it (`TRUST_PROXY=1`), and then the last
 * value is the one that proxy wrote.
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = (c.req.header('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return forwarded === 'https';
}
