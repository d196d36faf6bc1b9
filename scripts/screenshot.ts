// Takes screenshots of screens as a signed-in demo user, at desktop and phone widths.
// Usage: node --import tsx scripts/screenshot.ts --base http://localhost:3000 --role admin --path / --name buscador [--click "Filtros"]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    role: { type: 'string', default: 'admin' },
    path: { type: 'string', default: '/' },
    name: { type: 'string', default: 'screen' },
    click: { type: 'string', multiple: true },
    out: { type: 'string', default: '.tmp/screens' },
    full: { type: 'boolean', default: false },
  },
});

const emails: Record<string, string> = {
  superadmin: 'superadmin@demo.mx',
  admin: 'admin@demo.mx',
  capturist: 'capturista@demo.mx',
  seller: 'vendedor@demo.mx',
  supervisor: 'supervisor@demo.mx',
};

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({
    viewport,
    locale: 'es-MX',
    deviceScaleFactor: 1,
    isMobile: label === 'phone',
    hasTouch: label === 'phone',
  });
  const page = await context.newPage();
  if (values.role !== 'none') {
    await page.goto(`${values.base}/login`);
    await page.getByLabel('Correo electrónico').fill(emails[values.role] ?? values.role);
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${values.base}/`);
  }
  await page.goto(`${values.base}${values.path}`);
  await page.waitForLoadState('networkidle');
  for (const name of values.click ?? []) {
    await page.getByRole('button', { name }).first().click();
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(500);
  const file = path.join(values.out, `${values.name}-${label}.png`);
  await page.screenshot({ path: file, fullPage: values.full });
  console.log(file);
  await context.close();
}
await browser.close();
