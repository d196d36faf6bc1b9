import { useCallback, useEffect, useRef, useState } from 'react';
import { fromMediaError, type ScannerError, scannerError } from './camera-errors';
import { type CodeDetector, createDetector } from './detector';
import { type ScanFormat, validFormats } from './formats';

/** docs/product.md §9: at least 500 ms between scans; the camera gets 3 s to start, then 500 ms to settle. */
export const SCAN_INTERVAL_MS = 500;
export const START_TIMEOUT_MS = 3000;
export const SETTLE_MS = 500;

const CAMERA_KEY = 'scanner.cameraId';

export type CameraStatus = 'idle' | 'starting' | 'streaming' | 'paused' | 'error';

export interface CameraOption {
  deviceId: string;
  label: string;
}

interface Options {
  active: boolean;
  formats: readonly ScanFormat[];
  /** Called with every value the camera reads; the caller filters repeats. */
  onDetect: (value: string) => void;
  onError?: (error: ScannerError) => void;
  /** While true the camera keeps running but nothing is read (the host is still busy). */
  hold: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readSavedCamera(): string | undefined {
  try {
    return localStorage.getItem(CAMERA_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function saveCamera(deviceId: string | undefined) {
  try {
    if (deviceId) localStorage.setItem(CAMERA_KEY, deviceId);
    else localStorage.removeItem(CAMERA_KEY);
  } catch {
    // Private mode: the choice simply is not remembered.
  }
}

function videoConstraints(deviceId: string | undefined): MediaTrackConstraints {
  // Ideal sizes only: a camera that cannot give 720p must still start (no OverconstrainedError).
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return deviceId ? { deviceId: { exact: deviceId }, ...size } : { facingMode: 'environment', ...size };
}

function whenVideoHasData(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 2) return Promise.resolve();
  return new Promise((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The camera side of the scanner: stream, detector, read loop, torch, pause with the last frame,
 * and the remembered camera. States follow docs/product.md §4: stopped → streaming (after the stream
 * loads plus a settle pause) → paused or stopped.
 */
export function useCameraScanner({ active, formats, onDetect, onError, hold }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stillRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const detectorRef = useRef<{ key: string; promise: Promise<{ detector: CodeDetector; engine: string }> }>(
    undefined,
  );
  const generation = useRef(0);
  const callbacks = useRef({ onDetect, onError, hold });
  callbacks.current = { onDetect, onError, hold };

  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<ScannerError | null>(null);
  const [engine, setEngine] = useState<string | null>(null);
  const [cameras, setCameras] = useState<CameraOption[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(undefined);
  const [torch, setTorch] = useState({ supported: false, on: false });

  const formatsKey = formats.join(',');

  const stopTracks = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const fail = useCallback(
    (problem: ScannerError) => {
      stopTracks();
      setError(problem);
      setStatus('error');
      callbacks.current.onError?.(problem);
    },
    [stopTracks],
  );

  const detector = useCallback(() => {
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

  const readLoop = useCallback(async (gen: number, reader: CodeDetector) => {
    while (gen === generation.current) {
      const started = performance.now();
      const video = videoRef.current;
      if (video && video.readyState >= 2 && !callbacks.current.hold) {
        try {
          const [code] = await reader.detect(video);
          // How many frames the reader has looked at, on the element itself (no re-render): proof
          // that a camera showing no code was read and found nothing, rather than not read yet.
          video.dataset.framesRead = String(Number(video.dataset.framesRead ?? 0) + 1);
          if (gen === generation.current && code?.rawValue) callbacks.current.onDetect(code.rawValue);
        } catch {
          // A frame that cannot be read (still decoding, resized) is skipped.
        }
      }
      await sleep(Math.max(0, SCAN_INTERVAL_MS - (performance.now() - started)));
    }
  }, []);

  const start = useCallback(
    async (deviceId?: string) => {
      const gen = ++generation.current;
      stopTracks();
      setError(null);
      setStatus('starting');
      setTorch({ supported: false, on: false });
      if (!window.isSecureContext) return fail(scannerError('insecure-context'));
      if (!navigator.mediaDevices?.getUserMedia) return fail(scannerError('no-stream-api'));
      if (!validFormats(formats)) return fail(scannerError('invalid-formats'));
      const pending = detector();

      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: videoConstraints(deviceId),
          audio: false,
        });
      } catch (problem) {
        const name = (problem as { name?: string }).name;
        if (deviceId && (name === 'NotFoundError' || name === 'OverconstrainedError')) {
          // The remembered camera is gone (another phone, unplugged): use the rear one.
          saveCamera(undefined);
          if (gen === generation.current) return start(undefined);
          return;
        }
        if (gen === generation.current) fail(fromMediaError(problem));
        return;
      }
      if (gen !== generation.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      video.dataset.framesRead = '0';
      try {
        await withTimeout(whenVideoHasData(video), START_TIMEOUT_MS);
        await video.play().catch(() => undefined);
      } catch (problem) {
        if (gen === generation.current) fail(scannerError('timeout', problem));
        return;
      }
      await sleep(SETTLE_MS);
      let reader: { detector: CodeDetector; engine: string };
      try {
        reader = await pending;
      } catch (problem) {
        if (gen === generation.current) fail(scannerError('no-detector', problem));
        return;
      }
      if (gen !== generation.current) return;
      setEngine(reader.engine);
      setStatus('streaming');

      const [track] = stream.getVideoTracks();
      setCameraId(track?.getSettings().deviceId);
      const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
      setTorch({ supported: capabilities.torch === true, on: false });
      navigator.mediaDevices
        .enumerateDevices()
        .then((devices) =>
          setCameras(
            devices
              .filter((device) => device.kind === 'videoinput')
              .map((device, index) => ({
                deviceId: device.deviceId,
                label: device.label || `Cámara ${index + 1}`,
              })),
          ),
        )
        .catch(() => setCameras([]));
      void readLoop(gen, reader.detector);
    },
    [detector, fail, formats, readLoop, stopTracks],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    stopTracks();
    setStatus('idle');
  }, [stopTracks]);

  /** Keeps the last frame on screen as a still image and lets the camera rest. */
  const pause = useCallback(() => {
    const video = videoRef.current;
    const still = stillRef.current;
    if (video && still && video.videoWidth > 0) {
      still.width = video.videoWidth;
      still.height = video.videoHeight;
      still.getContext('2d')?.drawImage(video, 0, 0, still.width, still.height);
    }
    generation.current += 1;
    stopTracks();
    setStatus('paused');
  }, [stopTracks]);

  const resume = useCallback(() => void start(cameraId ?? readSavedCamera()), [cameraId, start]);

  const chooseCamera = useCallback(
    (deviceId: string) => {
      saveCamera(deviceId);
      void start(deviceId);
    },
    [start],
  );

  const toggleTorch = useCallback(async () => {
    const [track] = streamRef.current?.getVideoTracks() ?? [];
    if (!track) return;
    const next = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on: next });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }, [torch.on]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when opened/closed or formats change.
  useEffect(() => {
    if (!active) {
      stop();
      return;
    }
    void start(readSavedCamera());
    return stop;
  }, [active, formatsKey]);

  // A phone locked or switched to another app must not keep the camera (and battery) busy.
  useEffect(() => {
    if (!active) return;
    const onVisibility = () => {
      if (document.hidden && streamRef.current) pause();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [active, pause]);

  return {
    videoRef,
    stillRef,
    status,
    error,
    engine,
    cameras,
    cameraId,
    torch,
    toggleTorch,
    chooseCamera,
    pause,
    resume,
    retry: resume,
  };
}
