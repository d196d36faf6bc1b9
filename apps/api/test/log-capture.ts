import pino from 'pino';
import { logger } from '../src/lib/logger.ts';

/**
 * The real application logger writing to memory at `level` until `stop()`: tests read what a log
 * line would hold (never a password, a token or what a user typed; docs/domain-rules.md, Logging).
 */
export function captureLog(level: pino.Level = 'info'): { lines: string[]; stop: () => void } {
  const slots = logger as unknown as Record<symbol, unknown>;
  const streamSym = pino.symbols.streamSym as unknown as symbol;
  const original = { stream: slots[streamSym], level: logger.level };
  const lines: string[] = [];
  slots[streamSym] = { write: (line: string) => lines.push(line) };
  logger.level = level;
  return {
    lines,
    stop: () => {
      slots[streamSym] = original.stream;
      logger.level = original.level;
    },
  };
}
