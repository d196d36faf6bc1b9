import { DEMO_USERS, type DemoRole, expect, loginAs, test } from '../support/fixtures.ts';

const HEADER_LINKS = ['Buscador', 'Ventas', 'Autopartes', 'Inventario'] as const;

/** The spec's section 6: which header links and menu items each role gets. */
const EXPECTED: Record<DemoRole, { links: string[]; menu: string[] }> = {
  superadmin: {
    links: ['Buscador', 'Ventas', 'Autopartes', 'Inventario'],
    menu: ['Ubicaciones', 'Tiendas', 'Usuarios', 'Empresas'],
  },
  admin: {
    links: ['Buscador', 'Ventas', 'Autopartes', 'Inventario'],
    menu: ['Ubicaciones', 'Usuarios', 'Empresas'],
  },
  capturist: { links: ['Buscador', 'Autopartes', 'Inventario'], menu: [] },
  seller: { links: ['Buscador', 'Ventas'], menu: [] },
  supervisor: { links: ['Buscador', 'Ventas', 'Autopartes', 'Inventario'], menu: ['Ubicaciones'] },
};

const FORBIDDEN: Record<DemoRole, string[]> = {
  superadmin: [],
  admin: [],
  capturist: ['/sales', '/users', '/companies'],
  seller: ['/inventory', '/users', '/companies'],
  supervisor: ['/users', '/companies'],
};

test('a signed-out visitor is sent to the sign-in screen', async ({ page }) => {
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('a wrong password shows the server error under the email field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const role of Object.keys(EXPECTED) as DemoRole[]) {
  test(`role ${role} sees its links and is kept out of other routes`, async ({ page }) => {
    const user = await loginAs(page, role);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Secciones' });
    for (const link of HEADER_LINKS) {
      const locator = nav.getByRole('link', { name: link, exact: true });
      if (EXPECTED[role].links.includes(link)) await expect(locator).toBeVisible();
      else await expect(locator).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Buscador' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.name)).toBeVisible();
    // Everyone reaches their own profile.
    await expect(menu.getByRole('menuitem', { name: 'Mi perfil' })).toBeVisible();
    for (const item of ['Ubicaciones', 'Tiendas', 'Usuarios', 'Empresas']) {
      const locator = menu.getByRole('menuitem', { name: item });
      if (EXPECTED[role].menu.includes(item)) await expect(locator).toBeVisible();
      else await expect(locator).toHaveCount(0);
    }
    await page.keyboard.press('Escape');

    for (const path of FORBIDDEN[role]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }

    // A signed-in user opening /login goes to /.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await loginAs(page, 'seller');
  await page.goto('/no/existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Salir signs out and returns to the sign-in screen', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the avatar falls back to the initial when there is no image', async ({ page }) => {
  await loginAs(page, 'capturist');
  // The header draws the initial (generated content), so that the button's text is the name alone.
  const initial = page.getByRole('button', { name: 'Menú de usuario' }).locator('[data-initial]');
  await expect(initial).toBeVisible();
  await expect(initial).toHaveAttribute('data-initial', 'L');
});
