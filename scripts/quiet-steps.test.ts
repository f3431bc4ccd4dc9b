import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs script, without types.
import { runQuietly, TAIL_LINES } from './quiet-steps.mjs';

/*
 * `npm start`'s first build (scripts/start.mjs): a line per step on the screen, the commands'
 * own output in the log, and the log's tail when a step fails.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quiet-steps-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A screen that is not a terminal (as in CI): what was written to it. */
function screen() {
  let text = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { out, text: () => text };
}

/** A step that prints `lines` numbered lines, then exits with `code`. */
function noisy(label: string, lines: number, code = 0) {
  const script = `for (let n = 1; n <= ${lines}; n++) console.log('${label} line ' + n); process.exit(${code});`;
  return { label, command: process.execPath, args: ['-e', script] };
}

describe('runQuietly', () => {
  it('shows a short line per step while 250 lines of output go to the log', async () => {
    const logFile = path.join(dir, 'ok', 'build.log');
    const { out, text } = screen();
    const ok = await runQuietly({
      title: 'Build',
      steps: [noisy('web', 200), noisy('server', 50)],
      logFile,
      out,
      cwd: dir,
    });
    expect(ok).toBe(true);
    const shown = text().trimEnd().split('\n');
    expect(shown).toEqual([
      '  … Build: web [1/2]',
      '  … Build: server [2/2]',
      expect.stringMatching(/^ {2}✓ Build: done in \d+ s \(its output: ok\/build\.log\)$/),
    ]);
    const log = await readFile(logFile, 'utf8');
    expect(log).toContain('web line 200');
    expect(log).toContain('server line 50');
  });

  it('on a failure shows the log tail, says where the whole log is, and runs nothing after', async () => {
    const logFile = path.join(dir, 'failed', 'build.log');
    const { out, text } = screen();
    const ok = await runQuietly({
      title: 'Build',
      steps: [noisy('web', 100, 2), noisy('server', 5)],
      logFile,
      out,
      cwd: dir,
    });
    expect(ok).toBe(false);
    expect(text()).toContain('✗ Build: web failed (exit code 2)');
    expect(text()).toContain('The full output is in failed/build.log');
    expect(text()).toContain('web line 100');
    expect(text()).toContain(`web line ${100 - TAIL_LINES + 1}\n`);
    expect(text()).not.toContain(`web line ${100 - TAIL_LINES}\n`);
    expect(text()).not.toContain('server');
  });
});
