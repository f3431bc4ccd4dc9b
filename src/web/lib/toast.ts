import { LIMITS } from '#shared/common/constants';

import { createStore } from './create-store';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
  durationMs: number;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

const ERROR_MS = 5000;

function push(kind: ToastKind, message: string, title?: string, durationMs?: number): number {
  const id = nextId;
  nextId += 1;
  const duration = durationMs ?? (kind === 'error' ? ERROR_MS : LIMITS.toastMs);
  toastStore.set((toasts) => [...toasts, { id, kind, title, message, durationMs: duration }]);
  return id;
}

/** Toasts appear top-right; success notices go after 1 second (storefront spec section 8). */
export const toast = {
  success: (message: string, title?: string) => push('success', message, title),
  error: (message: string, title?: string) => push('error', message, title),
  info: (message: string, title?: string) => push('info', message, title),
  dismiss(id: number) {
    toastStore.set((toasts) => toasts.filter((t) => t.id !== id));
  },
  clear() {
    toastStore.set([]);
  },
};
