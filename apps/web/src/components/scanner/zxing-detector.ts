// Loaded on demand only, when the browser has no BarcodeDetector of its own: this chunk pulls
// the ZXing WebAssembly polyfill, which the sign-in and search screens must not pay for.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { ScanFormat } from './formats';

let ready: Promise<unknown> | undefined;

/** The reader's .wasm comes from our own origin (a hashed asset of the build), never a CDN. */
function prepare() {
  ready ??= prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + file,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    // A failed download must be retried on the next open, not remembered.
    ready = undefined;
    throw error;
  });
  return ready;
}

export async function createZxingDetector(formats: readonly ScanFormat[]) {
  await prepare();
  return new BarcodeDetector({ formats: [...formats] });
}
