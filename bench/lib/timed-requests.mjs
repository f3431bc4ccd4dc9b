// Timed GET requests one by one (or a few at once), and streamed downloads measured for rows per
// second and the server's resident memory: the dashboard part's measurements.
import { readFile } from 'node:fs/promises';

import { percentile } from './stats.mjs';

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** count, p50, p95, p99, max and mean of latency samples (ms), one decimal; nulls for none. */
export function latencyFigures(samples) {
  const count = samples.length;
  return {
    count,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
    max: round(count ? Math.max(...samples) : null),
    mean: round(count ? samples.reduce((sum, value) => sum + value, 0) / count : null),
  };
}

/**
 * GETs `url` `requests` times with `concurrency` in flight, each body read to its end, and stops
 * early at `seconds`; `warmup` unrecorded requests go first. Answers the latency figures of the
 * 200 answers, with `failures` (other statuses or errors), `stoppedEarly` and the first body.
 */
export async function timeRequests(
  url,
  { headers = {}, requests, concurrency = 1, seconds, warmup = 0, timeoutMs = 30_000 },
) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { ok: response.status === 200, ms: performance.now() - started, body, response };
  };
  for (let i = 0; i < warmup; i += 1) await once().catch(() => undefined);

  const deadline = performance.now() + seconds * 1000;
  const samples = [];
  let failures = 0;
  let started = 0;
  let first;
  let firstFailure;
  async function worker() {
    while (started < requests && performance.now() < deadline) {
      started += 1;
      try {
        const answer = await once();
        if (answer.ok) {
          samples.push(answer.ms);
          first ??= answer.body;
        } else {
          failures += 1;
          firstFailure ??= `${answer.response.status} ${answer.body.slice(0, 200)}`;
        }
      } catch (error) {
        failures += 1;
        firstFailure ??= String(error?.message ?? error);
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return {
    ...latencyFigures(samples),
    concurrency,
    rps: round((samples.length / (performance.now() - began)) * 1000),
    failures,
    firstFailure: firstFailure ?? null,
    stoppedEarly: samples.length + failures < requests,
    firstBody: first ?? null,
  };
}

/**
 * Counts the records of CSV text fed in chunks (RFC 4180: a line break inside a quoted cell is
 * part of the cell; a doubled quote toggles twice). The last record may end without a break.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let pending = false;
  return {
    /** `chunk`: a Uint8Array of the file's bytes (UTF-8; quotes and breaks are single bytes). */
    add(chunk) {
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) {
          records += 1;
          pending = false;
          continue;
        }
        if (byte !== 0x0d) pending = true;
      }
    },
    get records() {
      return records + (pending ? 1 : 0);
    },
  };
}

/** The resident memory of process `pid` in bytes (VmRSS of /proc/<pid>/status); null if gone. */
export async function residentBytes(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/**
 * Downloads `url` to its end without keeping it, counting CSV records, while sampling the
 * resident memory of the server `pid` every `sampleMs`. Answers status, content type, bytes,
 * rows (records less the header), seconds, rows/s and the memory before and at its peak.
 */
export async function measureDownload(url, { headers = {}, pid, sampleMs = 20, timeoutMs }) {
  const before = await residentBytes(pid);
  let peak = before ?? 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await residentBytes(pid);
      if (now !== null && now > peak) peak = now;
      await new Promise((resolve) => setTimeout(resolve, sampleMs));
    }
  })();
  const started = performance.now();
  const counter = csvRecordCounter();
  let bytes = 0;
  let status;
  let contentType;
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    contentType = response.headers.get('content-type');
    if (response.body) {
      for await (const chunk of response.body) {
        bytes += chunk.length;
        counter.add(chunk);
      }
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = await residentBytes(pid);
  if (after !== null && after > peak) peak = after;
  const rows = Math.max(0, counter.records - 1);
  return {
    status,
    contentType,
    bytes,
    rows,
    seconds: Math.round(seconds * 1000) / 1000,
    rowsPerSecond: Math.round(rows / seconds),
    rssBeforeMB: before === null ? null : Math.round((before / 1024 ** 2) * 10) / 10,
    rssPeakMB: Math.round((peak / 1024 ** 2) * 10) / 10,
    rssGrowthMB: before === null ? null : Math.round(((peak - before) / 1024 ** 2) * 10) / 10,
  };
}
