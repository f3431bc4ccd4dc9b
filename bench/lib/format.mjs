// Plain-text tables and number formats for the console reports.

/** Prints `rows` (arrays of cells) under `header` with aligned columns; numbers align right. */
export function printTable(title, header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  const isNumeric = (text) => /^[-+]?[\d.,]+(\s?(ms|s|%|×|KB|x))?$/.test(text);
  const line = (row) =>
    row
      .map((cell, i) =>
        isNumeric(cell) && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of all.slice(1)) console.log(line(row));
}

export const int = (value) => Math.round(value).toLocaleString('en-US');
export const ms = (value) =>
  value === null || value === undefined
    ? '—'
    : `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
export const ratio = (value, digits = 2) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : `${value.toFixed(digits)}×`;

/** What went wrong in a load run, or '' when every request got a 2xx in time. */
export function trouble(run) {
  const parts = [];
  if (!run.answered) parts.push('NO ANSWER within the run');
  if (run.non2xx) parts.push(`NON-2XX ${run.non2xx}`);
  if (run.timeouts) parts.push(`TIMEOUTS ${run.timeouts}`);
  if (run.errors > run.timeouts) parts.push(`ERRORS ${run.errors - run.timeouts}`);
  return parts.join(' ');
}
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const verdict = (pass) => (pass === undefined ? '' : pass ? 'PASS' : 'FAIL');

/** One load run as a console line: scenario, target, req/s, p50, p99 and what went wrong. */
export function runLine(id, key, run, width = 14) {
  return `   ${id.padEnd(width)} ${key.padEnd(8)} ${int(run.rps).padStart(7)} req/s  p50 ${ms(run.p50)}  p99 ${ms(run.p99)}  ${trouble(run)}`.trimEnd();
}
