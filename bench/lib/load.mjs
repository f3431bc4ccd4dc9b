// One autocannon run, reduced to the figures the reports use.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Ctrl+C during a run: stop it rather than leave sockets open.
    const stop = () => instance.stop();
    process.once('SIGINT', stop);
    instance.once('done', () => process.off('SIGINT', stop));
  });
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** True when every request of a run was answered with a 2xx in time. */
export function isClean(run) {
  return run.answered && run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
}

/**
 * Loads `url` with `connections` for `duration` seconds, after an unrecorded warm-up of
 * `warmup` seconds, each request with `headers` (none by default). Latencies are in milliseconds.
 */
export async function measure(url, { connections, duration, warmup, headers }) {
  if (warmup > 0) await run({ url, connections, duration: warmup, headers });
  const result = await run({ url, connections, duration, headers });
  const answered = result.requests.total > 0;
  return {
    /** False when not one answer came back within the run: the latencies are then unknown. */
    answered,
    rps: round(result.requests.average, 1),
    requests: result.requests.total,
    p50: answered ? result.latency.p50 : null,
    p90: answered ? result.latency.p90 : null,
    p99: answered ? result.latency.p99 : null,
    max: answered ? result.latency.max : null,
    mean: answered ? round(result.latency.mean) : null,
    non2xx: result.non2xx,
    /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSec: Math.round(result.throughput.average),
  };
}

/**
 * Waits until the server at `baseUrl` answers promptly again (twice in a row within `promptMs`):
 * a saturated server may still be working through requests its load gave up on, which would
 * take the processor from the next load.
 */
export async function drained(baseUrl, { promptMs = 50, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (let prompt = 0; prompt < 2 && Date.now() < deadline;) {
    const started = performance.now();
    try {
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    } catch {
      // Not answering yet is not prompt.
    }
    prompt = performance.now() - started <= promptMs ? prompt + 1 : 0;
  }
}

/**
 * Loads each scenario's path on every target, one after the other, rotating who goes first so
 * that slow moments of the machine do not always hit the same one, and waiting after each load
 * until its server is idle again. `targets`: [{ key, server }];
 * answers, per scenario, { [key]: run }.
 */
export async function measureSideBySide(scenarios, targets, load, log) {
  const all = [];
  for (const [index, scenario] of scenarios.entries()) {
    const order = targets.map((_, i) => targets[(i + index) % targets.length]);
    const runs = {};
    for (const { key, server } of order) {
      runs[key] = await measure(server.url + scenario.path, load);
      log(scenario, key, runs[key]);
      await drained(server.url);
    }
    all.push(runs);
  }
  return all;
}
