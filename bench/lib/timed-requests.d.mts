export interface LatencyFigures {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
}

export function latencyFigures(samples: readonly number[]): LatencyFigures;

export function csvRecordCounter(): { add(chunk: Uint8Array): void; readonly records: number };

export function residentBytes(pid: number): Promise<number | null>;
