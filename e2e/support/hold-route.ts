import type { Page, Route } from '@playwright/test';

/**
 * Holds every call to `pattern` until `release()` (or, as a safety net, until `limitMs` passed),
 * so that "the request is still running when the person acts" is certain, not a race.
 * `answerAsAsked`: the server is asked at once and only its answer is held, so the page gets the
 * answer of that moment (a list asked before a create lands after it); otherwise the server is
 * asked on release.
 */
export async function holdRoute(
  page: Page,
  pattern: string | ((url: URL) => boolean),
  { limitMs = 90_000, answerAsAsked = false }: { limitMs?: number; answerAsAsked?: boolean } = {},
) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  let seen = 0;
  await page.route(pattern, async (route: Route) => {
    seen += 1;
    const early = answerAsAsked ? await route.fetch() : undefined;
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, limitMs))]);
    await route.fulfill({ response: early ?? (await route.fetch()) });
  });
  return { release: open, seen: () => seen };
}
