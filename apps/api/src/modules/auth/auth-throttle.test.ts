import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, TEST_PASSWORD } from '../../../test/helpers.ts';
import { loginAttempts, loginKnownAddresses } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ACCOUNT,
  MAX_FAILED_LOGINS_PER_ADDRESS,
} from './auth.service.ts';

// The real argon2 check, counted: how many attempts actually reached password checking is what
// the throttle promises to bound.
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;
const verifications = vi.mocked(verifyPassword);

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Throttle')).id;
});

/** A sign-in from a given client address, as @hono/node-server would hand it to the app. */
async function signIn(address: string, email: string, password: string) {
  const xsrf = randomBytes(32).toString('base64url');
  const response = await ctx.app.request(
    '/login',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
      },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
  );
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

// Bursts of argon2 checks on a shared 2-core machine: generous time, no timing assertions.
describe('sign-in throttle under concurrency', { timeout: 120_000 }, () => {
  it('lets at most 5 of 30 simultaneous wrong sign-ins reach the password check, then refuses the right one', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2]);
    verifications.mockClear();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => signIn('198.51.100.10', user.email, 'adivinanza')),
    );
    const counts = tally(burst.map((response) => response.status));
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(30);
    expect(counts[429]).toBeGreaterThanOrEqual(30 - MAX_FAILED_LOGINS);
    expect(burst.find((response) => response.status === 429)?.retryAfter).toMatch(/^\d+$/);

    // The right password in the same window is refused too, without a password check.
    verifications.mockClear();
    expect((await signIn('198.51.100.10', user.email, TEST_PASSWORD)).status).toBe(429);
    expect(verifications).not.toHaveBeenCalled();
    // The same account from another address is not locked out by this one.
    expect((await signIn('198.51.100.11', user.email, 'otra-mala')).status).toBe(422);
  });

  it('also bounds a burst that mixes the right password with wrong ones', async () => {
    const user = await ctx.createUserWithRoles(companyId, [3]);
    verifications.mockClear();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        signIn('198.51.100.20', user.email, index === 15 ? TEST_PASSWORD : 'adivinanza'),
      ),
    );
    // A right password that got a slot clears the failures, which may admit up to 5 more.
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(2 * MAX_FAILED_LOGINS);
    const counts = tally(burst.map((response) => response.status));
    expect(counts[429]).toBeGreaterThanOrEqual(30 - 2 * MAX_FAILED_LOGINS);
  });

  it('throttles one address trying many e-mails, with a higher limit, and not other addresses', async () => {
    verifications.mockClear();
    const emails = Array.from({ length: 40 }, (_, index) => `nadie${index}@prueba.mx`);
    const burst = await Promise.all(emails.map((email) => signIn('203.0.113.5', email, 'adivinanza')));
    const counts = tally(burst.map((response) => response.status));
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(counts[422]).toBe(MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(counts[429]).toBe(40 - MAX_FAILED_LOGINS_PER_ADDRESS);
    expect(MAX_FAILED_LOGINS_PER_ADDRESS).toBeGreaterThan(MAX_FAILED_LOGINS);

    // A real user from that address is refused for the rest of the window…
    const user = await ctx.createUserWithRoles(companyId, [4]);
    expect((await signIn('203.0.113.5', user.email, TEST_PASSWORD)).status).toBe(429);
    // …while the rest of the world is not.
    expect((await signIn('203.0.113.6', 'nadie0@prueba.mx', 'adivinanza')).status).toBe(422);
  });

  it('records failures only, so past failures leave the window and sign-in works again', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2]);
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      expect((await signIn('198.51.100.30', user.email, 'mala')).status).toBe(422);
    }
    expect((await signIn('198.51.100.30', user.email, TEST_PASSWORD)).status).toBe(429);
    // A minute later (moved back rather than waited for).
    await ctx.db
      .update(loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 61_000) })
      .where(eq(loginAttempts.email, user.email));
    verifications.mockClear();
    expect((await signIn('198.51.100.30', user.email, 'mala')).status).toBe(422);
    expect(verifications).toHaveBeenCalledTimes(1);
  });

  it('does not lock out the others behind one router when one person types wrong e-mails', async () => {
    const router = '203.0.113.50';
    const colleague = await ctx.createUserWithRoles(companyId, [4]);
    // The colleague has signed in from the yard before.
    expect((await signIn(router, colleague.email, TEST_PASSWORD)).status).toBe(204);
    const typos = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS + 5 }, (_, index) =>
        signIn(router, `tipo${index}@prueba.mx`, 'adivinanza'),
      ),
    );
    expect(tally(typos.map((response) => response.status))[429]).toBe(5);
    // The colleague still gets in from the same address, and a typo of theirs is a plain 422…
    expect((await signIn(router, colleague.email, 'me-equivoque')).status).toBe(422);
    expect((await signIn(router, colleague.email, TEST_PASSWORD)).status).toBe(204);
    // …while a burst against the colleague's account from there is still stopped at its ceiling.
    verifications.mockClear();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(router, colleague.email, 'adivinanza')),
    );
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(tally(burst.map((response) => response.status))[429]).toBeGreaterThanOrEqual(
      20 - MAX_FAILED_LOGINS,
    );
  });

  it('stops many addresses guessing one account at the account ceiling', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2]);
    verifications.mockClear();
    const burst = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT + 10 }, (_, index) =>
        signIn(`192.0.2.${index + 1}`, user.email, 'adivinanza'),
      ),
    );
    const counts = tally(burst.map((response) => response.status));
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS_PER_ACCOUNT);
    expect(counts[422]).toBe(MAX_FAILED_LOGINS_PER_ACCOUNT);
    expect(counts[429]).toBe(10);
    expect(MAX_FAILED_LOGINS_PER_ACCOUNT).toBeGreaterThan(MAX_FAILED_LOGINS_PER_ADDRESS);
    // The owner, signing in from where they always do, is not locked out by the strangers.
    await ctx.db.insert(loginKnownAddresses).values({ email: user.email, address: '198.51.100.99' });
    expect((await signIn('198.51.100.99', user.email, TEST_PASSWORD)).status).toBe(204);
  });
});
