import type { ReactNode } from 'react';

import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for what cannot be taken back (delete, disable); 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a dashboard action: a modal (focus moves in and is trapped, Escape closes it, focus
 * returns to the opener) with the question, Cancel and the action's button.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  isBusy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} label={title}>
      <div className="px-6 py-6 sm:px-8">
        <h2 className="text-2xl font-semibold text-ink">{title}</h2>
        <div className="mt-3 text-[15px] leading-7 text-muted">{children}</div>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
