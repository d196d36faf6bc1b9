import type { APIRequestContext, Dialog, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole, expect, loginAs, test } from '../support/fixtures.ts';
import { holdRoute } from '../support/hold-route.ts';

const AMOUNT_ALERT = 'Debe ingresar un monto válido (número mayor a 0).';
/** The demo company's phone (apps/api/src/db/seed/seed.ts). */
const STORE_PHONE = '8112345678';

interface ListedPart {
  id: number;
  name: string;
  status_id: number;
  sale_price: number;
  ml_id: string | null;
}

/** docs/product.md §2: spaces, slashes and dots become hyphens; the path segment is percent-encoded. */
function detailPath(section: 'search' | 'sales', part: { id: number; name: string }) {
  const slug = encodeURIComponent(part.name.replace(/[ /.]/g, '-'));
  return `${section === 'sales' ? '/sales' : ''}/autopart/${part.id}/${slug}`;
}

/** An API session of a demo user, for arranging and checking what the screens did. */
async function apiAs(baseURL: string, role: DemoRole): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  await api.get('/sanctum/csrf-cookie');
  const response = await api.post('/login', {
    data: { email: DEMO_USERS[role].email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(response.status()).toBe(204);
  return api;
}

async function xsrf(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

// Tests change the parts they use, so each takes parts no earlier test touched.
const used = new Set<number>();

async function takePart(api: APIRequestContext, status: number, predicate: (part: ListedPart) => boolean) {
  for (let page = 1; page <= 10; page++) {
    const response = await api.post(`/api/autoparts/searchSales?page=${page}`, {
      data: { status: [status], sort: 'oldest' },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: ListedPart[]; last_page: number };
    const found = body.data.find((part) => !used.has(part.id) && predicate(part));
    if (found) {
      used.add(found.id);
      return found;
    }
    if (page >= body.last_page) break;
  }
  throw new Error(`no demo part with status ${status} fits`);
}

async function getPart(api: APIRequestContext, id: number) {
  const response = await api.get(`/api/autoparts/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

interface DialogStep {
  /** Text to accept a prompt with; true accepts an alert or confirm; null cancels. */
  answer: string | true | null;
}

/** Answers the page's prompts, alerts and confirms in order and records what they said. */
function scriptDialogs(page: Page, steps: DialogStep[]) {
  const seen: { type: string; message: string }[] = [];
  const handler = async (dialog: Dialog) => {
    const step = steps[seen.length];
    seen.push({ type: dialog.type(), message: dialog.message() });
    if (!step || step.answer === null) await dialog.dismiss();
    else if (step.answer === true) await dialog.accept();
    else await dialog.accept(step.answer);
  };
  page.on('dialog', handler);
  return { seen, stop: () => page.off('dialog', handler) };
}

test.describe('part detail', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ baseURL }) => {
    admin = await apiAs(baseURL!, 'admin');
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  test('a seller sells a part: sale comment, an invalid amount is asked again, then the sale is saved', async ({
    page,
  }) => {
    const part = await takePart(admin, 1, () => true);
    await loginAs(page, 'seller', `/sales/autopart/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    // The missing slug is added to the address.
    await expect(page).toHaveURL(detailPath('sales', part));
    await expect(page.getByRole('button', { name: 'Vender' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Separar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Activar|Reactivar/ })).toHaveCount(0);

    // The call is held until the loading state has been seen, then let through.
    const held = await holdRoute(page, '**/api/autoparts/updateStatus/**');
    const dialogs = scriptDialogs(page, [
      { answer: '   ' },
      { answer: 'Venta de mostrador' },
      { answer: 'abc' },
      { answer: true },
      { answer: '-5' },
      { answer: true },
      { answer: '1450.50' },
    ]);
    await page.getByRole('button', { name: 'Vender' }).click();
    await expect(page.getByRole('button', { name: 'Cargando...' }).first()).toBeDisabled();
    held.release();
    await expect(page.getByText('Vendido', { exact: true })).toBeVisible();
    dialogs.stop();
    expect(dialogs.seen).toEqual([
      { type: 'prompt', message: 'Escribe un comentario de la venta:' },
      { type: 'prompt', message: 'Escribe un comentario de la venta:' },
      { type: 'prompt', message: 'Escribe el monto de la venta:' },
      { type: 'alert', message: AMOUNT_ALERT },
      { type: 'prompt', message: 'Escribe el monto de la venta:' },
      { type: 'alert', message: AMOUNT_ALERT },
      { type: 'prompt', message: 'Escribe el monto de la venta:' },
    ]);

    await expect(page.getByText('No Disponible', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vender' })).toHaveCount(0);
    // The page shows what it sold for, not the list price alone.
    await expect(page.getByTestId('part-price')).toContainText('Vendida en');
    await expect(page.getByTestId('sale-amount')).toHaveText('$1,450.50');
    await page.reload();
    await expect(page.getByTestId('sale-amount')).toHaveText('$1,450.50');

    const saved = await getPart(admin, part.id);
    expect(saved).toMatchObject({ status_id: 4, final_price: 1450.5, sale_price: part.sale_price });
    expect(saved.comments[0].comment).toBe('Motivo de estatus Vendido: Venta de mostrador');
    expect(saved.comments[0].user.name).toBe(DEMO_USERS.seller.name);
    expect(saved.activity.map((entry: { activity: string }) => entry.activity)).toContain(
      'Estatus actualizado: Disponible → Vendido',
    );
  });

  test('on a 390 × 844 phone the seller reaches Vender without scrolling; «Comprar» comes after it', async ({
    page,
  }) => {
    const part = await takePart(admin, 1, (candidate) => candidate.name.length > 30);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'seller', `/sales/autopart/${part.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    const sell = page.getByRole('button', { name: 'Vender' });
    await expect(sell).toBeInViewport({ ratio: 1 });
    // Not under the bottom bar: its whole box is above the bar's top edge.
    const bar = await page.getByRole('contentinfo').boundingBox();
    const button = await sell.boundingBox();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    // «Comprar» (the buyers' chat) is still there, after the staff's actions in reading order.
    await expect(page.getByRole('link', { name: 'Comprar' })).toHaveCount(1);
    await expect(
      page.locator('[data-testid="staff-actions"] ~ *').getByRole('link', { name: 'Comprar' }),
    ).toHaveCount(1);
  });

  test('separating asks a reason until it is not blank; cancelling sends nothing', async ({ page }) => {
    const part = await takePart(admin, 1, () => true);
    await loginAs(page, 'supervisor', detailPath('search', part));
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();

    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/autoparts/updateStatus/')) calls += 1;
    });
    const cancelled = scriptDialogs(page, [{ answer: null }]);
    await page.getByRole('button', { name: 'Separar' }).click();
    await expect.poll(() => cancelled.seen.length).toBe(1);
    cancelled.stop();
    expect(cancelled.seen[0]).toEqual({
      type: 'prompt',
      message: 'Escribe el motivo para cambiar el estatus a "No disponible":',
    });
    expect(calls).toBe(0);
    expect((await getPart(admin, part.id)).status_id).toBe(1);

    const dialogs = scriptDialogs(page, [{ answer: '  ' }, { answer: '' }, { answer: 'Cliente la apartó' }]);
    await page.getByRole('button', { name: 'Separar' }).click();
    await expect(page.getByText('No disponible', { exact: true })).toBeVisible();
    dialogs.stop();
    expect(dialogs.seen).toHaveLength(3);
    expect(calls).toBe(1);
    // docs/product.md §4: no sales button is offered for status 2.
    await expect(page.getByRole('button', { name: /^(Vender|Separar|Activar|Reactivar)$/ })).toHaveCount(0);

    await page.getByRole('tab', { name: /Comentarios/ }).click();
    await expect(page.getByText('Motivo de estatus No disponible: Cliente la apartó')).toBeVisible();
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await expect(page.getByText('Estatus actualizado: Disponible → No disponible')).toBeVisible();
  });

  test('reactivating a sold part with a listing warns that the listing id will be replaced', async ({
    page,
  }) => {
    const part = await takePart(admin, 4, (candidate) => candidate.ml_id !== null);
    await loginAs(page, 'admin', detailPath('sales', part));
    await expect(page.getByText('No Disponible', { exact: true })).toBeVisible();

    const declined = scriptDialogs(page, [{ answer: null }]);
    await page.getByRole('button', { name: 'Reactivar' }).click();
    await expect.poll(() => declined.seen.length).toBe(1);
    declined.stop();
    expect(declined.seen[0]?.type).toBe('confirm');
    expect(declined.seen[0]?.message).toContain(part.ml_id!);
    expect((await getPart(admin, part.id)).status_id).toBe(4);

    const dialogs = scriptDialogs(page, [{ answer: true }, { answer: 'Devolución del cliente' }]);
    await page.getByRole('button', { name: 'Reactivar' }).click();
    await expect(page.getByText('Disponible', { exact: true })).toBeVisible();
    dialogs.stop();
    expect(dialogs.seen.map((dialog) => dialog.type)).toEqual(['confirm', 'prompt']);
    expect(dialogs.seen[1]?.message).toBe('Escribe el motivo para cambiar el estatus a "Disponible":');
    await expect(page.getByRole('link', { name: 'Comprar' })).toBeVisible();

    const saved = await getPart(admin, part.id);
    expect(saved).toMatchObject({ status_id: 1, final_price: null, ml_status: 'active' });
    expect(saved.activity.map((entry: { activity: string }) => entry.activity)).toContain(
      'Estatus actualizado: Vendido → Disponible',
    );
  });

  test('a comment is added with Enter and with the Comentar button', async ({ page }) => {
    const part = await takePart(admin, 1, () => true);
    await loginAs(page, 'seller', detailPath('sales', part));
    await page.getByRole('tab', { name: /Comentarios/ }).click();
    const box = page.getByRole('textbox', { name: 'Comentario' });
    await box.fill('Cliente pregunta por envío a Saltillo');
    await box.press('Enter');
    const list = page.getByRole('list', { name: 'Comentarios' });
    await expect(list.getByText('Cliente pregunta por envío a Saltillo')).toBeVisible();
    await expect(list.getByText(DEMO_USERS.seller.name).first()).toBeVisible();
    await expect(box).toHaveValue('');

    await box.fill('Segundo comentario');
    await page.getByRole('button', { name: 'Comentar' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Segundo comentario');

    const saved = await getPart(admin, part.id);
    expect(saved.comments.slice(0, 2).map((entry: { comment: string }) => entry.comment)).toEqual([
      'Segundo comentario',
      'Cliente pregunta por envío a Saltillo',
    ]);
  });

  test('the Actividad tab is for supervisors, not for sellers', async ({ page }) => {
    const part = await takePart(admin, 1, () => true);
    await loginAs(page, 'supervisor', detailPath('search', part));
    await expect(page.getByRole('tab', { name: 'Descripción' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Actividad' })).toBeVisible();
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, 'seller', detailPath('search', part));
    await expect(page.getByRole('tab', { name: /Comentarios/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Actividad' })).toHaveCount(0);
  });

  // One part for both: the address the seller opened is corrected, then its links are read.
  test('a wrong slug is corrected; the buy, listing and share links; a bad or unknown id shows the not-found panel', async ({
    page,
    baseURL,
  }) => {
    const part = await takePart(admin, 1, (candidate) => candidate.ml_id !== null);
    await loginAs(page, 'seller', `/autopart/${part.id}/nombre-anterior`);
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(page).toHaveURL(detailPath('search', part));

    const chat = `Hola, me interesa la autoparte ${part.name} (AV-${part.id})`;
    await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
      'href',
      `https://wa.me/52${STORE_PHONE}?text=${encodeURIComponent(chat)}`,
    );
    await expect(page.getByRole('link', { name: 'Ver en Mercado Libre' })).toHaveAttribute(
      'href',
      `https://articulo.mercadolibre.com.mx/${part.ml_id!.replace(/^MLM/, 'MLM-')}`,
    );
    const origin = new URL(baseURL!).origin;
    await expect(page.getByRole('link', { name: 'Compartir' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Mira esta autoparte: ${origin}/autopart/${part.id}`)}`,
    );
    await expect(page.getByText(`AV-${part.id}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Información').getByText(part.ml_id!, { exact: true })).toBeVisible();

    for (const path of ['/autopart/abc', '/autopart/999999999', '/autopart', '/sales/autopart/12abc/x']) {
      await page.goto(path);
      await expect(page.getByText('No encontramos lo que buscas')).toBeVisible();
      await expect(page.getByText('Intentalo de nuevo')).toBeVisible();
    }
  });

  test('the sales detail is closed to roles without sales', async ({ page }) => {
    const part = await takePart(admin, 1, () => true);
    await loginAs(page, 'capturist', detailPath('sales', part));
    await expect(page).toHaveURL(/\/$/);
    // The catalogue's read view stays open to every role, without the sales buttons.
    await page.goto(detailPath('search', part));
    await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vender' })).toHaveCount(0);
  });
});
