import type { ScanFormat } from './formats';

export interface DetectedCode {
  rawValue: string;
  format: string;
}

export interface CodeDetector {
  detect(source: HTMLVideoElement | HTMLCanvasElement): Promise<DetectedCode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads every requested format (Android Chrome, recent
 * Safari), otherwise the ZXing WebAssembly polyfill, imported only now.
 */
export async function createDetector(
  formats: readonly ScanFormat[],
): Promise<{ detector: CodeDetector; engine: 'native' | 'zxing' }> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && typeof Native.getSupportedFormats === 'function') {
    try {
      const supported = await Native.getSupportedFormats();
      if (formats.every((format) => supported.includes(format))) {
        return { detector: new Native({ formats: [...formats] }), engine: 'native' };
      }
    } catch {
      // Some browsers expose the class but fail at runtime; the polyfill takes over.
    }
  }
  const { createZxingDetector } = await import('./zxing-detector');
  return { detector: await createZxingDetector(formats), engine: 'zxing' };
}
