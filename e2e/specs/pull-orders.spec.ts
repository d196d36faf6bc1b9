import path from 'node:path';
import { apiCall, expect, loginAs, test } from '../support/fixtures.ts';

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

interface Row {
  id: number;
  sale_price: number;
  status_id: number;
  store_id: number;
}

test('the counter asks the yard for a part; a yard worker takes it on a phone and marks it dañada with a reason', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'seller');
  const me = await (await page.request.get('/api/user')).json();
  let part: Row | undefined;
  for (let pageNumber = 1; !part && pageNumber < 20; pageNumber += 1) {
    const { data } = await apiCall<{ data: Row[] }>(
      page,
      'POST',
      `/api/autoparts/search?page=${pageNumber}`,
      {},
    );
    part = data.find((row) => row.store_id === me.store.id && row.status_id === 1 && row.sale_price > 0);
  }
  if (!part) throw new Error('the demo company has no available part');
  const ticket = await apiCall<{ id: number }>(page, 'POST', '/api/sales', {});
  await apiCall(page, 'POST', `/api/sales/${ticket.id}/lines`, { code: `AV-${part.id}` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/counter?ticket=${ticket.id}`);
  const askButton = page.getByRole('button', { name: `Pedir AV-${part.id} al patio` });
  expect((await askButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  await page.screenshot({ path: path.join(shots, 'pull-orders-counter-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await askButton.click();
  await expect(page.getByText('Patio: Pedida al patio')).toBeVisible();

  // The yard, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const yard = await phone.newPage();
  await loginAs(yard, 'capturist');
  await yard.goto('/');
  await yard.getByRole('button', { name: 'Menú de usuario' }).click();
  await yard.getByRole('menuitem', { name: 'Surtido' }).click();
  await expect(yard).toHaveURL(/\/pull-orders$/);
  const card = yard.getByLabel(`Orden de AV-${part.id}`);
  const take = card.getByRole('button', { name: /^Tomar AV-/ });
  const box = await take.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await yard.screenshot({ path: path.join(shots, 'pull-orders-390-queue.png'), fullPage: true });
  await take.tap();
  const mine = yard.getByRole('region', { name: 'Tomadas por ti' }).getByLabel(`Orden de AV-${part.id}`);
  await expect(mine).toBeVisible();
  await yard.setViewportSize({ width: 1280, height: 800 });
  await yard.screenshot({ path: path.join(shots, 'pull-orders-1280-taken.png'), fullPage: true });
  await yard.setViewportSize({ width: 390, height: 844 });

  // The counter sees it taken without a reload: the ticket is polled while an order is open.
  await expect(page.getByText('Patio: En camino del patio')).toBeVisible({ timeout: 20_000 });

  await mine.getByRole('button', { name: 'No se encontró / dañada' }).tap();
  const dialog = yard.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Dañada' }).check();
  const reason = dialog.getByRole('textbox', { name: 'Motivo' });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'Guardar motivo' }).tap();
  await expect(
    dialog.getByText('Escribe el motivo: el mostrador necesita saber por qué no llega la pieza.'),
  ).toBeVisible();
  await yard.screenshot({ path: path.join(shots, 'pull-orders-390-reason.png'), fullPage: true });
  await reason.fill('Se quebró la mica al bajarla');
  await dialog.getByRole('button', { name: 'Guardar motivo' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(yard.getByLabel(`Orden de AV-${part.id}`)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Patio: Dañada')).toBeVisible();
  await expect(page.getByText('Nota del patio: Se quebró la mica al bajarla')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'pull-orders-counter-1280.png'), fullPage: true });
  await phone.close();
});
