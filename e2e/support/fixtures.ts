import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  superadmin: { email: 'superadmin@demo.mx', name: 'Sofía Ramírez', roles: [1] },
  admin: { email: 'admin@demo.mx', name: 'Alejandro Torres', roles: [2] },
  capturist: { email: 'capturista@demo.mx', name: 'Luis Hernández', roles: [3] },
  seller: { email: 'vendedor@demo.mx', name: 'María González', roles: [4] },
  supervisor: { email: 'supervisor@demo.mx', name: 'Jorge Martínez', roles: [5] },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** Signs in through the real login screen, as a person would. */
export async function loginAs(page: Page, role: DemoRole) {
  const user = DEMO_USERS[role];
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  return user;
}

export const test = base;
export { expect };
