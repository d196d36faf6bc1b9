import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { apiCall, expect as baseExpect, loginAs, openOptions, test } from '../support/fixtures.ts';

/**
 * WCAG 2 A/AA audit (axe-core) of the main screens at desktop and phone sizes, also with their
 * dropdowns and drawers open. Yard staff read these screens outdoors on phones, so a serious or
 * critical finding (contrast, names, ARIA, landmarks) fails the suite.
 *
 * axe runs where a screen's structure is new, at both sizes (27 audits each; docs/contributing.md
 * keeps the same list): Inicio de sesión, empty and with field errors · Buscador, and with its
 * filters and a list open · Autopartes · Inventario, without and with a location · Detalle de
 * autoparte · a saved part's form with «También le queda a» · Nueva autoparte · Usuarios ·
 * Empresas · Mi perfil · the user menu · Respaldos · Catálogo público · Ubicaciones · Tiendas ·
 * Vehículos · a vehicle · Nuevo vehículo · Tablero · Reportes · Importar · Preguntas ·
 * Publicaciones con problemas · Categorías de Mercado Libre. Not audited again: Ventas (the
 * Buscador's screen), Autopartes' filters (the Buscador's panel), other open lists (the same
 * Mantine list as the Buscador's). One session per group of screens: a sign-in and a new browser
 * context cost more than a navigation.
 */

// The machine running the suite may be busy: screens get longer than the default to appear.
const expect = baseExpect.configure({ timeout: 30_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const SIZES = [
  { name: 'escritorio', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'teléfono', viewport: { width: 390, height: 844 }, phone: true },
] as const;

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: { target: string; summary: string }[];
}

async function audit(page: Page): Promise<Finding[]> {
  // Mantine fades dropdowns and drawers in: audit the settled screen, not a half-transparent frame.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is still marked experimental in axe-core, so it is asked for by name.
    // Only violations are read, so axe does not gather every passing element's details.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    // One axe.run in the page. The default (axe.runPartial per frame, then axe.finishRun in a new
    // blank page with axe injected again) exists for cross-origin iframes, which no screen has,
    // and cost 1.5–2 s more per audit (docs/contributing.md, "How long the tests take").
    .setLegacyMode(true)
    .analyze();
  const findings = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact as string,
      help: violation.help,
      targets: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  return findings;
}

function report(where: string, findings: Finding[]): string {
  const nodes = findings.reduce((sum, finding) => sum + finding.targets.length, 0);
  const lines = [`${where}: ${nodes} elementos con fallas graves o críticas`];
  for (const finding of findings) {
    lines.push(`  [${finding.impact}] ${finding.rule} × ${finding.targets.length}: ${finding.help}`);
    for (const node of finding.targets.slice(0, 5)) {
      lines.push(`      ${node.target}`);
      lines.push(`        ${node.summary.slice(0, 240)}`);
    }
    if (finding.targets.length > 5) lines.push(`      … y ${finding.targets.length - 5} más`);
  }
  return lines.join('\n');
}

/** Audits the current state and fails with a readable list when anything blocking is found. */
async function expectAccessible(page: Page, where: string) {
  const findings = await audit(page);
  const summary = report(where, findings);
  console.log(findings.length > 0 ? summary : `${where}: sin fallas graves ni críticas`);
  // Soft, so that one failing state does not hide the next ones on the same screen.
  expect.soft(findings, summary).toEqual([]);
}

async function firstPart(page: Page, withPhoto: boolean): Promise<SearchRow> {
  const result = await apiCall<ResultsPage<SearchRow>>(page, 'POST', '/api/autoparts/search?page=1', {});
  const part = result.data.find((row) => !withPhoto || row.url_thumbnail) ?? result.data[0];
  expect(part).toBeDefined();
  return part as SearchRow;
}

/** A vehicle registered through the API, so that Vehículos and its page have something to show. */
async function registerVehicle(page: Page): Promise<number> {
  const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
  const jetta = models.find((model) => model.name === 'Jetta');
  expect(jetta).toBeDefined();
  const made = await apiCall<{ data: { id: number } }>(page, 'POST', '/api/vehicles', {
    make_id: jetta?.make_id,
    model_id: jetta?.id,
    year: 2011,
    purchase_cost: 21000,
  });
  return made.data.id;
}

async function countableLocation(page: Page): Promise<number> {
  const locations = await apiCall<{ id: number; stock: number }[]>(page, 'GET', '/api/locations');
  const location = locations.find((row) => row.stock >= 3 && row.stock <= 20) ?? locations[0];
  expect(location).toBeDefined();
  return (location as { id: number }).id;
}

for (const size of SIZES) {
  test.describe(`accesibilidad (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.phone, isMobile: size.phone });
    // axe-core takes seconds per audit on a long list, and several states are audited per test.
    test.describe.configure({ timeout: 180_000 });

    test(`sign-in, with and without field errors (${size.name})`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expectAccessible(page, `Inicio de sesión (${size.name})`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText(/correo/i).nth(1)).toBeVisible();
      await expectAccessible(page, `Inicio de sesión con errores (${size.name})`);
    });

    // Buscador, Autopartes and Ventas are one screen (CataloguePage) with one filters panel: the
    // Buscador is audited with its filters and a list open (a Mantine Select's options, the same on
    // every screen: not again on Nueva autoparte, Inventario's locations or Ubicaciones' companies),
    // Autopartes for what only it adds (the view switch, export and new-part buttons); Ventas adds
    // nothing of its own. Inventario follows, in the same session.
    test(`Buscador with its filters, Autopartes and Inventario (${size.name})`, async ({ page }) => {
      await loginAs(page, 'superadmin');
      await expect(page.getByTestId('part-card').first()).toBeVisible();
      await expectAccessible(page, `Buscador (${size.name})`);

      await page.getByRole('button', { name: 'Filtros' }).click();
      await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
      await openOptions(page, 'Marca');
      await expectAccessible(page, `Buscador con filtros (${size.name})`);

      await page.goto('/inventory');
      await expect(page.getByTestId('part-card').first()).toBeVisible();
      await expectAccessible(page, `Autopartes (${size.name})`);

      await page.goto('/reinventory');
      await expect(page.getByRole('combobox', { name: 'Ubicación', exact: true })).toBeVisible();
      await expectAccessible(page, `Inventario sin ubicación (${size.name})`);
      const locationId = await countableLocation(page);
      await page.goto(`/reinventory?location=${locationId}`);
      await expect(page.getByTestId('stock-row').first()).toBeVisible();
      await expectAccessible(page, `Inventario con una ubicación (${size.name})`);
    });

    test(`a part's detail, its saved form with «También le queda a», and a new part (${size.name})`, async ({
      page,
    }) => {
      await loginAs(page, 'superadmin', null);
      const part = await firstPart(page, true);
      await page.goto(`/autopart/${part.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(`AV-${part.id}`).first()).toBeVisible();
      await expectAccessible(page, `Detalle de autoparte (${size.name})`);

      await page.goto(`/inventory/autopart/${part.id}`);
      await expect(page.getByRole('button', { name: 'Agregar vehículo' })).toBeVisible();
      await page.getByRole('button', { name: 'Agregar vehículo' }).click();
      await expect(page.getByRole('combobox', { name: 'Marca (vehículo 1)', exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `Autoparte guardada con compatibilidades (${size.name})`);

      await page.goto('/inventory/autopart');
      await expect(page.getByRole('combobox', { name: 'Marca', exact: true })).toBeVisible();
      await expectAccessible(page, `Nueva autoparte (${size.name})`);
    });

    // The administration screens, one session; the user menu (the same on every screen) on Mi perfil.
    test(`Usuarios, Empresas, Mi perfil with the user menu, Respaldos, Catálogo público, Ubicaciones and Tiendas (${size.name})`, async ({
      page,
    }) => {
      await loginAs(page, 'superadmin', null);
      for (const [path, name] of [
        ['/users', 'Usuarios'],
        ['/companies', 'Empresas'],
        ['/profile', 'Mi perfil'],
        ['/backups', 'Respaldos'],
        ['/public-catalogue', 'Catálogo público'],
        ['/locations', 'Ubicaciones'],
        ['/storesMl', 'Tiendas'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/locations' || path === '/storesMl')
          await expect(page.getByRole('row').nth(1)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${name} (${size.name})`);
        if (path === '/profile') {
          await page.getByRole('button', { name: 'Menú de usuario' }).click();
          await expect(page.getByRole('menuitem', { name: 'Salir' })).toBeVisible();
          await expectAccessible(page, `Menú de usuario (${size.name})`);
          await page.keyboard.press('Escape');
        }
      }
    });

    // Screens added since the first audit (import, export, questions, vehicles, Tablero): they share the
    // theme and components.
    test(`Vehículos, a vehicle and a new vehicle (${size.name})`, async ({ page }) => {
      await loginAs(page, 'admin', null);
      const id = await registerVehicle(page);
      await page.goto('/vehicles');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(`VH-${id}`).first()).toBeVisible();
      await expectAccessible(page, `Vehículos (${size.name})`);

      await page.goto(`/vehicles/${id}`);
      await expect(page.getByRole('heading', { name: 'Lista de desarmado' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `Vehículo (${size.name})`);

      await page.goto('/vehicles/new');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `Nuevo vehículo (${size.name})`);
    });

    test(`Tablero, Reportes, Importar, Preguntas and Publicaciones con problemas (${size.name})`, async ({
      page,
    }) => {
      await loginAs(page, 'superadmin');
      for (const [path, name] of [
        ['/dashboard', 'Tablero'],
        ['/reports', 'Reportes'],
        ['/import', 'Importar'],
        ['/questions', 'Preguntas'],
        ['/listing-problems', 'Publicaciones con problemas'],
        ['/ml-categories', 'Categorías de Mercado Libre'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${name} (${size.name})`);
      }
    });
  });
}
