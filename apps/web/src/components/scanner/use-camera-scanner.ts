import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ScannerError } from './camera-errors';
import {
  type CameraOption,
  drawStill,
  listCameras,
  openCamera,
  readSavedCamera,
  saveCamera,
  stopStream,
  unsupportedReason,
} from './camera-stream';
import type { ScanFormat } from './formats';
import { runReadLoop } from './read-loop';
import { useCodeDetector } from './use-code-detector';
import { useTorch } from './use-torch';

export type { CameraOption } from './camera-stream';
export { SETTLE_MS, START_TIMEOUT_MS } from './camera-stream';
export { SCAN_INTERVAL_MS } from './read-loop';

export type CameraStatus = 'idle' | 'starting' | 'streaming' | 'paused' | 'error';

interface Options {
  active: boolean;
  formats: readonly ScanFormat[];
  /** Called with every value the camera reads; the caller filters repeats. */
  onDetect: (value: string) => void;
  onError?: (error: ScannerError) => void;
  /** While true the camera keeps running but nothing is read (the host is still busy). */
  hold: boolean;
}

/**
 * The camera side of the scanner: stream, detector, read loop, torch, pause with the last frame,
 * and the remembered camera. States follow docs/product.md §4: stopped → streaming (after the stream
 * loads plus a settle pause) → paused or stopped.
 * Longer than most hooks on purpose: start, stop and pause share the stream, the generation and the
 * status; the steps themselves live in camera-stream.ts, read-loop.ts, use-torch.ts and use-code-detector.ts.
 */
export function useCameraScanner({ active, formats, onDetect, onError, hold }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stillRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start, stop and pause bumps it; an async step that finds it changed gives up quietly.
  const generation = useRef(0);
  const callbacks = useRef({ onDetect, onError, hold });
  callbacks.current = { onDetect, onError, hold };

  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<ScannerError | null>(null);
  const [engine, setEngine] = useState<string | null>(null);
  const [cameras, setCameras] = useState<CameraOption[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(undefined);
  const { torch, resetTorch, detectTorch, toggleTorch } = useTorch(streamRef);
  const detector = useCodeDetector(formats);

  const stopTracks = useCallback(() => {
    stopStream(streamRef.current);
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

  /** Once frames come: which camera this is, whether it has a torch, and the others to choose from. */
  const describeStream = useCallback(
    (stream: MediaStream) => {
      const [track] = stream.getVideoTracks();
      setCameraId(track?.getSettings().deviceId);
      detectTorch(track);
      listCameras()
        .then(setCameras)
        .catch(() => setCameras([]));
    },
    [detectTorch],
  );

  const start = useCallback(
    async (deviceId?: string): Promise<void> => {
      const gen = ++generation.current;
      const isCurrent = () => gen === generation.current;
      stopTracks();
      setError(null);
      setStatus('starting');
      resetTorch();
      const unsupported = unsupportedReason(formats);
      if (unsupported) return fail(unsupported);
      const opened = await openCamera(deviceId, {
        isCurrent,
        video: () => videoRef.current,
        reader: detector(),
        keep: (stream) => {
          streamRef.current = stream;
        },
        fail,
      });
      if (opened === 'camera-gone') {
        // The remembered camera is gone (another phone, unplugged): use the rear one.
        saveCamera(undefined);
        if (isCurrent()) return start(undefined);
        return;
      }
      if (!opened) return;
      const { stream, reader } = opened;
      setEngine(reader.engine);
      setStatus('streaming');
      describeStream(stream);
      void runReadLoop({
        reader: reader.detector,
        isCurrent,
        video: () => videoRef.current,
        hold: () => callbacks.current.hold,
        onDetect: (value) => callbacks.current.onDetect(value),
      });
    },
    [describeStream, detector, fail, formats, resetTorch, stopTracks],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    stopTracks();
    setStatus('idle');
  }, [stopTracks]);

  /** Keeps the last frame on screen as a still image and lets the camera rest. */
  const pause = useCallback(() => {
    drawStill(videoRef.current, stillRef.current);
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

  useCameraLifecycle({ active, formatsKey: formats.join(','), start, stop, pause, streamRef });

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

/** Opens the camera with the scanner and closes it with it; pauses it while the page is hidden. */
function useCameraLifecycle(props: {
  active: boolean;
  formatsKey: string;
  start: (deviceId?: string) => Promise<void>;
  stop: () => void;
  pause: () => void;
  streamRef: RefObject<MediaStream | null>;
}) {
  const { active, formatsKey, start, stop, pause, streamRef } = props;
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
  }, [active, pause, streamRef]);
}
