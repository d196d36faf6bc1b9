import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a line of log belongs to, whichever code writes it (see logger.ts mixin). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function currentRequestFields(): { reqId?: string } {
  const store = requestContext.getStore();
  return store ? { reqId: store.reqId } : {};
}
