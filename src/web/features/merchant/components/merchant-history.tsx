import type { MerchantEventAction, MerchantEventDto } from '#shared/merchant/merchant.schemas';

import { formatDate } from '../../../lib/format';

const ACTION_LABELS = {
  applied: 'Applied',
  approved: 'Approved',
  invited: 'Invited',
  rejected: 'Rejected',
  'signed-up': 'Signed up',
  disabled: 'Disabled',
  enabled: 'Enabled',
  'brand-deleted': 'Brand deleted',
  deleted: 'Deleted',
} as const satisfies Record<MerchantEventAction, string>;

function formatWhen(iso: string): string {
  return formatDate(iso, {
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** The merchant's lifecycle, oldest first, folded away under 'History' until asked for. */
export function MerchantHistory({ history }: { history: MerchantEventDto[] }) {
  if (history.length === 0) return null;
  return (
    <details className="group border-t border-line pt-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-xs font-medium uppercase tracking-[0.16em] text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo [&::-webkit-details-marker]:hidden">
        History ({history.length})
        <span
          aria-hidden="true"
          className="text-base leading-none text-stone-500 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <ol className="mt-4 space-y-3 border-l border-line pl-4 text-sm">
        {history.map((event, index) => (
          <li key={`${event.created}-${index}`} className="min-w-0">
            <p className="text-ink">
              <span className="font-medium">{ACTION_LABELS[event.action]}</span>
              {event.by ? <span className="text-ink-soft"> by {event.by}</span> : null}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={event.created}>{formatWhen(event.created)}</time>
            </p>
            {event.note ? <p className="mt-0.5 break-words text-ink-soft">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
