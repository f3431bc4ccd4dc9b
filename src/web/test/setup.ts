import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { panels } from '../lib/panel-store';
import { cart } from '../features/cart/api/cart-store';
import { sessionStore } from '../lib/session';
import { toast } from '../lib/toast';

// What a page shows after its requests and its lazy parts arrive may take more than the default
// second on a busy machine (CI runs the whole suite on two shared cores): wait as a person would.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs: open/close them as plain elements.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// A test fails on an unexpected console.error (React warnings, failed prop types...).
let errors: unknown[][] = [];
const originalError = console.error;
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  toast.clear();
  window.localStorage.clear();
  sessionStore.set(null);
  cart.reset();
  panels.close();
  vi.restoreAllMocks();
  console.error = originalError;
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
