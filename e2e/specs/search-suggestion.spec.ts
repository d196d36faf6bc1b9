import { expect, loginAs, test } from '../support/fixtures.ts';

// An empty result is not a dead end: under the spec's empty state the server offers a search that
// finds something, and the owner sees in Reportes what was asked for and was not there.
test('an empty search offers the same words without the one nobody has, and Reportes lists it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin', '/inventory');
  const box = page.getByRole('textbox', { name: 'Buscar autopartes' });
  await box.fill('faro zzqxwv');
  await box.press('Enter');
  await expect(page.getByText('No encontramos lo que buscas')).toBeVisible();
  await expect(page.getByText('Intentalo con otros filtros')).toBeVisible();
  await expect(page.getByText('Sin resultados con «zzqxwv»: ver faro')).toBeVisible();
  await page.getByRole('button', { name: 'Buscar «faro»' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'faro');
  await expect(box).toHaveValue('faro');
  await expect(page.getByTestId('part-card').first()).toBeVisible();

  await page.goto('/reports?period=today');
  const lost = page.getByRole('region', { name: 'Lo que buscaron y no había' });
  await expect(lost.getByRole('link', { name: 'faro zzqxwv' })).toBeVisible();
});
