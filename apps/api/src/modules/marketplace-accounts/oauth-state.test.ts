import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signState, verifyState } from './oauth-state.ts';

describe('OAuth state', () => {
  it('signs states that only this key verifies, until they expire', () => {
    const config = loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'k'.repeat(40) } as NodeJS.ProcessEnv);
    const state = signState(config, 5, 'b');
    expect(verifyState(config, state)).toMatchObject({ ok: true, payload: { a: 5, b: 'b' } });
    const other = loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'z'.repeat(40) } as NodeJS.ProcessEnv);
    expect(verifyState(other, state)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyState(config, state, Date.now() + 16 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
