import { useEffect, useId, useRef, useState } from 'react';

import { ApiError, api } from '../../lib/api-client';
import { Button } from '../ui/button';

/** The query string of a view's filters, as an export path's tail ("" or "?q=…"). */
export function withFilters(path: string, filterQuery: string): string {
  return filterQuery ? `${path}?${filterQuery}` : path;
}

/** One file the screen offers: its button's words and the API path with the view's filters. */
export interface CsvExportChoice {
  label: string;
  /** E.g. `/order/export?status=Shipped` (the screen's URL search params, as they are). */
  path: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; label: string; rows: number; total: number | null }
  | { kind: 'done'; filename: string; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** "12,000" (no formatter built at load: the dashboard's chunk stays cheap to start). */
const format = (value: number) => value.toLocaleString('en-US');

/** The name the server gave the file (`attachment; filename="orders-2026-11-27.csv"`). */
export function filenameOf(disposition: string | null, fallback: string): string {
  const start = disposition?.indexOf('filename="') ?? -1;
  if (!disposition || start < 0) return fallback;
  const name = disposition.slice(start + 'filename="'.length, disposition.indexOf('"', start + 10));
  return name && !name.includes('/') && !name.includes('\\') ? name : fallback;
}

/**
 * Counts the records of a CSV file as its text arrives (RFC 4180: a line end inside quotes is
 * part of a cell, and a doubled quote toggles twice), so progress counts rows, not lines.
 */
export function createRecordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    push(text: string): number {
      for (let i = 0; i < text.length; i += 1) {
        const ch = text.charCodeAt(i);
        if (ch === 34) inQuotes = !inQuotes;
        else if (ch === 10 && !inQuotes) records += 1;
      }
      return records;
    },
  };
}

/** Hands the browser a file to save under `filename`. */
function saveFile(parts: BlobPart[], filename: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export CSV" for a dashboard table (issue 25 §3, decision 0046): fetches the file of the
 * view's filters with the token (never in a URL), reads it as it streams, says how far it got in
 * a polite live region ("Exporting… 12,000 of 100,000 rows") with a Cancel button, then saves it
 * under the server's name. A refusal is shown in place.
 */
export function ExportCsv({ choices }: { choices: readonly CsvExportChoice[] }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const statusId = useId();
  // A screen left mid-export stops reading it (the server then stops too).
  useEffect(() => () => controller.current?.abort(), []);

  async function run(choice: CsvExportChoice) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', label: choice.label, rows: 0, total: null });
    try {
      const response = await api.stream(choice.path, abort.signal);
      const header = response.headers.get('x-total-count');
      const total = header === null || header === '' ? null : Number(header);
      const filename = filenameOf(response.headers.get('content-disposition'), 'export.csv');
      const parts: Uint8Array[] = [];
      const counter = createRecordCounter();
      const decoder = new TextDecoder();
      let rows = 0;
      setState({ kind: 'running', label: choice.label, rows, total });
      const reader = response.body?.getReader();
      // Cancel ends the read at once, whatever the transport does with the signal.
      abort.signal.addEventListener('abort', () => void reader?.cancel().catch(() => undefined));
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          // The header is a record too, not a row.
          rows = Math.max(0, counter.push(decoder.decode(value, { stream: true })) - 1);
          setState({ kind: 'running', label: choice.label, rows, total });
        }
      }
      if (abort.signal.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
      saveFile(parts as BlobPart[], filename);
      setState({ kind: 'done', filename, rows });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ kind: 'cancelled' });
        return;
      }
      setState({
        kind: 'failed',
        message:
          error instanceof ApiError
            ? error.message
            : 'The export stopped before the end. Please try again.',
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const running = state.kind === 'running';
  const status =
    state.kind === 'running'
      ? state.total === null
        ? `Exporting… ${format(state.rows)} rows`
        : `Exporting… ${format(Math.min(state.rows, state.total))} of ${format(state.total)} rows`
      : state.kind === 'done'
        ? `Saved ${state.filename} (${format(state.rows)} ${state.rows === 1 ? 'row' : 'rows'}).`
        : state.kind === 'cancelled'
          ? 'Export cancelled.'
          : '';

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.path}
            type="button"
            size="sm"
            variant="secondary"
            disabled={running}
            aria-describedby={statusId}
            onClick={() => void run(choice)}
          >
            {choice.label}
          </Button>
        ))}
        {running ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => controller.current?.abort()}
          >
            Cancel export
          </Button>
        ) : null}
      </div>
      <p id={statusId} role="status" aria-live="polite" className="text-xs text-muted">
        {status}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-xs text-danger">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
