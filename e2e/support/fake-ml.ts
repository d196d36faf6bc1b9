// The fake Mercado Libre the e2e app talks to (apps/api/test/fake-ml). Playwright
// starts it next to the app (playwright.config.ts); specs drive it through its /_fake control API.
import type { Page } from '@playwright/test';
import sharp from 'sharp';

const appPort = Number(process.env.E2E_PORT ?? 3210);

export const FAKE_ML = {
  port: Number(process.env.E2E_FAKE_ML_PORT ?? appPort + 1000),
  clientId: '5503910054141466',
  clientSecret: 'e2e-secreto-del-fake',
  /** The seller who "signs in" on the fake's authorisation page. */
  sellerId: '468424240',
};

export const FAKE_ML_URL = `http://127.0.0.1:${FAKE_ML.port}`;

/** Environment of the app under test so that every marketplace call goes to the fake. */
export function appMarketplaceEnv(port: number): Record<string, string> {
  return {
    ML_CLIENT_ID: FAKE_ML.clientId,
    ML_CLIENT_SECRET: FAKE_ML.clientSecret,
    ML_API_URL: FAKE_ML_URL,
    ML_AUTH_URL: FAKE_ML_URL,
    ML_REDIRECT_URI: `http://localhost:${port}/api/ml/auth`,
    ML_RETRY_DELAY_SECONDS: '1',
    ML_RETRY_LIMIT: '6',
    // Photos reach the marketplace from a public https address (the fake checks the host, it does
    // not download); PUBLIC_URL stays unset so the rest of the app uses the request's origin.
    ML_PICTURE_BASE_URL: 'https://yonke.example.com',
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/** Calls the fake's control API. */
export async function fakeMl<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${FAKE_ML_URL}/_fake${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake ${method} ${path} → ${response.status}`);
  return (await response.json()) as T;
}

export const fakeRequests = (path?: string, method?: string) =>
  fakeMl<FakeRequest[]>(
    'GET',
    `/requests?${new URLSearchParams({ ...(path ? { path } : {}), ...(method ? { method } : {}) })}`,
  );

/**
 * Gives a part a photo through the app (the demo parts have none, and the listing type the app
 * uses requires one: a part without is stopped with «Falta una foto»).
 */
export async function givePhoto(page: Page, partId: number): Promise<void> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a8f99' } })
    .jpeg()
    .toBuffer();
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/autoparts/images/upload/${partId}`, {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    multipart: { file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  if (!response.ok()) throw new Error(`photo upload → ${response.status()} ${await response.text()}`);
}
