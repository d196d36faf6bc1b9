import { useCallback, useRef } from 'react';
import { type CodeDetector, createDetector } from './detector';
import type { ScanFormat } from './formats';

type LoadedDetector = { detector: CodeDetector; engine: string };

/** The detector for these formats, loaded once and kept until the formats change. */
export function useCodeDetector(formats: readonly ScanFormat[]) {
  const detectorRef = useRef<{ key: string; promise: Promise<LoadedDetector> }>(undefined);
  const formatsKey = formats.join(',');
  return useCallback(() => {
    if (detectorRef.current?.key !== formatsKey) {
      const promise = createDetector(formats);
      detectorRef.current = { key: formatsKey, promise };
      // A failed load is tried again on the next start.
      promise.catch(() => {
        if (detectorRef.current?.promise === promise) detectorRef.current = undefined;
      });
    }
    return detectorRef.current.promise;
  }, [formatsKey, formats]);
}
