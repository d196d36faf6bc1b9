import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TlsOptions {
  key: Buffer;
  cert: Buffer;
  /** Where the certificate came from, for the start-up message. */
  source: 'files' | 'generated' | 'stored';
  certPath: string;
}

export interface TlsSettings {
  https: boolean;
  tlsCert?: string;
  tlsKey?: string;
  dataDir: string;
}

const HOW_TO_PROVIDE = [
  'Indica un certificado propio con las variables TLS_CERT y TLS_KEY (rutas a los archivos PEM), por ejemplo:',
  '  TLS_CERT=/ruta/cert.pem TLS_KEY=/ruta/key.pem npm run serve',
  'o instala OpenSSL (en Debian/Ubuntu: apt-get install openssl) para que Yonke genere uno autofirmado con HTTPS=1.',
].join('\n');

export class TlsSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TlsSetupError';
  }
}

/** IPv4 addresses of this machine on the local network(s), the ones a phone can reach. */
export function lanAddresses(): string[] {
  const addresses: string[] = [];
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) addresses.push(entry.address);
    }
  }
  return addresses;
}

function readPem(file: string, variable: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new TlsSetupError(
      `No se pudo leer ${variable} (${file}): ${(error as Error).message}\n${HOW_TO_PROVIDE}`,
    );
  }
}

/**
 * A self-signed certificate for this machine, made once with the system's openssl and kept under
 * DATA_DIR/tls. Its names cover localhost and the LAN addresses of the moment it is made; delete
 * the folder to make a new one after the machine's address changes.
 */
function ensureSelfSigned(dataDir: string): {
  key: Buffer;
  cert: Buffer;
  certPath: string;
  created: boolean;
} {
  const dir = path.join(dataDir, 'tls');
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  if (existsSync(keyPath) && existsSync(certPath)) {
    return { key: readFileSync(keyPath), cert: readFileSync(certPath), certPath, created: false };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const names = ['DNS:localhost', 'IP:127.0.0.1', ...lanAddresses().map((address) => `IP:${address}`)];
  const hostname = os.hostname();
  if (hostname && /^[a-z0-9.-]+$/i.test(hostname) && hostname !== 'localhost') {
    names.push(`DNS:${hostname}`, `DNS:${hostname}.local`);
  }
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '825',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-subj',
        '/CN=Yonke (red local)',
        '-addext',
        `subjectAltName=${[...new Set(names)].join(',')}`,
        '-addext',
        'extendedKeyUsage=serverAuth',
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new TlsSetupError(
      missing
        ? `HTTPS=1 necesita un certificado y OpenSSL no está instalado en este equipo.\n${HOW_TO_PROVIDE}`
        : `No se pudo generar el certificado autofirmado con OpenSSL: ${(error as Error).message}\n${HOW_TO_PROVIDE}`,
    );
  }
  return { key: readFileSync(keyPath), cert: readFileSync(certPath), certPath, created: true };
}

/**
 * What the server needs to listen on HTTPS, or undefined for plain HTTP: TLS_CERT and TLS_KEY
 * when both are given; otherwise, with HTTPS=1, a self-signed certificate under DATA_DIR.
 */
export function loadTlsOptions(settings: TlsSettings): TlsOptions | undefined {
  if (settings.tlsCert || settings.tlsKey) {
    if (!settings.tlsCert || !settings.tlsKey) {
      throw new TlsSetupError(`Faltan datos de HTTPS: indica TLS_CERT y TLS_KEY juntos.\n${HOW_TO_PROVIDE}`);
    }
    return {
      key: readPem(settings.tlsKey, 'TLS_KEY'),
      cert: readPem(settings.tlsCert, 'TLS_CERT'),
      source: 'files',
      certPath: settings.tlsCert,
    };
  }
  if (!settings.https) return undefined;
  const made = ensureSelfSigned(settings.dataDir);
  return {
    key: made.key,
    cert: made.cert,
    certPath: made.certPath,
    source: made.created ? 'generated' : 'stored',
  };
}
