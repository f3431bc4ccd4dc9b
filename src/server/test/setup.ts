import { afterEach, vi } from 'vitest';

// A test fails on an unexpected console.error: it usually hides a real problem.
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
