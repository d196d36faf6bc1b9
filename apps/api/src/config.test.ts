import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it("takes the embedded PostgreSQL's page cache as a size, 256MB by default", () => {
    const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;
    expect(loadConfig(base).embeddedSharedBuffers).toBe('256MB');
    expect(loadConfig({ ...base, PG_SHARED_BUFFERS: '2GB' }).embeddedSharedBuffers).toBe('2GB');
    // Passed to PostgreSQL's command line: nothing but digits and a unit gets through.
    for (const bad of ['lots', '0MB', '512', '1 GB', '1GB -c fsync=off', '256mb']) {
      expect(() => loadConfig({ ...base, PG_SHARED_BUFFERS: bad })).toThrow(/PG_SHARED_BUFFERS/);
    }
  });

  it('reads PUBLIC_HOSTS as host names with an optional port, and refuses anything else', () => {
    const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;
    expect(loadConfig(base).publicHosts).toEqual([]);
    expect(loadConfig({ ...base, PUBLIC_HOSTS: ' Mi-Yonke.mx, 192.168.1.50:3000 ,' }).publicHosts).toEqual([
      'mi-yonke.mx',
      '192.168.1.50:3000',
    ]);
    for (const bad of ['https://mi-yonke.mx', 'mi yonke.mx', 'a/b', 'evil.example:80/x']) {
      expect(() => loadConfig({ ...base, PUBLIC_HOSTS: bad })).toThrow(/PUBLIC_HOSTS/);
    }
  });
});
