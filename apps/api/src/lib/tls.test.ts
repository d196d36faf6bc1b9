import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTlsOptions, TlsSetupError } from './tls.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'yonke-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let hasOpenssl = true;
try {
  execFileSync('openssl', ['version'], { stdio: 'ignore' });
} catch {
  hasOpenssl = false;
}

describe('loadTlsOptions', () => {
  it('is plain HTTP unless HTTPS or a certificate is configured', () => {
    expect(loadTlsOptions({ https: false, dataDir: dir })).toBeUndefined();
  });

  it('asks for TLS_CERT and TLS_KEY together, in Spanish', () => {
    expect(() => loadTlsOptions({ https: false, tlsCert: '/x.pem', dataDir: dir })).toThrow(TlsSetupError);
    expect(() => loadTlsOptions({ https: false, tlsCert: '/x.pem', dataDir: dir })).toThrow(
      /indica TLS_CERT y TLS_KEY juntos/,
    );
    expect(() =>
      loadTlsOptions({ https: false, tlsCert: '/no/existe.pem', tlsKey: '/no/existe.key', dataDir: dir }),
    ).toThrow(/No se pudo leer TLS_KEY/);
  });

  it.skipIf(!hasOpenssl)(
    'makes a self-signed certificate once, keeps it, and serves HTTPS with it',
    async () => {
      const dataDir = path.join(dir, 'data');
      const first = loadTlsOptions({ https: true, dataDir });
      expect(first?.source).toBe('generated');
      expect(first?.cert.toString()).toContain('BEGIN CERTIFICATE');
      const second = loadTlsOptions({ https: true, dataDir });
      expect(second?.source).toBe('stored');
      expect(second?.cert.equals(first?.cert ?? Buffer.alloc(0))).toBe(true);

      // The same files work as TLS_CERT / TLS_KEY, and a real HTTPS server accepts them.
      const keyFile = path.join(dir, 'key.pem');
      const certFile = path.join(dir, 'cert.pem');
      writeFileSync(keyFile, first?.key ?? '');
      writeFileSync(certFile, first?.cert ?? '');
      const given = loadTlsOptions({ https: false, tlsCert: certFile, tlsKey: keyFile, dataDir: dir });
      expect(given?.source).toBe('files');
      const server = https.createServer({ key: given?.key, cert: given?.cert }, (_req, res) => res.end('ok'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const body = await new Promise<string>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port, path: '/', ca: given?.cert }, (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      server.close();
      expect(body).toBe('ok');
    },
  );
});
