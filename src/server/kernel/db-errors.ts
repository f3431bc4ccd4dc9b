import { AppError } from './app-error';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

/** Runs a write and turns a unique-constraint violation into a readable 400. */
export async function withUniqueMessage<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.rule(message);
    throw error;
  }
}
