import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FAKE_ML, fakeMl, givePhoto } from '../support/fake-ml.ts';
import { apiCall, expect, expectToast, loginAs, test } from '../support/fixtures.ts';
import { shootDesktopAndPhone } from '../support/screens.ts';

// «Ventas de Mercado Libre»: a part listed through the fake sells there, the periodic search
// («Buscar ventas nuevas») brings the order in, the list shows it ready to ship with its amounts,
// and its label downloads as a PDF from the order's page.

interface ApiPart {
  id: number;
  name: string;
  version: number;
  ml_id: string | null;
  store: { id: number };
}

const SELLER = '468424888';
const STORE = 'Tienda E2E Ventas ML';

const getPart = (page: Page, id: number) => apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${id}`);

/** A demo part for sale, listed through a store authorised on the fake for its company. */
async function listedPart(page: Page): Promise<ApiPart> {
  const body = await apiCall<{ data: { id: number; ml_id: string | null }[] }>(
    page,
    'POST',
    '/api/autoparts/searchInventory?page=1',
    { status: [1], sort: 'oldest' },
  );
  const candidate = body.data.filter((part) => !part.ml_id).at(-1);
  if (!candidate) throw new Error('no unlisted demo part');
  await givePhoto(page, candidate.id);
  const part = await getPart(page, candidate.id);
  await fakeMl('POST', '/seller', { user_id: SELLER });
  const accounts = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/stores_ml');
  let account = accounts.find((entry) => entry.name === STORE);
  if (!account) {
    account = await apiCall<{ id: number; name: string }>(page, 'POST', '/api/stores_ml/store', {
      name: STORE,
      user_id: SELLER,
      store_id: part.store.id,
    });
    const { url } = await apiCall<{ url: string }>(page, 'GET', `/api/stores_ml/${account.id}/authorize-url`);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Tienda conectada' })).toBeVisible();
  }
  const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
  const jetta = models.find((model) => model.name === 'Jetta');
  if (!jetta) throw new Error('no Jetta');
  const saved = await apiCall<{ sync: boolean }>(page, 'PUT', `/api/autoparts/update/${part.id}`, {
    version: part.version,
    category_id: 1,
    make_id: jetta.make_id,
    model_id: jetta.id,
    years: [2011, 2014],
    store_ml_id: account.id,
    sale_price: 1500,
  });
  expect(saved.sync).toBe(true);
  const listed = await getPart(page, part.id);
  expect(listed.ml_id).toMatch(/^MLM\d+$/);
  return listed;
}

test.afterAll(async () => {
  await fakeMl('POST', '/seller', { user_id: FAKE_ML.sellerId });
});

test('a Mercado Libre sale arrives, shows ready to ship with its net, and its label downloads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'superadmin');
  const part = await listedPart(page);
  // The buyer pays; the notification is lost (the periodic search must find the order).
  const sold = await fakeMl<{ orders: { id: number; pack_id: number | null }[] }>('POST', '/orders', {
    item_ids: [part.ml_id],
    notify: false,
  });

  await page.goto('/ml-orders');
  await expect(page.getByRole('heading', { name: 'Ventas de Mercado Libre', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar ventas nuevas' }).click();
  await expectToast(page, 'actualizada', { exact: false });
  await page.getByRole('tab', { name: /^Listas para enviar/ }).click();
  const card = page.getByRole('article').filter({ hasText: part.name });
  await expect(card).toBeVisible();
  // $1,500 − 15 % fee ($225) − $89.50 shipping = $1,185.50.
  await expect(card.getByText('$1,185.50')).toBeVisible();
  await expect(card.getByText(/Comprador: TETE5029382/)).toBeVisible();
  await shootDesktopAndPhone(page, 'ml-orders');

  await card.getByRole('link', { name: 'Ver venta' }).click();
  await expect(page.getByRole('heading', { name: /^Pedido \d+$/, level: 1 })).toBeVisible();
  await shootDesktopAndPhone(page, 'ml-order');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar etiqueta PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('etiqueta-mercado-libre.pdf');
  const saved = await file.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(/^Etiqueta impresa el /)).toBeVisible();
  await shootDesktopAndPhone(page, 'ml-order-label');

  // The buyer writes (with HTML, shown as text) and the yard answers from the order.
  const order = sold.orders[0];
  await fakeMl('POST', '/messages', {
    pack_id: String(order?.pack_id ?? order?.id),
    text: '<b>¿Es original?</b>',
    notify: false,
  });
  await page.reload();
  await expect(page.getByText('<b>¿Es original?</b>')).toBeVisible();
  await page.getByLabel('Tu respuesta').fill('Sí, es original de agencia.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expectToast(page, 'Mensaje enviado');
  await expect(page.getByText('Sí, es original de agencia.')).toBeVisible();
  await shootDesktopAndPhone(page, 'ml-order-messages');
  // The buyer claims (its notification lost: «Buscar reclamos» finds it), and an earlier claim of
  // the same order ended in a return that reached the yard: the order offers the returns flow.
  const mlOrderId = sold.orders[0]?.id;
  await fakeMl('POST', '/claims', { order_id: mlOrderId, reason_id: 'PDD1', due_days: 3, lose: true });
  const returned = await fakeMl<{ claim: { id: number } }>('POST', '/claims', {
    order_id: mlOrderId,
    lose: true,
  });
  await fakeMl('POST', `/claims/${returned.claim.id}/return`, {
    shipping_status: 'delivered',
    notify: false,
  });
  await page.goto('/ml-orders');
  await page.getByRole('tab', { name: /^Con reclamo/ }).click();
  await page.getByRole('button', { name: 'Buscar reclamos' }).click();
  await expect(page.getByText('1 reclamo por atender')).toBeVisible();
  const claimed = page.getByRole('article').filter({ hasText: part.name });
  await expect(
    claimed.getByText(
      /Producto diferente o defectuoso: El producto es defectuoso\. · Vence el .* \(vence en 3 días\)/,
    ),
  ).toBeVisible();
  await shootDesktopAndPhone(page, 'ml-orders-claims');
  await claimed.getByRole('link', { name: 'Ver venta' }).click();
  await expect(page.getByRole('heading', { name: 'Reclamos', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrar devolución' })).toHaveAttribute(
    'href',
    /\/returns\/new\?sale=\d+/,
  );
  await shootDesktopAndPhone(page, 'ml-order-claims');
});
