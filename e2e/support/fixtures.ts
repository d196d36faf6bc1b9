import { test as base, expect, type Locator, type Page } from '@playwright/test';

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
 * the home page: a session of this test's own, without loading the sign-in screen first (one start
 * of the app less per test). The screen itself is proved by loginThroughScreen's specs.
 */
export async function loginAs(page: Page, role: DemoRole) {
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
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  return user;
}

export const test = base;
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
 * Presses `button` and waits for the toast `text`, which shows for about a second (product §9).
 * The wait starts before the click: on a busy machine the click itself can return after the toast
 * is gone (CI of 2026-11-24).
 */
export async function clickForToast(page: Page, button: Locator, text: string, timeout = 30_000) {
  const shown = page.getByText(text).waitFor({ timeout });
  await button.click();
  await shown;
}
