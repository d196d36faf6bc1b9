import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { decryptSecret, encryptSecret, secretKey } from './secrets.ts';

describe('secrets', () => {
  it('generates a key in DATA_DIR with mode 0600 when SECRET_KEY is not set, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yonke-secret-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    const key = secretKey(config);
    const file = path.join(dataDir, 'secret-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(secretKey(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir } as NodeJS.ProcessEnv))).toBe(key);
  });

  it('encrypts tokens bound to their account and kind', () => {
    const config = loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'k'.repeat(40) } as NodeJS.ProcessEnv);
    const stored = encryptSecret(config, 'APP_USR-123', 'marketplace_account:1:access');
    expect(stored).not.toContain('APP_USR');
    expect(decryptSecret(config, stored, 'marketplace_account:1:access')).toBe('APP_USR-123');
    expect(() => decryptSecret(config, stored, 'marketplace_account:2:access')).toThrow();
    const other = loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'z'.repeat(40) } as NodeJS.ProcessEnv);
    expect(() => decryptSecret(other, stored, 'marketplace_account:1:access')).toThrow();
  });
});
