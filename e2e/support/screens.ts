import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where specs leave the screenshots a person looks at (desktop and phone width). */
export const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

/** The whole page at desktop width and at 390 px (a phone), then back to desktop. */
export async function shootDesktopAndPhone(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
