// What `npm start` shows while it works: one line per step with a progress indication, the
// commands' own output in a log file, and that log's tail when a step fails (decision 0055).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How many of the log's last lines a failure shows. */
export const TAIL_LINES = 40;

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

/** The last `count` lines of a file (all of it when shorter). */
export function tailOf(file, count = TAIL_LINES) {
  const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  return lines.slice(-count);
}

/** Runs one command with its output appended to `log`; resolves with its exit code. */
function runInto(log, { command, args, cwd, env }) {
  return new Promise((resolve) => {
    log.write(`\n$ ${[command, ...args].join(' ')}\n`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs `steps` one after the other under one heading, their output into `logFile`. On a
 * terminal one line is redrawn with a spinner, the part under way and the seconds so far;
 * elsewhere (a pipe, CI) a line per part. Returns true when every step succeeded; otherwise the
 * log's tail has been shown and the rest skipped.
 */
export async function runQuietly({ title, steps, logFile, out = process.stdout, cwd, env }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  await new Promise((resolve) => log.once('open', resolve));
  const shown = path.relative(cwd ?? process.cwd(), logFile) || logFile;
  const started = Date.now();
  const live = Boolean(out.isTTY);
  let part = '';
  let frame = 0;
  const draw = () => {
    frame = (frame + 1) % SPINNER.length;
    out.write(`\r\x1b[2K  ${SPINNER[frame]} ${title}: ${part} (${seconds(started)} s)`);
  };
  const ticker = live ? setInterval(draw, 120) : undefined;
  let failed;
  for (const [index, step] of steps.entries()) {
    part = `${step.label} [${index + 1}/${steps.length}]`;
    if (live) draw();
    else out.write(`  … ${title}: ${part}\n`);
    const code = await runInto(log, { cwd, env, ...step });
    if (code !== 0) {
      failed = { step, code };
      break;
    }
  }
  if (ticker) clearInterval(ticker);
  await new Promise((resolve) => log.end(resolve));
  if (live) out.write('\r\x1b[2K');
  if (failed) {
    out.write(
      `  ✗ ${title}: ${failed.step.label} failed (exit code ${failed.code}) after ${seconds(started)} s.\n` +
        `    The full output is in ${shown}; its last lines:\n\n`,
    );
    out.write(
      `${tailOf(logFile)
        .map((line) => `    ${line}`)
        .join('\n')}\n\n`,
    );
    return false;
  }
  out.write(`  ✓ ${title}: done in ${seconds(started)} s (its output: ${shown})\n`);
  return true;
}
