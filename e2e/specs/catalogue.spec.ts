import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('part-card');

/** Types a search and waits until the list asks for it. */
async function search(page: import('@playwright/test').Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Buscar autopartes' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === text);
  await expect(box).toHaveValue(text);
}

/** Erases the box the way a thumb does (select all, delete) and types the new text key by key. */
async function retype(box: import('@playwright/test').Locator, text: string) {
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  if (text) await box.pressSequentially(text);
}

test('typing, erasing and retyping quickly ends on the last text, in the box and in the list', async ({
  page,
}) => {
  await loginAs(page, 'admin', '/inventory');
  await expect(cards(page).first()).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Buscar autopartes' });
  for (const round of [1, 2]) {
    await retype(box, 'nissan');
    await box.press('Enter');
    await retype(box, '');
    await box.press('Enter');
    await retype(box, round === 2 ? 'tsuru' : 'jetta');
    await box.press('Enter');
  }
  await retype(box, 'tsur');
  await box.press('Backspace');
  await box.pressSequentially('ru');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'tsuru');
  await expect(box).toHaveValue('tsuru');
  await expect
    .poll(async () => {
      const names = await cards(page).allInnerTexts();
      return names.length > 0 && names.every((name) => /tsuru/i.test(name));
    })
    .toBe(true);
  await expect(box).toHaveValue('tsuru');
});

test('on a slow network a search landing late never puts back a text the user corrected or erased', async ({
  page,
}) => {
  await loginAs(page, 'admin', '/inventory');
  await expect(cards(page).first()).toBeVisible();
  // Every change of the URL first checks the session (the route's loader), and the list asks the
  // API after that: both slowed once the list is on screen, so each search lands well after the
  // user has moved on.
  const slow = async (route: import('@playwright/test').Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  };
  await page.route('**/api/user', slow);
  await page.route('**/api/autoparts/searchInventory**', slow);
  const box = page.getByRole('textbox', { name: 'Buscar autopartes' });
  const answerFor = (text: string) =>
    page.waitForResponse(
      (response) =>
        response.url().includes('/api/autoparts/searchInventory') &&
        (response.request().postDataJSON() as { number?: string }).number === text,
    );

  // Corrected before the search landed: the correction stays.
  const nissan = answerFor('nissan');
  await retype(box, 'nissan');
  await box.press('Enter');
  await retype(box, 'tsuru');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'nissan');
  await nissan;
  await expect(box).toHaveValue('tsuru');

  // Erased before the search landed: the box stays empty.
  const tsuru = answerFor('tsuru');
  await box.press('Enter');
  await retype(box, '');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'tsuru');
  await tsuru;
  await expect(box).toHaveValue('');

  // Two searches one after the other: the box and the list end on the last one.
  const last = answerFor('nissan tsuru');
  await retype(box, 'jetta');
  await box.press('Enter');
  await retype(box, 'nissan tsuru');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'nissan tsuru');
  await last;
  await expect
    .poll(async () => {
      const names = await cards(page).allInnerTexts();
      return names.length > 0 && names.every((name) => /tsuru/i.test(name));
    })
    .toBe(true);
  await expect(box).toHaveValue('nissan tsuru');

  // Back is someone else changing the URL: the box shows that search again.
  await page.goBack();
  await expect(page).not.toHaveURL((url) => url.searchParams.get('q') === 'nissan tsuru');
  await expect(box).toHaveValue(new URL(page.url()).searchParams.get('q') ?? '');
});

test('free-text search finds parts by every word and keeps the text in the URL', async ({ page }) => {
  await loginAs(page, 'admin', '/inventory');
  await search(page, 'nissan tsuru');
  await expect(page).toHaveURL(/q=nissan\+tsuru/);
  // Until the answer arrives the previous list is still shown (its first card may be a Tsuru too):
  // every card must match, checked again until it does.
  await expect(async () => {
    const names = await cards(page).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/tsuru/i);
  }).toPass();
  await expect(page.getByTestId('results-total')).toHaveText(/\d+ resultados?/);
});

test('identifiers find their part: AV-id, AG-id, a bare AG number and a Mercado Libre id', async ({
  page,
}) => {
  await loginAs(page, 'admin', null);
  const withAg = await apiCall<ResultsPage<SearchRow>>(
    page,
    'POST',
    '/api/autoparts/searchInventory?page=1',
    {
      number: 'puerta',
      sort: 'oldest',
    },
  );
  const part = withAg.data.find((row) => row.ag_id !== null) as SearchRow;
  const listed = (
    await apiCall<ResultsPage<SearchRow>>(page, 'POST', '/api/autoparts/searchInventory?page=1', {
      status_ml: 'active',
    })
  ).data[0] as SearchRow;
  await page.goto('/inventory');

  await search(page, `AV-${part.id}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`AV-${part.id}`);

  await search(page, `AG-${part.ag_id}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`AV-${part.id}`);

  await search(page, String(part.ag_id));
  await expect(cards(page).first()).toContainText(`AV-${part.id}`);

  await search(page, listed.ml_id as string);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`AV-${listed.id}`);
});

test('a filter combination narrows the list, lives in the URL and survives a reload', async ({ page }) => {
  await loginAs(page, 'admin', '/inventory');
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filters = page.getByRole('form', { name: 'Filtros' });
  await expect(filters).toBeVisible();
  await chooseOption(page, 'Marca', 'Nissan');
  await chooseOption(page, 'Modelo', 'Tsuru');
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/make=\d+.*model=\d+/);
  await expect
    .poll(async () => (await cards(page).allInnerTexts()).every((name) => name.includes('Tsuru')), {
      timeout: 10_000,
    })
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Modelo', exact: true })).toHaveValue('Tsuru');
  await expect(cards(page).first()).toContainText('Tsuru');
  for (const name of await cards(page).allInnerTexts()) expect(name).toMatch(/Tsuru/);

  // A new make clears the model.
  await chooseOption(page, 'Marca', 'Volkswagen');
  await expect(page.getByRole('combobox', { name: 'Modelo', exact: true })).toHaveValue('');
});

test('the empty state offers to open the filters', async ({ page }) => {
  await loginAs(page, 'seller');
  await search(page, 'zzqxw kkjjhh');
  await expect(page.getByText('No encontramos lo que buscas')).toBeVisible();
  await expect(page.getByText('Intentalo con otros filtros')).toBeVisible();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
});

// Which filters each role is offered is a component test (filters-panel.test.tsx, every role);
// here the two ends check that the screen passes the signed-in user's roles and section to it.
const FILTER_VISIBILITY = [
  {
    role: 'seller',
    path: '/',
    visible: ['Marca', 'Autoparte'],
    hidden: ['Estatus', 'Ubicación', 'Empresa', 'Usuario'],
    admin: false,
  },
  { role: 'superadmin', path: '/inventory', visible: ['Empresa', 'Usuario'], hidden: [], admin: true },
] as const;

for (const { role, path, visible, hidden, admin } of FILTER_VISIBILITY) {
  test(`filters shown to ${role} on ${path}`, async ({ page }) => {
    await loginAs(page, role, path);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('form', { name: 'Filtros' });
    for (const label of visible) await expect(filters.getByLabel(label, { exact: true })).toBeVisible();
    for (const label of hidden) await expect(filters.getByLabel(label, { exact: true })).toHaveCount(0);
    await expect(filters.getByText('Administrador y Supervisor')).toHaveCount(admin ? 1 : 0);
  });
}

test('a card opens the part in the current section', async ({ page }) => {
  await loginAs(page, 'admin', '/sales');
  const first = cards(page).first();
  const code = (await first.innerText()).match(/AV-(\d+)/)?.[1];
  await expect(first).toHaveAttribute('href', new RegExp(`^/sales/autopart/${code}/`));
  await page.goto('/inventory');
  await expect(cards(page).first()).toHaveAttribute('href', /^\/inventory\/autopart\/\d+\//);
});

// One list for both: the window of page buttons, and what each move asks the server for.
test('pagination moves through the pages with the 5-page window; "Siguiente" continues after the last part shown, a jump goes by the page number', async ({
  page,
}) => {
  await loginAs(page, 'admin', null);
  const firstPage = page.waitForResponse((response) => response.url().includes('searchInventory?page=1'));
  await page.goto('/inventory');
  const shown = (await (await firstPage).json()) as ResultsPage<SearchRow>;
  expect(shown.last_page).toBeGreaterThan(4);
  await expect(cards(page)).toHaveCount(shown.data.length);
  await expect(cards(page)).toHaveCount(50);
  const firstCard = await cards(page).first().innerText();

  const next = page.waitForRequest((request) => request.url().includes('searchInventory?page=2'));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  expect((await next).postDataJSON().after).toBe(shown.data.at(-1)?.id);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).not.toHaveText(firstCard);

  // Back to page 1 (kept by the list, no request), then a jump to page 4: there is no part shown
  // right before it, so the page number decides.
  await page.getByRole('button', { name: 'Página 1' }).click();
  await expect(page.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  const fourth = page.waitForRequest((request) => request.url().includes('searchInventory?page=4'));
  await page.getByRole('button', { name: 'Página 4' }).click();
  expect((await fourth).postDataJSON().after).toBeUndefined();
  await expect(page).toHaveURL(/page=4/);
  const window = page
    .getByRole('navigation', { name: 'Paginación' })
    .getByRole('button', { name: /^Página/ });
  await expect(window).toHaveText(['2', '3', '4', '5', '6']);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(/page=3/);
});
