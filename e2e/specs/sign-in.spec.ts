import { DEMO_USERS, type DemoRole, expect, loginThroughScreen, test } from '../support/fixtures.ts';

/**
 * The other specs sign in through the API the screen calls (loginAs in support/fixtures.ts); this one
 * signs in through the screen for every role, as a person would, and checks who is signed in.
 */
for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
  test(`role ${role} signs in through the screen and lands on its home`, async ({ page }) => {
    const user = await loginThroughScreen(page, role);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Secciones' })).toBeVisible();
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menu').getByText(user.name)).toBeVisible();
  });
}
