import path from 'node:path';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';

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
  await loginAs(page, 'seller', null);
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
  await keepScreenshot(page, { path: path.join(shots, 'pull-orders-counter-390.png'), fullPage: true });
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
  await yard.getByRole('button', { name: 'Menú de usuario' }).click();
  await yard.getByRole('menuitem', { name: 'Surtido' }).click();
  await expect(yard).toHaveURL(/\/pull-orders$/);
  const card = yard.getByLabel(`Orden de AV-${part.id}`);
  const take = card.getByRole('button', { name: /^Tomar AV-/ });
  const box = await take.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  await keepScreenshot(yard, { path: path.join(shots, 'pull-orders-390-queue.png'), fullPage: true });
  await take.tap();
  const mine = yard.getByRole('region', { name: 'Tomadas por ti' }).getByLabel(`Orden de AV-${part.id}`);
  await expect(mine).toBeVisible();
  await yard.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(yard, { path: path.join(shots, 'pull-orders-1280-taken.png'), fullPage: true });
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
  await keepScreenshot(yard, { path: path.join(shots, 'pull-orders-390-reason.png'), fullPage: true });
  await reason.fill('Se quebró la mica al bajarla');
  await dialog.getByRole('button', { name: 'Guardar motivo' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(yard.getByLabel(`Orden de AV-${part.id}`)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Patio: Dañada')).toBeVisible();
  await expect(page.getByText('Nota del patio: Se quebró la mica al bajarla')).toBeVisible();
  await keepScreenshot(page, { path: path.join(shots, 'pull-orders-counter-1280.png'), fullPage: true });
  await phone.close();
});

test('a supervisor hands an order to a yard worker, who marks it surtida with a photo on a phone', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'seller', null);
  const me = await (await page.request.get('/api/user')).json();
  // The first available part that no other open ticket holds (another test may have taken one).
  const ticket = await apiCall<{ id: number }>(page, 'POST', '/api/sales', {});
  let part: Row | undefined;
  let lineId: number | undefined;
  for (let pageNumber = 1; !part && pageNumber < 20; pageNumber += 1) {
    const { data } = await apiCall<{ data: Row[] }>(
      page,
      'POST',
      `/api/autoparts/search?page=${pageNumber}`,
      {},
    );
    for (const row of data) {
      if (row.store_id !== me.store.id || row.status_id !== 1 || row.sale_price <= 0) continue;
      const added = await page.request.post(`/api/sales/${ticket.id}/lines`, {
        headers: await xsrfHeaders(page),
        data: { code: `AV-${row.id}` },
      });
      if (!added.ok()) continue;
      part = row;
      lineId = ((await added.json()) as { lines: { id: number }[] }).lines[0]?.id;
      break;
    }
  }
  if (!part) throw new Error('the demo company has no available part');
  await apiCall(page, 'POST', '/api/pull-orders', { sale_id: ticket.id, line_id: lineId });
  const photosBefore = (await (await page.request.get(`/api/autoparts/showByUser/${part.id}`)).json()).images
    .length as number;
  await page.goto(`/counter?ticket=${ticket.id}`);
  await expect(page.getByText('Patio: Pedida al patio')).toBeVisible();

  // The yard worker, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const yard = await phone.newPage();
  await loginAs(yard, 'capturist');
  const worker = (await (await yard.request.get('/api/user')).json()).name as string;

  // The supervisor gives it to them without anybody taking it first.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const supervisor = await desk.newPage();
  await loginAs(supervisor, 'supervisor', '/pull-orders');
  await supervisor
    .getByRole('region', { name: 'Por surtir' })
    .getByRole('button', { name: `Asignar a… AV-${part.id}` })
    .click();
  const assign = supervisor.getByRole('dialog');
  await chooseOption(supervisor, 'Pasar a', worker, null);
  await assign.getByRole('button', { name: 'Pasar la orden' }).click();
  await expect(assign).toHaveCount(0);
  await desk.close();

  await yard.goto('/pull-orders');
  const mine = yard.getByRole('region', { name: 'Tomadas por ti' }).getByLabel(`Orden de AV-${part.id}`);
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Surtida' }).tap();
  const dialog = yard.getByRole('dialog');
  // A phone photo: a real JPEG, made smaller on the phone and checked by the server's pipeline.
  const jpeg = await yard.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2f6fb0';
    context.fillRect(0, 0, 1200, 900);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return Array.from(new Uint8Array(await (blob as Blob).arrayBuffer()));
  });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pieza.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) });
  await expect(dialog.getByText('pieza.jpg')).toBeVisible();
  await keepScreenshot(yard, { path: path.join(shots, 'pull-orders-390-photo.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Confirmar surtida' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(yard.getByLabel(`Orden de AV-${part.id}`)).toHaveCount(0);
  await phone.close();

  // The counter sees it live; the photo is now one of the part's.
  await expect(page.getByText('Patio: Surtida')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: `Foto del patio de AV-${part.id}` })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('img', { name: `Foto del patio de AV-${part.id}` }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: path.join(shots, 'pull-orders-counter-photo-390.png') });
  const photosAfter = (await (await page.request.get(`/api/autoparts/showByUser/${part.id}`)).json()).images
    .length as number;
  expect(photosAfter).toBe(photosBefore + 1);
});

/** The XSRF header apiCall sends, for a call whose refusal the test handles itself. */
async function xsrfHeaders(page: import('@playwright/test').Page) {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}
