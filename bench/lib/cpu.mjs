// Processor time used by processes (Linux /proc), so a figure can be given per unit of work:
// on a machine shared with other work, "ms of CPU per checkout" holds where req/s does not.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { pgQuery } from './datasets.mjs';

let ticks;
function ticksPerSecond() {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** User + system CPU milliseconds of `pid` so far, or null when it cannot be read. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) in parentheses: utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving `database` now (their pids, as the server sees them). */
export async function backendPids(databaseUrl, database) {
  const { rows } = await pgQuery(
    databaseUrl,
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

/**
 * A CPU meter over the store's servers (`pids`) and the PostgreSQL backends of `database`
 * (this machine's server only). `stop()` answers { storeMs, databaseMs }: what each used since
 * the meter started. Backends that ended in between are not counted (an undercount).
 */
export async function cpuMeter({ pids, databaseUrl, database }) {
  const startStore = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  const startDb = new Map(
    (await backendPids(databaseUrl, database)).map((pid) => [pid, cpuMs(pid)]),
  );
  return {
    async stop() {
      let storeMs = 0;
      for (const [pid, before] of startStore)
        storeMs += (cpuMs(pid) ?? before ?? 0) - (before ?? 0);
      let databaseMs = 0;
      for (const pid of await backendPids(databaseUrl, database)) {
        const now = cpuMs(pid);
        if (now === null) continue;
        databaseMs += now - (startDb.get(pid) ?? 0);
      }
      return { storeMs: Math.round(storeMs), databaseMs: Math.round(databaseMs) };
    },
  };
}
