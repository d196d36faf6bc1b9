import { type BrowserContext, test as base, expect, type Page, request } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  superadmin: { email: 'superadmin@demo.mx', name: 'Sofía Ramírez', roles: [1] },
  admin: { email: 'admin@demo.mx', name: 'Alejandro Torres', roles: [2] },
  capturist: { email: 'capturista@demo.mx', name: 'Luis Hernández', roles: [3] },
  seller: { email: 'vendedor@demo.mx', name: 'María González', roles: [4] },
  supervisor: { email: 'supervisor@demo.mx', name: 'Jorge Martínez', roles: [5] },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** Signs in through the real login screen, as a person would (sign-in.spec.ts, auth.spec.ts). */
export async function loginThroughScreen(page: Page, role: DemoRole) {
  const user = DEMO_USERS[role];
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  return user;
}

/**
 * Signs in with the two calls the sign-in screen makes (XSRF cookie, then POST /login), then opens
 * `path` (the home page unless told; null: no page, for a test that prepares data through the API
 * first): a session of this test's own, without loading the sign-in screen first (one start of
 * the app less per test). The screen itself is proved by loginThroughScreen's specs. A test that
 * works on another screen opens it at once rather than loading the home page's list of parts
 * first; the session is then checked on the API (GET /api/user), since the screen the test opens
 * is what it checks.
 */
export async function loginAs(page: Page, role: DemoRole, path: string | null = '/') {
  const user = DEMO_USERS[role];
  const csrf = await page.request.get('/sanctum/csrf-cookie');
  if (csrf.status() !== 204) throw new Error(`GET /sanctum/csrf-cookie → ${csrf.status()}`);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/login', {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: { email: user.email, password: DEMO_PASSWORD },
  });
  if (response.status() !== 204)
    throw new Error(`POST /login → ${response.status()} ${await response.text()}`);
  if (path === '/') {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    return user;
  }
  const session = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  const email = session.ok() ? ((await session.json()) as { email?: string }).email : undefined;
  if (email !== user.email) throw new Error(`GET /api/user → ${session.status()} ${email ?? ''}`);
  if (path !== null) await page.goto(path);
  return user;
}

/** What a browser context starts with: the cookies of a signed-in session (Playwright's storageState). */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

const sessions = new Map<string, Promise<SessionState>>();

/**
 * A session of `role` signed in once per test worker (the two calls of loginAs, without a page),
 * for the tests of a file that only read screens: `test.use({ storageState: signedIn('admin') })`
 * gives each test a browser context that is already signed in, with no sign-in of its own. Only
 * for tests that neither sign out nor change the user, since the session is shared.
 */
export function signedIn(role: DemoRole) {
  return async (
    { baseURL }: { baseURL: string | undefined },
    use: (state: SessionState) => Promise<void>,
  ) => {
    const key = `${baseURL}|${role}`;
    let state = sessions.get(key);
    if (!state) {
      state = signInForState(role, baseURL as string);
      sessions.set(key, state);
      // A failed sign-in is tried again by the next test rather than failing them all.
      state.catch(() => sessions.delete(key));
    }
    await use(await state);
  };
}

async function signInForState(role: DemoRole, baseURL: string): Promise<SessionState> {
  const api = await request.newContext({ baseURL });
  try {
    const csrf = await api.get('/sanctum/csrf-cookie');
    if (csrf.status() !== 204) throw new Error(`GET /sanctum/csrf-cookie → ${csrf.status()}`);
    const xsrf =
      (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await api.post('/login', {
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      data: { email: DEMO_USERS[role].email, password: DEMO_PASSWORD },
    });
    if (response.status() !== 204)
      throw new Error(`POST /login → ${response.status()} ${await response.text()}`);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * The tests' `test`: every browser context it gives records its toasts (recordToasts), the test's
 * own (`page`, `context`) and any a test opens with `browser.newContext()` or `browser.newPage()`
 * (a second person, a phone), so expectToast works on any page of theirs.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      // browser.newPage() goes through browser.newContext() too.
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await recordToasts(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Usually made by the browser.newContext() above; not when Playwright reuses one (UI mode).
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});
export { expect };

/** Calls the API with the page's session, as the web app does (XSRF header from the cookie). */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: body,
  });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Opens a Mantine Select/MultiSelect's list. A click while the screen re-renders (lists arriving,
 * a late query) can be swallowed or close the list again, so it clicks until the options show.
 */
export async function openOptions(page: Page, label: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  const firstOption = page.getByRole('listbox').getByRole('option').first();
  await expect(async () => {
    if (!(await firstOption.isVisible())) await input.click();
    await expect(firstOption).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 50_000 });
}

/**
 * Picks an option of a Mantine Select/MultiSelect by its label, typing to filter long lists
 * (`typed`: the option's name by default, null for a list that cannot be typed in; a pattern picks
 * the first option it matches).
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string | RegExp,
  typed: string | null = typeof option === 'string' ? option : null,
) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  // Lists load after the screen, and on a busy machine a re-render may swallow what was typed:
  // open, type and pick again until the option is taken.
  await expect(async () => {
    await openOptions(page, label);
    if (typed !== null) await input.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).first().click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** A part's edit address, /inventory/autopart/{id}/{slug of its name}. */
export const EDIT_PATH = /\/inventory\/autopart\/(\d+)\/[^/]+$/;

/** The part id in the page's address; throws when the address is not one of `pattern`. */
export function idFromUrl(page: Page, pattern: RegExp = EDIT_PATH): number {
  const match = pattern.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not a part address: ${page.url()}`);
  return Number(match[1]);
}

/**
 * Runs in every page of a recording context (an init script, before the app's own scripts): keeps
 * the text of each Mantine notification as it appears in window.__e2eToasts. Success toasts show
 * for one second (docs/product.md §9), and on a busy host the click that causes one can return
 * after it has closed (CI of 2026-11-24): a look at the screen then misses it, this log does not.
 * Mantine renders a toast as `.mantine-Notification-root` (role="alert") with its message in
 * `.mantine-Notification-description`; the observer also takes a message filled in later.
 */
function recordToastsInPage() {
  const win = window as unknown as { __e2eToasts?: string[] };
  if (win.__e2eToasts) return;
  const toasts: string[] = [];
  win.__e2eToasts = toasts;
  const ROOT = '.mantine-Notification-root';
  const recorded = new WeakSet<Element>();
  const record = (root: Element) => {
    const text = root.querySelector('.mantine-Notification-description')?.textContent?.replace(/\s+/g, ' ');
    if (!text?.trim() || recorded.has(root)) return;
    recorded.add(root);
    toasts.push(text.trim());
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        const element = node instanceof Element ? node : node.parentElement;
        if (!element) continue;
        const root = element.closest(ROOT);
        if (root) record(root);
        for (const inner of element.querySelectorAll(ROOT)) record(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const recording = new WeakSet<BrowserContext>();

/**
 * Makes every page of `context` record its toasts, for expectToast. The `test` of this file does it
 * for the contexts it makes; call it for a context of a browser launched by hand (camera.ts).
 */
export async function recordToasts(context: BrowserContext) {
  if (recording.has(context)) return;
  recording.add(context);
  await context.addInitScript(recordToastsInPage);
}

/** Runs in the page: takes the first recorded toast that matches, or says what was recorded. */
function takeToast({ text, exact }: { text: string; exact: boolean }): true | string | string[] {
  const toasts = (window as unknown as { __e2eToasts?: string[] }).__e2eToasts;
  if (!toasts) return 'no toast recorder in this page: see recordToasts (e2e/support/fixtures.ts)';
  const part = text.toLowerCase();
  const index = exact
    ? toasts.indexOf(text)
    : toasts.findIndex((toast) => toast.toLowerCase().includes(part));
  if (index < 0) return [...toasts];
  toasts.splice(index, 1);
  return true;
}

/**
 * The toast comes with the server's answer, which a busy CI host took more than 10 s to give
 * (playwright.config.ts): half as much again as the suite's expect timeout.
 */
const TOAST_TIMEOUT = 30_000;

/**
 * Passes once the toast `text` has appeared on `page` since this text was last checked: the
 * toast is remembered when it shows (recordToasts), so it may be gone already; call this after
 * the action, like any expect. Each check uses up one toast: two saves in a row need two toasts.
 * `text` is the whole message, as getByText with exact: true; `exact: false` matches part of it,
 * in any case. On failure the message lists the toasts that did appear and were not checked.
 */
export async function expectToast(
  page: Page,
  text: string,
  { exact = true, timeout = TOAST_TIMEOUT }: { exact?: boolean; timeout?: number } = {},
) {
  const wanted = { text: text.replace(/\s+/g, ' ').trim(), exact };
  await expect
    .poll(
      // A page that is navigating cannot answer: asked again.
      () => page.evaluate(takeToast, wanted).catch((error: Error) => `page did not answer: ${error.message}`),
      {
        message: `toast «${text}» (received: the toasts shown, not yet checked)`,
        timeout,
        intervals: [100, 250],
      },
    )
    .toBe(true);
}
