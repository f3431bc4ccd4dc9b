import { useEffect, useRef, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  /** 'center' for modals, 'left' / 'right' for drawers. */
  placement?: 'center' | 'left' | 'right' | 'top';
  className?: string;
}

/**
 * A modal on the native <dialog>: focus moves in and is trapped, Escape and the backdrop close
 * it, and focus returns to the opener.
 */
export function Dialog({
  isOpen,
  onClose,
  label,
  children,
  placement = 'center',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', handleCancel);
    return () => dialog.removeEventListener('cancel', handleCancel);
  }, [onClose]);

  return (
    // The backdrop click closes the dialog; Escape is handled by the native cancel event.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={label}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        // cn() only joins: a class here must not fight one of the placements' (max-h-none came
        // later in the stylesheet than max-h-[90vh] and let a tall modal run off the screen).
        'm-0 max-w-none bg-white p-0 text-ink backdrop:bg-black/40 open:flex open:flex-col',
        placement === 'center' && 'm-auto max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] shadow-2xl',
        placement === 'left' && 'h-dvh max-h-none w-[min(22rem,88vw)] shadow-2xl',
        placement === 'right' && 'ml-auto h-dvh max-h-none w-[min(26rem,92vw)] shadow-2xl',
        placement === 'top' &&
          'mx-auto mt-16 max-h-none w-[min(42rem,calc(100vw-2rem))] shadow-2xl',
        className,
      )}
    >
      {isOpen ? children : null}
    </dialog>
  );
}

export function CloseButton({ onClick, label = 'Close' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center text-ink hover:bg-sand"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
