import { useState } from 'react';
import { Link } from 'react-router';

import {
  RETURN_NOTE_MAX,
  RETURN_STATUSES,
  type ReturnStatus,
} from '#shared/return/return.constants';
import type { ReturnDto } from '#shared/return/return.schemas';

import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { formatDate, formatMoney } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useReturnAction, useReturns, type ReturnAction } from '../api/return.queries';
import { ReturnStatusBadge } from '../components/return-status-badge';

const FILTERS = [
  { value: '', label: 'All returns' },
  ...RETURN_STATUSES.map((status) => ({
    value: status,
    label: status.charAt(0).toUpperCase() + status.slice(1),
  })),
];

function isStatus(value: string): value is ReturnStatus {
  return RETURN_STATUSES.some((status) => status === value);
}

function RefuseDialog({
  entry,
  onClose,
  onRefuse,
  isBusy,
}: {
  entry: ReturnDto;
  onClose: () => void;
  onRefuse: (note: string) => void;
  isBusy: boolean;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog isOpen onClose={onClose} label="Refuse this return">
      <form
        className="space-y-5 px-6 py-6 sm:px-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!note.trim()) {
            setError('Please say why the return is refused.');
            return;
          }
          onRefuse(note.trim());
        }}
      >
        <h2 className="text-2xl font-semibold text-ink">Refuse this return</h2>
        <p className="text-sm text-muted">
          {entry.quantity} × {entry.productName} (size {entry.size}). The shopper is mailed your
          note.
        </p>
        <TextareaField
          label="Why is it refused?"
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={isBusy}>
            Refuse return
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReturnCard({
  entry,
  busy,
  onAction,
  onRefuse,
}: {
  entry: ReturnDto;
  busy: boolean;
  onAction: (action: ReturnAction) => void;
  onRefuse: () => void;
}) {
  const name = `${entry.productName} (size ${entry.size})`;
  return (
    <article
      aria-label={`Return of ${entry.productName}`}
      className="border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold text-ink">
            {entry.quantity} × {name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            Order{' '}
            <Link to={`/order/${entry.orderId}`} className="break-all underline">
              {entry.orderNumber}
            </Link>{' '}
            · asked <time dateTime={entry.created}>{formatDate(entry.created)}</time>
          </p>
        </div>
        <ReturnStatusBadge status={entry.status} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">Reason</dt>
          <dd className="mt-0.5 text-ink">
            {entry.kind === 'cancellation' ? 'Cancelled item' : entry.reason}
          </dd>
        </div>
        <div>
          <dt className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">Refund</dt>
          <dd className="mt-0.5 text-ink tabular-nums">{formatMoney(entry.amount)}</dd>
        </div>
        {entry.note ? (
          <div>
            <dt className="text-[11px] font-medium uppercase tracking-[0.14em] text-muted">
              Shopper's note
            </dt>
            <dd className="mt-0.5 break-words text-ink">{entry.note}</dd>
          </div>
        ) : null}
      </dl>
      {entry.status === 'requested' ||
      entry.status === 'accepted' ||
      entry.status === 'refunding' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {entry.status === 'requested' ? (
            <>
              <Button
                size="sm"
                isLoading={busy}
                onClick={() => onAction('accept')}
                aria-label={`Accept return of ${entry.productName}`}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={onRefuse}
                aria-label={`Refuse return of ${entry.productName}`}
              >
                Refuse
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              isLoading={busy}
              onClick={() => onAction('receive')}
              aria-label={`Mark return of ${entry.productName} received`}
            >
              {entry.status === 'refunding' ? 'Retry refund' : 'Mark received & refund'}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}

/**
 * /dashboard/returns: the returns of a merchant's items (every return for an admin): accept or
 * refuse what shoppers ask, mark the parcel received, which gives the stock back and refunds it.
 */
export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const returns = useReturns(status);
  useHandleQueryError(returns.error);
  const act = useReturnAction();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<ReturnDto | null>(null);

  function run(entry: ReturnDto, action: ReturnAction, note?: string) {
    setBusyId(entry._id);
    act.mutate(
      { id: entry._id, action, note },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRefusing(null);
        },
        onError: (error) => handleError(error),
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <div>
      <SectionTitle
        action={
          <SelectField
            label="Show"
            options={FILTERS}
            value={status}
            onChange={(event) => {
              const { value } = event.target;
              setStatus(isStatus(value) ? value : '');
            }}
            containerClassName="w-full sm:w-52"
            className="h-9 text-sm"
          />
        }
      >
        Returns
      </SectionTitle>
      {returns.isPending ? (
        <PageLoader label="Loading returns" />
      ) : !returns.data || returns.data.returns.length === 0 ? (
        <EmptyState>No returns yet.</EmptyState>
      ) : (
        <div className="space-y-4">
          {returns.data.returns.map((entry) => (
            <ReturnCard
              key={entry._id}
              entry={entry}
              busy={busyId === entry._id}
              onAction={(action) => run(entry, action)}
              onRefuse={() => setRefusing(entry)}
            />
          ))}
        </div>
      )}
      {refusing ? (
        <RefuseDialog
          entry={refusing}
          isBusy={busyId === refusing._id}
          onClose={() => setRefusing(null)}
          onRefuse={(note) => run(refusing, 'refuse', note)}
        />
      ) : null}
    </div>
  );
}
