import type { z } from 'zod';

import { STORAGE_KEYS } from '#shared/common/constants';

import { storage } from './storage';

export interface FieldIssue {
  path: string;
  message: string;
}

/** Every failed call becomes one of these; `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: FieldIssue[];

  constructor(status: number, message: string, code?: string, issues: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

function readErrorBody(body: unknown): { error?: string; code?: string; issues?: FieldIssue[] } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' ? record.error : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    issues: Array.isArray(record.issues)
      ? record.issues.filter(
          (issue): issue is FieldIssue =>
            typeof issue === 'object' &&
            issue !== null &&
            typeof (issue as FieldIssue).path === 'string' &&
            typeof (issue as FieldIssue).message === 'string',
        )
      : undefined,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a call reaches the API: the browser's fetch, or the server's own router when it renders. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer answers the storefront's reads in-process, without a socket. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<T>(
  method: Method,
  path: string,
  options: { body?: unknown; schema?: z.ZodType<T>; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.authorization = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(`/api${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const parsed = readErrorBody(data);
    throw new ApiError(
      response.status,
      parsed.error ?? response.statusText,
      parsed.code,
      parsed.issues,
    );
  }
  if (options.schema) {
    const result = options.schema.safeParse(data);
    if (!result.success) {
      throw new ApiError(500, 'The server sent an unexpected answer.', 'BAD_RESPONSE');
    }
    return result.data;
  }
  return data as T;
}

/**
 * A GET whose answer the caller reads as a stream (a CSV export, decision 0046): the stored
 * token in the Authorization header as for every call, never in the URL; a refusal becomes
 * the same ApiError.
 */
async function openStream(path: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/csv, application/json' };
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.authorization = token;
  let response: Response;
  try {
    response = await transport(`/api${path}`, { method: 'GET', headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (response.ok) return response;
  let data: unknown;
  try {
    data = JSON.parse(await response.text());
  } catch {
    data = undefined;
  }
  const parsed = readErrorBody(data);
  throw new ApiError(
    response.status,
    parsed.error ?? response.statusText,
    parsed.code,
    parsed.issues,
  );
}

/** The one fetch wrapper: adds the stored token, parses JSON, turns failures into ApiError. */
export const api = {
  /** The answer itself, to read its body as it arrives (see openStream). */
  stream: (path: string, signal?: AbortSignal) => openStream(path, signal),
  get: <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
    request<T>('GET', path, { schema, signal }),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('POST', path, { body, schema }),
  put: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('PUT', path, { body, schema }),
  delete: <T>(path: string, schema?: z.ZodType<T>) => request<T>('DELETE', path, { schema }),
};
