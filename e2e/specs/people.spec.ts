import sharp from 'sharp';
import { apiCall, DEMO_PASSWORD, expect, expectToast, loginAs, test } from '../support/fixtures.ts';

const NEW_PASSWORD = 'torre-de-frenos-77';

// Several argon2 hashes per test on a shared machine: room beyond the default minute.
test.describe.configure({ timeout: 180_000 });

test('an administrator creates a Vendedor who must choose a password, then deactivates them', async ({
  page,
  browser,
}) => {
  const email = `vendedor-${Date.now()}@demo.mx`;
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  // Role 2 cannot give role 1: it is not offered.
  await expect(dialog.getByRole('checkbox', { name: 'Administrador', exact: true })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Superadministrador' })).toHaveCount(0);
  await dialog.getByLabel('Nombre').fill('Ramón Vendedor');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('checkbox', { name: 'Vendedor' }).check();
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();

  const shown = page.getByRole('dialog', { name: 'Contraseña temporal' });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await shown.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('button', { name: 'Abrir Ramón Vendedor' }).first()).toBeVisible();

  // The Vendedor signs in elsewhere and is made to choose a new password first.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto('/login');
  await expect(seller.getByText('¿Olvidaste tu contraseña? Pide a un administrador')).toBeVisible();
  await seller.getByLabel('Correo electrónico').fill(email);
  await seller.getByLabel('Contraseña').fill(temporary);
  await seller.getByRole('button', { name: 'Entrar' }).click();
  await expect(seller).toHaveURL(/\/change-password$/);
  await expect(seller.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  // Nothing else opens meanwhile.
  await seller.goto('/sales');
  await expect(seller).toHaveURL(/\/change-password$/);

  await seller.getByLabel('Contraseña temporal').fill(temporary);
  await seller.getByLabel('Contraseña nueva', { exact: true }).fill('password');
  await seller.getByLabel('Confirma la contraseña nueva').fill('password');
  await seller.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(seller.getByText('Esa contraseña es de las más usadas')).toBeVisible();
  await seller.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await seller.getByLabel('Confirma la contraseña nueva').fill(NEW_PASSWORD);
  await seller.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(seller).toHaveURL(/\/$/);

  // A Vendedor sees only Buscador and Ventas; the menu adds the invoices of their tickets (Facturas),
  // the register (Caja) and the buyers' questions (Preguntas) — no Vehículos, Tablero, Reportes,
  // Usuarios (docs/product.md §6, §10).
  const sections = seller.getByRole('banner').getByRole('navigation', { name: 'Secciones' });
  await expect(sections.getByRole('link')).toHaveText(['Buscador', 'Ventas', 'Mostrador']);
  await seller.getByRole('button', { name: 'Menú de usuario' }).click();
  // Preguntas carries the unanswered count when another spec has left a question («Preguntas1»).
  await expect(seller.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Facturas',
    'Caja',
    'Ventas de Mercado Libre',
    /^Preguntas\d*$/,
    'Mi perfil',
    'Salir',
  ]);
  await seller.keyboard.press('Escape');

  // The administrator deactivates them.
  await page.getByRole('button', { name: 'Abrir Ramón Vendedor' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Usuario' });
  await expect(drawer.getByText(email)).toBeVisible();
  await drawer.getByRole('button', { name: 'Desactivar usuario' }).click();
  await page
    .getByRole('dialog', { name: 'Desactivar usuario' })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await expect(drawer.getByRole('button', { name: 'Activar usuario' })).toBeVisible();
  await expect(drawer.getByText('Usuario desactivado', { exact: true })).toBeVisible();

  // The Vendedor's next click lands on the sign-in page.
  await sections.getByRole('link', { name: 'Ventas' }).click();
  await expect(seller).toHaveURL(/\/login$/);
  await sellerContext.close();
});

test('a user changes their own avatar and password', async ({ page, browser }) => {
  await loginAs(page, 'capturist');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  await (await chooser).setFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: photo });
  const headerAvatar = page.getByRole('button', { name: 'Menú de usuario' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/media\/avatars\/\d+\/.+\.webp$/);
  const avatarUrl = (await headerAvatar.getAttribute('src')) ?? '';
  const served = await page.request.get(avatarUrl);
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height]).toEqual([256, 256]);

  // A file that is not an image is refused in Spanish.
  const badChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  await (await badChooser).setFiles({
    name: 'notas.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByText('El archivo no es una imagen válida.', { exact: false })).toBeVisible();

  // Taking the photo away brings back the initial (and leaves the demo capturist as other specs
  // expect to find it, whichever runs first).
  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(headerAvatar).toHaveCount(0);
  const initial = page.getByRole('button', { name: 'Menú de usuario' }).locator('[data-initial]');
  await expect(initial).toBeVisible();
  await expect(initial).toHaveAttribute('data-initial', 'L');
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);

  // A second session, which the password change closes.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAs(other, 'capturist');

  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('no-es-esta');
  await form.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirma la contraseña nueva').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await form.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectToast(page, 'Contraseña actualizada. Se cerraron tus otras sesiones.');
  await expect(page.getByRole('list', { name: 'Sesiones abiertas' }).getByRole('listitem')).toHaveCount(1);

  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await other.getByLabel('Correo electrónico').fill('capturista@demo.mx');
  await other.getByLabel('Contraseña').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Entrar' }).click();
  await expect(other).toHaveURL(/\/$/);
  // Other specs sign in as the demo capturist: the demo password goes back.
  await apiCall(other, 'PUT', '/api/profile/password', {
    current_password: NEW_PASSWORD,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await otherContext.close();
});
