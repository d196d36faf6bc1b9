import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Test seal certificates shaped like the SAT's: the RFC in x500UniqueIdentifier («RFC / RFC del
// representante»), the 20-digit certificate number as the ASCII bytes of the serial, and an OU
// (the branch) on a CSD and none on an e.firma — the field @nodecfdi/credentials tells them apart
// by. Made with the openssl command line, self-signed; the SAT's own test CSD in the resources
// expired in 2021, so it only serves the «vencido» case and the format check.

const run = promisify(execFile);

export interface TestCsd {
  cer: Buffer;
  key: Buffer;
  password: string;
  /** PEM of the private key without a password, for openssl in the tests. */
  keyPem: string;
  certificateNumber: string;
}

export interface CsdOptions {
  rfc: string;
  name?: string;
  kind?: 'csd' | 'fiel';
  /** Days of validity from now; -1 gives a certificate that expired yesterday. */
  days?: number;
  password?: string;
  certificateNumber?: string;
}

function escapeSubject(value: string): string {
  return value.replace(/[/\\=+,]/g, (c) => `\\${c}`);
}

export async function makeTestCsd(options: CsdOptions): Promise<TestCsd> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yonke-csd-'));
  try {
    const name = options.name ?? 'YONKE DE PRUEBA';
    const password = options.password ?? 'clave-de-prueba';
    const number =
      options.certificateNumber ?? `3000100000${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const serial = `0x${Buffer.from(number, 'ascii').toString('hex')}`;
    const subject = [
      `/CN=${escapeSubject(name)}`,
      `/name=${escapeSubject(name)}`,
      `/O=${escapeSubject(name)}`,
      `/x500UniqueIdentifier=${escapeSubject(`${options.rfc} / XIQB891116QE4`)}`,
      `/serialNumber=${escapeSubject(' / XIQB891116MGRMZR05')}`,
      options.kind === 'fiel' ? '' : '/OU=Sucursal 1',
    ].join('');
    const keyPem = path.join(dir, 'key.pem');
    const csr = path.join(dir, 'req.csr');
    const cer = path.join(dir, 'cert.cer');
    const key = path.join(dir, 'key.key');
    await run('openssl', [
      'req',
      '-new',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyPem,
      '-subj',
      subject,
      '-out',
      csr,
    ]);
    await run('openssl', [
      'x509',
      '-req',
      '-in',
      csr,
      '-signkey',
      keyPem,
      '-days',
      String(options.days ?? 365),
      '-set_serial',
      serial,
      '-sha256',
      '-outform',
      'DER',
      '-out',
      cer,
    ]);
    await run('openssl', [
      'pkcs8',
      '-topk8',
      '-in',
      keyPem,
      '-outform',
      'DER',
      '-out',
      key,
      '-passout',
      `pass:${password}`,
      '-v2',
      'des3',
    ]);
    return {
      cer: await readFile(cer),
      key: await readFile(key),
      password,
      keyPem: await readFile(keyPem, 'utf8'),
      certificateNumber: number,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const shared = new Map<string, Promise<TestCsd>>();

/**
 * One certificate per set of options for the whole test process: the world of the invoicing tests
 * (a company's CSD) is the same in every file, and each file has its own database and fake PAC, so
 * they can share it instead of running openssl three times per file. A test about a certificate of
 * its own (another RFC, an expired one, a second key) makes it with makeTestCsd.
 */
export function sharedTestCsd(options: CsdOptions): Promise<TestCsd> {
  const key = JSON.stringify(options);
  let found = shared.get(key);
  if (!found) {
    found = makeTestCsd(options);
    found.catch(() => shared.delete(key));
    shared.set(key, found);
  }
  return found;
}
