import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_BLACK, VIDEO_DIR, VIDEO_WHITE, writeY4m } from './camera.ts';

// Code 39, the barcode of VIN labels on door jambs: each character is 9 elements (bar, space,
// bar…), three of them wide. Drawn here so a test can make the image a camera would see.
const PATTERNS: Record<string, string> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  A: 'wnnnnwnnw',
  B: 'nnwnnwnnw',
  C: 'wnwnnwnnn',
  D: 'nnnnwwnnw',
  E: 'wnnnwwnnn',
  F: 'nnwnwwnnn',
  G: 'nnnnnwwnw',
  H: 'wnnnnwwnn',
  I: 'nnwnnwwnn',
  J: 'nnnnwwwnn',
  K: 'wnnnnnnww',
  L: 'nnwnnnnww',
  M: 'wnwnnnnwn',
  N: 'nnnnwnnww',
  O: 'wnnnwnnwn',
  P: 'nnwnwnnwn',
  Q: 'nnnnnnwww',
  R: 'wnnnnnwwn',
  S: 'nnwnnnwwn',
  T: 'nnnnwnwwn',
  U: 'wwnnnnnnw',
  V: 'nwwnnnnnw',
  W: 'wwwnnnnnn',
  X: 'nwnnwnnnw',
  Y: 'wwnnwnnnn',
  Z: 'nwwnwnnnn',
  '*': 'nwnnwnwnn',
};

/** The bars of `text` (start/stop asterisks added) as module widths: true = black. */
export function code39Modules(text: string, narrow = 1, wide = 3): boolean[] {
  const modules: boolean[] = [];
  for (const char of `*${text}*`) {
    const pattern = PATTERNS[char];
    if (!pattern) throw new Error(`Code 39 cannot encode ${char}`);
    [...pattern].forEach((element, index) => {
      const width = element === 'w' ? wide : narrow;
      for (let i = 0; i < width; i += 1) modules.push(index % 2 === 0);
    });
    modules.push(false); // the gap between characters
  }
  return modules;
}

/** A grey-level image (0 black … 255 white) of the barcode with a quiet zone, centred. */
export function code39Image(text: string, width: number, height: number, white = 255, black = 0): Buffer {
  const modules = code39Modules(text);
  const scale = Math.max(1, Math.floor((width * 0.9) / (modules.length + 20)));
  const left = Math.floor((width - modules.length * scale) / 2);
  const top = Math.floor(height * 0.3);
  const bottom = Math.floor(height * 0.7);
  const pixels = Buffer.alloc(width * height, white);
  for (let y = top; y < bottom; y += 1) {
    modules.forEach((dark, index) => {
      if (dark) pixels.fill(black, y * width + left + index * scale, y * width + left + (index + 1) * scale);
    });
  }
  return pixels;
}

/** A .y4m video for Chromium's fake camera showing the Code 39 barcode of `text`. */
export function makeCode39Video(text: string, width = 1280, height = 480, frames = 5): string {
  mkdirSync(VIDEO_DIR, { recursive: true });
  const file = path.join(VIDEO_DIR, `code39-${text}-${width}x${height}.y4m`);
  if (existsSync(file)) return file;
  return writeY4m(file, width, height, frames, code39Image(text, width, height, VIDEO_WHITE, VIDEO_BLACK));
}
