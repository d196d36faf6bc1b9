import { expect, loginAs, test } from '../support/fixtures.ts';
import { shootDesktopAndPhone } from '../support/screens.ts';

// A first look at the demo: a Mexican yard's parts with photos, never a wall of grey boxes.

test('the demo’s first screen shows parts with photos', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'seller', null);
  // The oldest parts are the demo's own, whatever other specs created since the server started.
  await page.goto('/?sort=oldest');
  const cards = page.getByTestId('part-card');
  await expect(cards.first()).toBeVisible();
  const firstScreen = cards.filter({ has: page.locator('img') });
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(8);
  // At least 3 of every 4 cards carry a photo, and the first ones have really loaded.
  expect(await firstScreen.count()).toBeGreaterThanOrEqual(Math.ceil(total * 0.75));
  const images = page.getByTestId('part-card').locator('img');
  for (let i = 0; i < 4; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await shootDesktopAndPhone(page, 'demo-first-screen');
});
