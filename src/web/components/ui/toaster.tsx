import { useEffect, useRef } from 'react';

import { cn } from '../../lib/cn';
import { useStore } from '../../lib/create-store';
import { toast, toastStore, type Toast } from '../../lib/toast';

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => toast.dismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs]);

  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 border-l-4 bg-white px-4 py-3 shadow-lg ring-1 ring-black/5',
        item.kind === 'error' && 'border-danger',
        item.kind === 'success' && 'border-success',
        item.kind === 'info' && 'border-indigo',
      )}
    >
      <div className="min-w-0 flex-1">
        {item.title ? <p className="text-sm font-semibold text-ink">{item.title}</p> : null}
        <p className="text-sm text-ink-soft">{item.message}</p>
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-1 p-1 text-stone-500 hover:text-ink"
        aria-label="Dismiss notification"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

/** Browsers without popovers (and test DOMs) show the list as a plain fixed layer. */
const canPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * Notices in the top-right corner. The list is a manual popover, raised into the top layer each
 * time a notice arrives: an open modal <dialog> lives in the top layer too, and a plain z-index
 * could never show a notice above it.
 */
export function Toaster() {
  const toasts = useStore(toastStore);
  const ref = useRef<HTMLDivElement>(null);
  const newest = toasts.at(-1)?.id;

  // Made a popover once in the browser: the server cannot tell whether the browser has them, and
  // the page it draws must be the one the browser hydrates.
  useEffect(() => {
    if (canPopover) ref.current?.setAttribute('popover', 'manual');
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list || !canPopover) return;
    if (list.matches(':popover-open')) list.hidePopover();
    if (newest !== undefined) list.showPopover();
  }, [newest]);

  return (
    <div
      ref={ref}
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 bottom-auto left-auto z-[60] m-0 flex flex-col items-end gap-2 overflow-visible border-0 bg-transparent p-0"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
