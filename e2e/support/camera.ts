import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.ts';
import { recordToasts } from './fixtures.ts';

export const VIDEO_DIR = path.join(os.tmpdir(), 'yonke-e2e-camera');

// Y4M luma levels (video range): white paper, black modules.
export const VIDEO_WHITE = 235;
export const VIDEO_BLACK = 16;

export interface VideoOptions {
  width?: number;
  height?: number;
  frames?: number;
}

/**
 * Writes a .y4m video (what Chromium's fake camera plays, in a loop) showing one QR code, or
 * blank white frames when `text` is null. No ffmpeg: qrcode's module matrix goes straight into
 * the Y plane; U and V are neutral grey. Files are cached by content.
 */
export function makeQrVideo(text: string | null, options: VideoOptions = {}): string {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 5;
  mkdirSync(VIDEO_DIR, { recursive: true });
  const name = `${text === null ? 'blank' : text.replace(/[^a-z0-9-]/gi, '_')}-${width}x${height}-${frames}.y4m`;
  const file = path.join(VIDEO_DIR, name);
  if (existsSync(file)) return file;

  const luma = Buffer.alloc(width * height, VIDEO_WHITE);
  if (text !== null) {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const modules = qr.modules.size;
    // The code with its 4-module quiet zone fills about 60% of the shorter side.
    const scale = Math.max(2, Math.floor((Math.min(width, height) * 0.6) / (modules + 8)));
    const side = modules * scale;
    const left = Math.floor((width - side) / 2);
    const top = Math.floor((height - side) / 2);
    for (let row = 0; row < modules; row += 1) {
      for (let column = 0; column < modules; column += 1) {
        if (!qr.modules.get(row, column)) continue;
        for (let y = 0; y < scale; y += 1) {
          luma.fill(
            VIDEO_BLACK,
            (top + row * scale + y) * width + left + column * scale,
            (top + row * scale + y) * width + left + (column + 1) * scale,
          );
        }
      }
    }
  }
  return writeY4m(file, width, height, frames, luma);
}

/**
 * Writes `frames` identical frames of the luma plane `luma` (width × height) as a .y4m file
 * (neutral chroma), through a temporary file so a parallel test never reads half of it.
 */
export function writeY4m(file: string, width: number, height: number, frames: number, luma: Buffer): string {
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const partial = `${file}.${process.pid}.part`;
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
    for (let frame = 0; frame < frames; frame += 1) {
      writeSync(fd, 'FRAME\n');
      writeSync(fd, luma);
      writeSync(fd, chroma);
    }
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  return file;
}

/** Flags that give Chromium a camera playing `videoFile`, with the permission prompt accepted. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

export interface CameraSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * A browser of its own whose camera shows `text` as a QR code (or nothing, for null). Chromium
 * reads the fake video file at launch, so every video needs its own launch.
 */
export async function openCameraBrowser(
  text: string | null,
  options: { baseURL: string; viewport?: { width: number; height: number }; video?: VideoOptions },
): Promise<CameraSession> {
  const video = makeQrVideo(text, options.video);
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
  });
  const context = await browser.newContext({
    baseURL: options.baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  // A browser of its own, not the tests' one: its toasts are recorded here (expectToast).
  await recordToasts(context);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}
