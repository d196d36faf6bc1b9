import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_IMAGE_BYTES } from '../../lib/images.ts';
import { photoHostAllowed } from './import.rows.ts';

// Photo URLs of an import are fetched by the server, so a sheet could otherwise make it call
// addresses inside the yard's network (SSRF): only hosts the operator listed, never a private,
// loopback or link-local address, checked on the address actually connected to (no rebinding).

const TIMEOUT_MS = 15_000;

export class PhotoFetchError extends Error {}

/** Public unicast only: private, loopback, link-local, CGNAT, multicast… are refused. */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export interface FetchPhotoOptions {
  allowedHosts: readonly string[];
  /** Tests replace the resolver; production asks the system's DNS. */
  lookup?: typeof dns.lookup;
  addressAllowed?: (address: string) => boolean;
}

/** Downloads one photo (at most 20 MB, no redirects) or throws a Spanish PhotoFetchError. */
export async function fetchPhoto(text: string, options: FetchPhotoOptions): Promise<Uint8Array> {
  const url = new URL(text);
  const short = text.slice(0, 80);
  if (!photoHostAllowed(url.hostname, options.allowedHosts)) {
    throw new PhotoFetchError(
      `el servidor de fotos «${url.hostname}» no está permitido (IMPORT_PHOTO_HOSTS)`,
    );
  }
  const allowed = options.addressAllowed ?? isPublicAddress;
  const resolve = options.lookup ?? dns.lookup;
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const blocked = list.find((entry) => !allowed(entry.address));
      const first = list[0];
      if (blocked || !first) {
        return callback(
          new PhotoFetchError(`la foto «${short}» apunta a una dirección privada o local y no se descarga`),
          '',
          4,
        );
      }
      if ((lookupOptions as { all?: boolean }).all) return callback(null, list as never, 4);
      callback(null, first.address, first.family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Uint8Array>((resolvePromise, reject) => {
    const request = client.get(
      url,
      { lookup, timeout: TIMEOUT_MS, headers: { Accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new PhotoFetchError(`la foto «${short}» no se pudo descargar (respuesta ${status})`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_IMAGE_BYTES) {
            request.destroy();
            reject(new PhotoFetchError(`la foto «${short}» pesa más de 20 MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolvePromise(new Uint8Array(Buffer.concat(chunks))));
        response.on('error', () => reject(new PhotoFetchError(`la foto «${short}» no se pudo descargar`)));
      },
    );
    request.on('timeout', () =>
      request.destroy(new PhotoFetchError(`la foto «${short}» tardó demasiado en descargarse`)),
    );
    request.on('error', (error) =>
      reject(
        error instanceof PhotoFetchError
          ? error
          : new PhotoFetchError(`la foto «${short}» no se pudo descargar`),
      ),
    );
  });
}
