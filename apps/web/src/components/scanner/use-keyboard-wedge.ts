import { useEffect, useRef } from 'react';

/** A USB/Bluetooth scanner types a whole code within a few milliseconds per key, then Enter. */
const MAX_KEY_GAP_MS = 60;
const MIN_LENGTH = 3;

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * Codes from a keyboard-wedge scanner while no field has the focus (a field that has it gets the
 * keys itself, and its own Enter handling runs). Typing by hand is too slow to be taken for a scan.
 */
export function useKeyboardWedge(onCode: (code: string) => void, enabled = true) {
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      const now = performance.now();
      if (now - lastKeyAt > MAX_KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (event.key === 'Enter') {
        const code = buffer.trim();
        buffer = '';
        if (code.length >= MIN_LENGTH) {
          event.preventDefault();
          handler.current(code);
        }
        return;
      }
      if (event.key.length === 1) buffer += event.key;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
