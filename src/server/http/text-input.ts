import type { FastifyRequest } from 'fastify';

import { AppError } from '../kernel/app-error';

export const NUL_CHARACTER_MESSAGE = 'The request contains a character that is not allowed (NUL).';

/**
 * True when a parsed request value holds U+0000 in any string or key. Walked with a stack, not
 * recursion: a JSON body may nest thousands of levels deep within the body limit.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so such input would fail in the first query with a 500:
 * it is refused as a bad request before validation instead, wherever it came (path, query, body).
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw AppError.validation(NUL_CHARACTER_MESSAGE);
  }
}
