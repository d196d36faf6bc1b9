import { fromMediaError, type ScannerError, scannerError } from './camera-errors';
import { type ScanFormat, validFormats } from './formats';

/** docs/product.md §9: the camera gets 3 s to start, then 500 ms to settle. */
export const START_TIMEOUT_MS = 3000;
export const SETTLE_MS = 500;

const CAMERA_KEY = 'scanner.cameraId';

export interface CameraOption {
  deviceId: string;
  label: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function readSavedCamera(): string | undefined {
  try {
    return localStorage.getItem(CAMERA_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function saveCamera(deviceId: string | undefined) {
  try {
    if (deviceId) localStorage.setItem(CAMERA_KEY, deviceId);
    else localStorage.removeItem(CAMERA_KEY);
  } catch {
    // Private mode: the choice simply is not remembered.
  }
}

/** Why this browser cannot scan at all with these formats, before asking for the camera. */
export function unsupportedReason(formats: readonly ScanFormat[]): ScannerError | null {
  if (!window.isSecureContext) return scannerError('insecure-context');
  if (!navigator.mediaDevices?.getUserMedia) return scannerError('no-stream-api');
  if (!validFormats(formats)) return scannerError('invalid-formats');
  return null;
}

function videoConstraints(deviceId: string | undefined): MediaTrackConstraints {
  // Ideal sizes only: a camera that cannot give 720p must still start (no OverconstrainedError).
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return deviceId ? { deviceId: { exact: deviceId }, ...size } : { facingMode: 'environment', ...size };
}

export type StreamRequest =
  | { stream: MediaStream }
  /** `cameraGone`: the remembered camera is not on this device (another phone, unplugged). */
  | { problem: unknown; cameraGone: boolean };

export async function requestStream(deviceId: string | undefined): Promise<StreamRequest> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: videoConstraints(deviceId),
      audio: false,
    });
    return { stream };
  } catch (problem) {
    const name = (problem as { name?: string }).name;
    const cameraGone =
      deviceId !== undefined && (name === 'NotFoundError' || name === 'OverconstrainedError');
    return { problem, cameraGone };
  }
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
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

/** Shows the stream on the video and waits (at most START_TIMEOUT_MS) for its first frame. */
export async function playStream(video: HTMLVideoElement, stream: MediaStream): Promise<void> {
  video.srcObject = stream;
  video.dataset.framesRead = '0';
  await withTimeout(whenVideoHasData(video), START_TIMEOUT_MS);
  await video.play().catch(() => undefined);
}

/** The video inputs to choose from; labels are empty until permission is given, hence the fallback. */
export async function listCameras(): Promise<CameraOption[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({
      deviceId: device.deviceId,
      label: device.label || `Cámara ${index + 1}`,
    }));
}

/** Copies the video's current frame onto the canvas, so a paused scanner still shows what it saw. */
export function drawStill(video: HTMLVideoElement | null, still: HTMLCanvasElement | null) {
  if (!video || !still || video.videoWidth === 0) return;
  still.width = video.videoWidth;
  still.height = video.videoHeight;
  still.getContext('2d')?.drawImage(video, 0, 0, still.width, still.height);
}

interface OpenSteps<Reader> {
  /** False once the camera was stopped, paused or started again: every step then gives up quietly. */
  isCurrent: () => boolean;
  video: () => HTMLVideoElement | null;
  /** The detector, loading since before the camera was asked for. */
  reader: Promise<Reader>;
  /** The stream is the hook's from here on (to stop it), even if it never shows a frame. */
  keep: (stream: MediaStream) => void;
  fail: (problem: ScannerError) => void;
}

/**
 * Asks for the camera, shows it, lets it settle and waits for the detector. Null when it failed
 * (already reported) or was overtaken; 'camera-gone' when the remembered camera is not here.
 */
export async function openCamera<Reader>(
  deviceId: string | undefined,
  steps: OpenSteps<Reader>,
): Promise<{ stream: MediaStream; reader: Reader } | 'camera-gone' | null> {
  const { isCurrent, fail } = steps;
  const request = await requestStream(deviceId);
  if ('problem' in request) {
    if (request.cameraGone) return 'camera-gone';
    if (isCurrent()) fail(fromMediaError(request.problem));
    return null;
  }
  const { stream } = request;
  if (!isCurrent()) {
    stopStream(stream);
    return null;
  }
  steps.keep(stream);
  const video = steps.video();
  if (!video) return null;
  try {
    await playStream(video, stream);
  } catch (problem) {
    if (isCurrent()) fail(scannerError('timeout', problem));
    return null;
  }
  await sleep(SETTLE_MS);
  let reader: Reader;
  try {
    reader = await steps.reader;
  } catch (problem) {
    if (isCurrent()) fail(scannerError('no-detector', problem));
    return null;
  }
  return isCurrent() ? { stream, reader } : null;
}
