import type { Page as ListPage } from '@yonke/domain/schemas';
import { apiCall, chooseOption, expect, loginAs, test } from '../support/fixtures.ts';

// Independent of what earlier specs did to the demo data: figures are read before and after this
// spec's own sales, and the aging bucket is compared with whatever its list holds right now.

type Row = { id: number; sale_price: number };

async function salesFigure(page: import('@playwright/test').Page) {
  // The previous period's figures stay on screen while the new ones load.
  await expect(page.getByTestId('dashboard-grid')).toHaveAttribute('aria-busy', 'false');
  // A figure's link is named by its own text (label, number) and «Ver la lista».
  const figure = page.getByRole('link', { name: /^Piezas vendidas \d/ });
  await expect(figure).toBeVisible();
  const text = await figure.innerText();
  return Number(/Piezas vendidas\s+([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** The ledger's paid tickets of the period (its card says so in words when there are none). */
async function ticketsFigure(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('dashboard-grid')).toHaveAttribute('aria-busy', 'false');
  const text = await page.getByRole('region', { name: 'Tickets cobrados' }).innerText();
  if (text.includes('Sin tickets cobrados')) return 0;
  return Number(/Tickets\s+(\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test('sell two parts: the sales figure and chart change; an aging bucket opens its list', async ({
  page,
}) => {
  // Three screens and two sales: on a loaded 2-core machine this takes longer than one minute.
  test.setTimeout(150_000);
  await loginAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .first()
    .getByRole('link', { name: 'Tablero' })
    .click();
  await expect(page).toHaveURL(/\/dashboard/);
  await chooseOption(page, 'Periodo', 'Hoy', null);
  await expect(page).toHaveURL(/period=today/);
  // A fresh load: no figures of the previous period kept on screen while today's load.
  await page.reload();
  await expect(page.getByTestId('dashboard-caption')).toBeVisible();
  await expect(page.getByTestId('dashboard-caption')).not.toContainText('–');

  const before = await salesFigure(page);
  const ticketsBefore = await ticketsFigure(page);
  // The chart's spoken summary carries the last day's figures; it exists only once there is a sale.
  const chart = page.getByTestId('sales-chart');
  const chartBefore = (await chart.count()) > 0 ? await chart.getAttribute('aria-label') : null;

  // Two available parts of the admin's own company, sold through the API as the detail screen does.
  const available = await apiCall<ListPage<Row>>(page, 'POST', '/api/autoparts/searchInventory', {
    status: [1],
    sort: 'latest',
  });
  const [first, second] = available.data;
  expect(first && second).toBeTruthy();
  for (const part of [first, second] as Row[]) {
    await apiCall(page, 'PUT', `/api/autoparts/updateStatus/${part.id}`, {
      status_id: 4,
      final_price: 1000,
      reason: 'Venta de prueba del tablero',
    });
  }

  await page.reload();
  await expect
    .poll(() => salesFigure(page), { message: `antes: ${before}`, timeout: 30_000 })
    .toBe(before + 2);
  await expect(chart).toBeVisible();
  await expect(chart).not.toHaveAttribute('aria-label', chartBefore ?? '');
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`${before + 2} piezas`));
  // The ledger has the two sales as tickets whose payment is still «por registrar».
  expect(await ticketsFigure(page)).toBe(ticketsBefore + 2);
  await expect(
    page.getByRole('region', { name: 'Tickets cobrados' }).getByText('Por registrar'),
  ).toBeVisible();

  // The sales figure opens Ventas with the day's sales: the same count.
  await page.getByRole('link', { name: /^Piezas vendidas \d/ }).click();
  await expect(page).toHaveURL(/\/sales\?.*sold_from=/);
  await expect(page.getByRole('group', { name: 'Filtros del Tablero' })).toContainText('Vendidas el');
  await expect(page.getByTestId('results-total')).toHaveText(
    `${before + 2} ${before + 2 === 1 ? 'resultado' : 'resultados'}`,
  );

  // An aging bucket: its count on the Tablero is the count of the list it opens.
  await page.goBack();
  const bucket = page.getByRole('link', { name: /^31–90 días / });
  await expect(bucket).toBeVisible();
  const count = Number(/([\d,]+) · /.exec(await bucket.innerText())?.[1]?.replace(/,/g, ''));
  expect(Number.isFinite(count)).toBe(true);
  await bucket.click();
  await expect(page).toHaveURL(/\/inventory\?.*stock_days_min=31.*stock_days_max=90/);
  await expect(page.getByRole('group', { name: 'Filtros del Tablero' })).toContainText(
    '31–90 días en inventario',
  );
  await expect(page.getByTestId('results-total')).toHaveText(
    `${count.toLocaleString('en-US')} ${count === 1 ? 'resultado' : 'resultados'}`,
  );
});

test('roles 3 and 4 have no Tablero; the seller is sent back to the Buscador', async ({ page }) => {
  await loginAs(page, 'seller');
  // "Tablero" is also a part (a dashboard): look in the header only.
  await expect(
    page
      .getByRole('navigation', { name: 'Secciones' })
      .first()
      .getByRole('link', { name: 'Tablero', exact: true }),
  ).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('Reportes: the same figures as tables, exported as a spreadsheet', async ({ page }) => {
  await loginAs(page, 'supervisor', '/reports?period=30d');
  await expect(page.getByRole('region', { name: 'Antigüedad de lo disponible' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar hoja de cálculo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporte-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv).toContain('Antigüedad de lo disponible');
  expect(csv).toContain('Días en inventario,Piezas,Valor');
});
