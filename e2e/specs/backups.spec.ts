import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatTimeOfDayIn } from '@yonke/domain';
import { apiCall, expect, loginAs, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';

const shots = path.resolve(import.meta.dirname, '../../.tmp/screenshots');

test('the superadministrator backs up from Respaldos and downloads the archive', async ({ page }) => {
  // Two backups of the demo data (2,000 parts and their photos) are written during this test. It
  // is the first test of its e2e part, so it runs while the other parts start their servers and
  // seed their data: one backup took ~60 s there in CI (2026-11-23, session 8).
  const BACKUP_WAIT = 150_000;
  test.setTimeout(2 * BACKUP_WAIT + 60_000);
  await loginAs(page, 'superadmin');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Respaldos' }).click();
  await expect(page).toHaveURL(/\/backups$/);
  await expect(page.getByRole('heading', { name: 'Respaldos' })).toBeVisible();
  // 03:00 of the server's clock, said on the yard's (the demo company keeps Mexico City's).
  const { schedule } = await apiCall<{ schedule: { time: string; time_zone: string } }>(
    page,
    'GET',
    '/api/backups',
  );
  const local = formatTimeOfDayIn(schedule.time, schedule.time_zone, 'America/Mexico_City') as string;
  await expect(
    page.getByText(`Respaldo automático todos los días a las ${local}, hora Centro (Ciudad de México`, {
      exact: false,
    }),
  ).toBeVisible();

  // A double click starts one backup; the list refreshes by itself when it is written.
  const starts: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/backups')) {
      starts.push(response.status());
    }
  });
  await page.getByRole('button', { name: 'Respaldar ahora' }).dblclick();
  await expect(page.getByTestId('backup-row')).toHaveCount(1, { timeout: BACKUP_WAIT });
  expect(starts).toEqual([202]);
  // Two people at once: the server runs one and tells the other to wait.
  const [first, second] = await Promise.all([
    apiCall(page, 'POST', '/api/backups').then(
      () => 202,
      (error: Error) => error.message,
    ),
    apiCall(page, 'POST', '/api/backups').then(
      () => 202,
      (error: Error) => error.message,
    ),
  ]);
  expect([first, second].filter((outcome) => outcome === 202)).toHaveLength(1);
  expect(String([first, second].find((outcome) => outcome !== 202))).toContain('409');
  await expect
    .poll(async () => (await apiCall<{ backups: unknown[] }>(page, 'GET', '/api/backups')).backups.length, {
      timeout: BACKUP_WAIT,
    })
    .toBe(2);
  await page.reload();
  await expect(page.getByTestId('backup-row')).toHaveCount(2);
  const row = page.getByTestId('backup-row').first();
  await expect(row).toContainText('Manual');
  await expect(row).toContainText(/2,000 autopartes/);
  await expect(page.getByRole('button', { name: 'Respaldar ahora' })).toBeEnabled();

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /Descargar respaldo del/ }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  // The archive as stored, sealed with the installation's key (an off-site copy stays secret),
  // and the same bytes the server serves.
  expect(bytes.subarray(0, 25).toString('latin1')).toBe('YONKE-RESPALDO-CIFRADO-1\n');
  expect(bytes.includes(Buffer.from('@demo.mx'))).toBe(false);
  const list = await page.request.get('/api/backups', { headers: { Accept: 'application/json' } });
  const name = (await list.json()).backups[0].name as string;
  const again = await page.request.get(`/api/backups/${name}/download`);
  expect(
    createHash('sha256')
      .update(await again.body())
      .digest('hex'),
  ).toBe(createHash('sha256').update(bytes).digest('hex'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: path.join(shots, 'backups-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Manual' })).toHaveCount(2);
  await keepScreenshot(page, { path: path.join(shots, 'backups-390.png'), fullPage: true });
  // Touch targets stay large enough on a phone.
  const box = await page
    .getByRole('link', { name: /Descargar respaldo del/ })
    .first()
    .boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
});

test('other roles neither see Respaldos nor reach it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Ubicaciones' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Respaldos' })).toHaveCount(0);
  await page.goto('/backups');
  await expect(page).toHaveURL(/\/$/);
  const api = await page.request.get('/api/backups', { headers: { Accept: 'application/json' } });
  expect(api.status()).toBe(403);
});
