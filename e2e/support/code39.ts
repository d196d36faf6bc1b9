import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const dir = path.join(os.tmpdir(), 'yonke-e2e-camera');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `code39-${text}-${width}x${height}.y4m`);
  if (existsSync(file)) return file;
  // Video-range luma: 235 white paper, 16 black bars; neutral chroma.
  const luma = code39Image(text, width, height, 235, 16);
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
