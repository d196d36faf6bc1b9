let audio: AudioContext | undefined;

function context(): AudioContext | undefined {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return undefined;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio;
}

function tone(frequency: number, durationMs: number, startOffsetMs = 0, type: OscillatorType = 'sine') {
  const ctx = context();
  if (!ctx) return;
  const start = ctx.currentTime + startOffsetMs / 1000;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  // A short fade in and out avoids the click of a square edge.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + durationMs / 1000);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + durationMs / 1000 + 0.02);
}

function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Some browsers throw when vibration is blocked; the sound is enough.
  }
}

/** Browsers only let audio start after a tap; calling this from the tap that opens the scanner unlocks it. */
export function unlockScanSound() {
  context();
}

/** A read: one short high beep and a short buzz. */
export function readFeedback() {
  tone(1760, 90);
  vibrate(60);
}

/** The host could not use the code (part not found…): two low tones, a different buzz. */
export function errorFeedback() {
  tone(330, 140, 0, 'square');
  tone(247, 200, 170, 'square');
  vibrate([80, 60, 80]);
}
