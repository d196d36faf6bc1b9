import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where specs leave the screenshots a person looks at (desktop and phone width). */
export const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

/** The whole page at desktop width and at 390 px (a phone), then back to desktop. */
export async function shootDesktopAndPhone(page: Page, name: string) {
  if (TAKE_SCREENS) mkdirSync(SCREENS, { recursive: true });
  await keepScreenshot(page, { path: path.join(SCREENS, `${name}-desktop.png`), fullPage: true });
  // The sizes change all the same: what the test checks next may depend on them.
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: path.join(SCREENS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Screenshots for a person to look at are taken only with E2E_SCREENS=1 (`E2E_SCREENS=1 npx
 * playwright test … spec.ts`): they assert nothing, and npm test took some ninety of them per run,
 * most of the whole page, for no one to open.
 */
export const TAKE_SCREENS = process.env.E2E_SCREENS === '1';

/** `target.screenshot(options)` when screenshots are asked for (TAKE_SCREENS); nothing otherwise. */
export async function keepScreenshot<Options>(
  target: { screenshot(options?: Options): Promise<Buffer> },
  options: Options,
): Promise<void> {
  if (TAKE_SCREENS) await target.screenshot(options);
}
