import type { Page } from '@playwright/test';
import { FAKE_ML, fakeMl, fakeRequests, givePhoto } from '../support/fake-ml.ts';
import { apiCall, expect, expectToast, loginAs, test } from '../support/fixtures.ts';
import { shootDesktopAndPhone } from '../support/screens.ts';

// Preguntas and Publicaciones con problemas (docs/product.md §10): a buyer asks on the
// fake marketplace, the notification reaches the app, the question is answered from the browser
// once (a double click included), and a failed sync is fixed with Reintentar.

interface ApiPart {
  id: number;
  name: string;
  version: number;
  sale_price: number;
  ml_id: string | null;
  store: { id: number };
}

const SELLER = '468424777';
const STORE = 'Tienda E2E Preguntas';

const getPart = (page: Page, id: number) => apiCall<ApiPart>(page, 'GET', `/api/autoparts/showByUser/${id}`);

/** A demo part for sale, listed through a store authorised on the fake for its company. */
async function listedPart(page: Page): Promise<ApiPart> {
  const body = await apiCall<{ data: { id: number; ml_id: string | null }[] }>(
    page,
    'POST',
    '/api/autoparts/searchInventory?page=1',
    { status: [1], sort: 'oldest' },
  );
  const candidate = body.data.find((part) => !part.ml_id);
  if (!candidate) throw new Error('no unlisted demo part');
  await givePhoto(page, candidate.id);
  const part = await getPart(page, candidate.id);

  await fakeMl('POST', '/seller', { user_id: SELLER });
  const accounts = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/stores_ml');
  let account = accounts.find((entry) => entry.name === STORE);
  if (!account) {
    account = await apiCall<{ id: number; name: string }>(page, 'POST', '/api/stores_ml/store', {
      name: STORE,
      user_id: SELLER,
      store_id: part.store.id,
    });
    const { url } = await apiCall<{ url: string }>(page, 'GET', `/api/stores_ml/${account.id}/authorize-url`);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Tienda conectada' })).toBeVisible();
  }
  const models = await apiCall<{ id: number; name: string; make_id: number }[]>(page, 'GET', '/api/models');
  const jetta = models.find((model) => model.name === 'Jetta');
  if (!jetta) throw new Error('no Jetta');
  const saved = await apiCall<{ sync: boolean; autopart: ApiPart }>(
    page,
    'PUT',
    `/api/autoparts/update/${part.id}`,
    {
      version: part.version,
      // A door (its category requires vehicles, which the part has) with the fields the category asks for.
      category_id: 1,
      make_id: jetta.make_id,
      model_id: jetta.id,
      years: [2011, 2014],
      store_ml_id: account.id,
    },
  );
  expect(saved.sync).toBe(true);
  const listed = await getPart(page, part.id);
  expect(listed.ml_id).toMatch(/^MLM\d+$/);
  return listed;
}

test.describe
  .serial('Preguntas y publicaciones con problemas', () => {
    let part: ApiPart;

    test.afterAll(async () => {
      await fakeMl('POST', '/seller', { user_id: FAKE_ML.sellerId });
    });

    test('a buyer question arrives, shows with the badge and is answered once, double click included', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, 'superadmin');
      part = await listedPart(page);
      await fakeMl('DELETE', '/requests');

      // Two buyers ask; the fake sends each `questions` notification to the app's webhook.
      const asked = await fakeMl<{ question: { id: number }; notification: { status: number } }>(
        'POST',
        '/questions',
        { item_id: part.ml_id, text: '¿Le queda a mi Jetta 2012?' },
      );
      expect(asked.notification.status).toBe(200);
      await fakeMl('POST', '/questions', { item_id: part.ml_id, text: '¿Hacen envíos a Monterrey?' });

      // The seller (role 4) answers: the header badge counts what waits.
      await page.context().clearCookies();
      await loginAs(page, 'seller');
      const badge = page.getByRole('link', { name: /^Preguntas: \d+ sin responder$/ });
      await expect(async () => {
        await page.reload();
        await expect(badge).toHaveAccessibleName(/Preguntas: ([2-9]|\d{2,}) sin responder/, {
          timeout: 2000,
        });
      }).toPass({ timeout: 30_000 });
      await badge.click();
      await expect(page).toHaveURL(/\/questions$/);
      await expect(page.getByRole('heading', { name: 'Preguntas', level: 1 })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: '¿Le queda a mi Jetta 2012?' });
      await expect(card).toBeVisible();
      await expect(card.getByText(part.name)).toBeVisible();

      // A quick answer saved once and used with one tap.
      await page.getByLabel('Nueva respuesta rápida').fill('Sí le queda, es original');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectToast(page, 'Respuesta rápida guardada');
      await card.getByRole('button', { name: 'Sí le queda, es original' }).click();
      await expect(card.getByRole('textbox', { name: 'Respuesta' })).toHaveValue('Sí le queda, es original');
      await shootDesktopAndPhone(page, 'questions');

      // An empty answer is refused under the field, nothing is sent.
      const other = page.getByRole('article').filter({ hasText: '¿Hacen envíos a Monterrey?' });
      await other.getByRole('button', { name: 'Responder' }).click();
      await expect(other.getByText('Escribe la respuesta.')).toBeVisible();

      await card.getByRole('button', { name: 'Responder' }).dblclick();
      await expectToast(page, 'Respuesta enviada');
      await expect(card).toHaveCount(0);
      const answers = (await fakeRequests('/answers', 'POST')).filter(
        (request) => (request.body as { question_id?: number }).question_id === asked.question.id,
      );
      expect(answers).toHaveLength(1);
      expect(answers[0]?.body).toEqual({ question_id: asked.question.id, text: 'Sí le queda, es original' });
      await expect(page.getByRole('link', { name: 'Preguntas: 1 sin responder' })).toBeVisible({
        timeout: 15_000,
      });

      // The part's detail keeps the answered question.
      await page.goto(`/autopart/${part.id}`);
      const section = page.getByRole('region', { name: 'Mercado Libre' });
      await expect(section.getByText('¿Le queda a mi Jetta 2012?')).toBeVisible();
      await expect(section.getByText(/Sí le queda, es original/)).toBeVisible();
      await expect(section.getByText('Mercado Libre: activa')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shootDesktopAndPhone(page, 'part-detail-marketplace');
    });

    test('a failed sync shows in Publicaciones con problemas and Reintentar fixes it', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, 'admin');
      const fresh = await getPart(page, part.id);
      // The marketplace refuses the next change of this listing once.
      await fakeMl('POST', '/faults', {
        status: 400,
        count: 1,
        path: `/items/${fresh.ml_id}`,
        method: 'PUT',
      });
      const saved = await apiCall<{ sync: boolean }>(page, 'PUT', `/api/autoparts/update/${part.id}`, {
        version: fresh.version,
        sale_price: fresh.sale_price + 100,
      });
      expect(saved.sync).toBe(false);

      await page.goto('/listing-problems');
      await expect(page.getByRole('heading', { name: 'Publicaciones con problemas' })).toBeVisible();
      const row = page.getByRole('article', { name: part.name });
      await expect(row.getByText('Mercado Libre: con errores')).toBeVisible();
      await expect(row.getByText(/La última sincronización falló.*HTTP 400/)).toBeVisible();
      await shootDesktopAndPhone(page, 'listing-problems');

      await row.getByRole('button', { name: `Reintentar la sincronización de ${part.name}` }).click();
      await expectToast(page, 'Sincronizada');
      await expect(row).toHaveCount(0);
      const item = await fakeMl<{ price: number }>('GET', `/items/${fresh.ml_id}`);
      expect(item.price).toBe(fresh.sale_price + 100);

      // The form shows the listing's state in words.
      await page.goto(`/inventory/autopart/${part.id}`);
      await expect(page.getByText('Mercado Libre: activa')).toBeVisible();
      await expect(page.getByText(/Última sincronización correcta/)).toBeVisible();
      await shootDesktopAndPhone(page, 'part-form-listing-health');
    });
  });
