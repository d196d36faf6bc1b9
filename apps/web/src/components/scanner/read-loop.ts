import type { CodeDetector } from './detector';

/** docs/product.md §9: at least 500 ms between scans. */
export const SCAN_INTERVAL_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ReadLoop {
  reader: CodeDetector;
  /** False once the camera was stopped, paused or started again: the loop ends. */
  isCurrent: () => boolean;
  video: () => HTMLVideoElement | null;
  /** While true frames are not read (the host is still busy with the last code). */
  hold: () => boolean;
  onDetect: (value: string) => void;
}

/** Reads one frame every SCAN_INTERVAL_MS (or slower, if reading takes longer) until stopped. */
export async function runReadLoop({ reader, isCurrent, video: currentVideo, hold, onDetect }: ReadLoop) {
  while (isCurrent()) {
    const started = performance.now();
    const video = currentVideo();
    if (video && video.readyState >= 2 && !hold()) {
      try {
        const [code] = await reader.detect(video);
        // How many frames the reader has looked at, on the element itself (no re-render): proof
        // that a camera showing no code was read and found nothing, rather than not read yet.
        video.dataset.framesRead = String(Number(video.dataset.framesRead ?? 0) + 1);
        if (isCurrent() && code?.rawValue) onDetect(code.rawValue);
      } catch {
        // A frame that cannot be read (still decoding, resized) is skipped.
      }
    }
    await sleep(Math.max(0, SCAN_INTERVAL_MS - (performance.now() - started)));
  }
}
