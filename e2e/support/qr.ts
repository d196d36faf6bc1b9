import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | undefined;

/** The reader's .wasm comes from node_modules: tests never fetch it from a CDN. */
function prepareReader() {
  if (!ready) {
    const file = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return ready;
}

/** Texts of every QR code found in a PNG image. */
export async function decodeQrFromPng(png: Buffer): Promise<string[]> {
  await prepareReader();
  const results = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['QRCode'] });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

/**
 * Draws an SVG (for example the QR of a label page) in a scratch tab of the same browser and
 * returns it as a PNG, so that it can be decoded like a printed label would be scanned.
 */
export async function renderSvgToPng(page: Page, svg: string, sizePx = 300): Promise<Buffer> {
  const scratch = await page.context().newPage();
  try {
    await scratch.setContent(
      `<div id="qr" style="width:${sizePx}px;height:${sizePx}px;padding:16px;background:#fff">${svg}</div>
       <style>body{margin:0;background:#fff} #qr svg{display:block;width:100%;height:100%}</style>`,
    );
    return await scratch.locator('#qr').screenshot();
  } finally {
    await scratch.close();
  }
}

/** The first `<svg>…</svg>` of an HTML page, or every one of them. */
export function extractSvgs(html: string): string[] {
  return html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
}
