import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Page as ResultsPage, SearchRow } from '@yonke/domain/schemas';
import { apiCall, expect as baseExpect, openOptions, signedIn, test } from '../support/fixtures.ts';

/**
 * WCAG 2 A/AA audit (axe-core) of the main screens at desktop and phone sizes, also with their
 * dropdowns and drawers open. Yard staff read these screens outdoors on phones, so a serious or
 * critical finding (contrast, names, ARIA, landmarks) fails the suite.
 *
 * axe runs where a screen's structure is new (docs/contributing.md keeps the same list); every
 * screen below is still opened at both sizes and its own assertions checked.
 *
 * At 1280 px (22 audits): Inicio de sesión with field errors · Buscador with its filters and a list
 * open · Autopartes · Inventario with a location · Detalle de autoparte · a saved part's form with
 * «También le queda a» · Usuarios · Empresas · Mi perfil with the user menu open · Respaldos ·
 * Catálogo público · Ubicaciones · Tiendas · Vehículos · a vehicle · Nuevo vehículo · Tablero ·
 * Reportes · Importar · Preguntas · Publicaciones con problemas · Categorías de Mercado Libre.
 *
 * At 390 px (9 audits), only the screens that put other elements on a phone (a media query that
 * shows, hides or swaps them, not one that only reflows a grid): Buscador with its filters (a
 * drawer instead of a panel) · Autopartes (the phone's list and pagination) · Inventario with a
 * location (rows instead of a table) · Detalle de autoparte (the gallery and the actions kept at
 * the bottom) · the saved part's form (the phone's action bar and «¿No está el modelo?») ·
 * Usuarios (cards instead of a table) · Respaldos (cards) · Tiendas (cells shown as cards) · Mi
 * perfil with the user menu open (the header and bottom bar of the phone's app shell).
 *
 * Not audited, as variants of an audited state: Inicio de sesión empty, the Buscador without its
 * filters, Inventario without a location, Mi perfil with the menu closed (each is the audited state
 * less what it adds) and Nueva autoparte (the saved part's form without its photos and vehicles);
 * Ventas (the Buscador's screen), Autopartes' filters (the Buscador's panel), other open lists (the
 * same Mantine list as the Buscador's). One session per role for the whole file (storageState).
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

/** The screens audited at 390 px too: see the list at the top of this file. */
const AUDITED_ON_PHONE = new Set([
  'Buscador con filtros',
  'Autopartes',
  'Inventario con una ubicación',
  'Detalle de autoparte',
  'Autoparte guardada con compatibilidades',
  'Usuarios',
  'Respaldos',
  'Tiendas',
  'Menú de usuario',
]);

type Size = (typeof SIZES)[number];

/**
 * Audits the current state, when `screen` is one of the audited ones at this size, and fails with a
 * readable list when anything blocking is found.
 */
async function expectAccessible(page: Page, screen: string, size: Size, { settle = false } = {}) {
  if (size.phone && !AUDITED_ON_PHONE.has(screen)) return;
  // A screen that fills in from late queries (`settle`) is read once the network is quiet.
  if (settle) await page.waitForLoadState('networkidle');
  const where = `${screen} (${size.name})`;
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
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText(/correo/i).nth(1)).toBeVisible();
      await expectAccessible(page, 'Inicio de sesión con errores', size);
    });

    test.describe('signed in as the superadministrator', () => {
      test.use({ storageState: signedIn('superadmin') });

      // Buscador, Autopartes and Ventas are one screen (CataloguePage) with one filters panel: the
      // Buscador is audited with its filters and a list open (a Mantine Select's options, the same on
      // every screen: not again on Nueva autoparte, Inventario's locations or Ubicaciones' companies),
      // Autopartes for what only it adds (the view switch, export and new-part buttons); Ventas adds
      // nothing of its own. Inventario follows, in the same test.
      test(`Buscador with its filters, Autopartes and Inventario (${size.name})`, async ({ page }) => {
        await page.goto('/');
        await expect(page.getByTestId('part-card').first()).toBeVisible();

        await page.getByRole('button', { name: 'Filtros' }).click();
        await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
        await openOptions(page, 'Marca');
        await expectAccessible(page, 'Buscador con filtros', size);

        await page.goto('/inventory');
        await expect(page.getByTestId('part-card').first()).toBeVisible();
        await expectAccessible(page, 'Autopartes', size);

        await page.goto('/reinventory');
        await expect(page.getByRole('combobox', { name: 'Ubicación', exact: true })).toBeVisible();
        const locationId = await countableLocation(page);
        await page.goto(`/reinventory?location=${locationId}`);
        await expect(page.getByTestId('stock-row').first()).toBeVisible();
        await expectAccessible(page, 'Inventario con una ubicación', size);
      });

      test(`a part's detail, its saved form with «También le queda a», and a new part (${size.name})`, async ({
        page,
      }) => {
        const part = await firstPart(page, true);
        await page.goto(`/autopart/${part.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(`AV-${part.id}`).first()).toBeVisible();
        await expectAccessible(page, 'Detalle de autoparte', size);

        await page.goto(`/inventory/autopart/${part.id}`);
        await expect(page.getByRole('button', { name: 'Agregar vehículo' })).toBeVisible();
        await page.getByRole('button', { name: 'Agregar vehículo' }).click();
        await expect(page.getByRole('combobox', { name: 'Marca (vehículo 1)', exact: true })).toBeVisible();
        await expectAccessible(page, 'Autoparte guardada con compatibilidades', size, { settle: true });

        await page.goto('/inventory/autopart');
        await expect(page.getByRole('combobox', { name: 'Marca', exact: true })).toBeVisible();
      });

      // The administration screens; the user menu (the same on every screen) on Mi perfil.
      test(`Usuarios, Empresas, Mi perfil with the user menu, Respaldos, Catálogo público, Ubicaciones and Tiendas (${size.name})`, async ({
        page,
      }) => {
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
          if (path === '/profile') {
            await page.getByRole('button', { name: 'Menú de usuario' }).click();
            await expect(page.getByRole('menuitem', { name: 'Salir' })).toBeVisible();
            await expectAccessible(page, 'Menú de usuario', size, { settle: true });
            await page.keyboard.press('Escape');
          } else {
            await expectAccessible(page, name, size, { settle: true });
          }
        }
      });

      test(`Tablero, Reportes, Importar, Preguntas and Publicaciones con problemas (${size.name})`, async ({
        page,
      }) => {
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
          await expectAccessible(page, name, size, { settle: true });
        }
      });
    });

    // Screens added since the first audit (import, export, questions, vehicles, Tablero): they share the
    // theme and components.
    test.describe('signed in as an administrator', () => {
      test.use({ storageState: signedIn('admin') });

      test(`Vehículos, a vehicle and a new vehicle (${size.name})`, async ({ page }) => {
        const id = await registerVehicle(page);
        await page.goto('/vehicles');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(`VH-${id}`).first()).toBeVisible();
        await expectAccessible(page, 'Vehículos', size);

        await page.goto(`/vehicles/${id}`);
        await expect(page.getByRole('heading', { name: 'Lista de desarmado' })).toBeVisible();
        await expectAccessible(page, 'Vehículo', size, { settle: true });

        await page.goto('/vehicles/new');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, 'Nuevo vehículo', size);
      });
    });
  });
}
