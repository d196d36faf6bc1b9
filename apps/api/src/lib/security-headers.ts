import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import { isHttpsRequest } from './client-address.ts';

/** A year, with subdomains: what browsers ask of a site that is HTTPS only (RFC 6797 §6.1). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The staff app's Content-Security-Policy (https://hono.dev/docs/middleware/builtin/secure-headers).
 * Scripts only from our origin, plus WebAssembly for the ZXing reader the scanner loads from our
 * own build ('wasm-unsafe-eval' allows compiling wasm, not eval). Mantine writes its CSS variables
 * and component styles into <style> elements at run time, hence 'unsafe-inline' for styles only
 * (https://mantine.dev/styles/mantine-styles/#nonce). Photos are ours, blob: (a photo chosen
 * before upload, camera frames) or the S3 bucket's public address.
 */
export function staffContentSecurityPolicy(config: Config) {
  const media =
    config.storage.driver === 's3' && config.storage.publicUrl
      ? new URL(config.storage.publicUrl).origin
      : null;
  const images = ["'self'", 'data:', 'blob:', ...(media ? [media] : [])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: images,
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers of every response. A route may set its own (the public pages have a stricter
 * CSP of their own; a link-preview image says Cross-Origin-Resource-Policy: cross-origin), so
 * nothing a handler set is replaced. HSTS only over HTTPS: sent over plain HTTP it is ignored by
 * browsers at best (RFC 6797 §7.2), and a proxy's X-Forwarded-Proto counts only with TRUST_PROXY.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const common = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: false,
    contentSecurityPolicy: staffContentSecurityPolicy(config),
    overwrite: false,
  });
  return async (c, next) => {
    await common(c, async () => {
      await next();
      if (isHttpsRequest(c, config.trustProxy) && !c.res.headers.has('Strict-Transport-Security')) {
        c.header('Strict-Transport-Security', HSTS);
      }
    });
  };
}
