import { useState } from 'react';

import { LIMITS } from '#shared/common/constants';
import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantDto } from '#shared/merchant/merchant.schemas';

import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader, Spinner } from '../../../components/ui/spinner';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import {
  useApproveMerchant,
  useDeleteMerchant,
  useMerchants,
  useMerchantSearch,
  useRejectMerchant,
  useSetMerchantActive,
} from '../api/merchant.queries';
import { MerchantCard } from './merchant-card';

function isLongEnough(text: string): boolean {
  return text.length >= LIMITS.dashboardSearchMin;
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'merchant' : 'merchants'}`;
}

/** The question before switching a merchant on or off (dashboard spec section 4). */
export function activeQuestion(merchant: MerchantDto): string {
  const verb = merchant.isActive ? 'disable' : 'enable';
  return `Are you sure you want to ${verb} ${merchant.name}'s merchant account?`;
}

type Pending = { kind: 'delete' | 'active'; merchant: MerchantDto } | null;

/**
 * All merchants, 20 a page, with a search on email, phone number, brand or status (from 2
 * characters, after a 1000 ms pause; the pages are hidden meanwhile). Delete and the Enabled
 * switch ask first; every action shows the server's message and loads the list again.
 */
export function MerchantDirectory() {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input.trim(), LIMITS.dashboardSearchDebounceMs);
  const term = isLongEnough(input.trim()) && isLongEnough(debounced) ? debounced : '';
  const isSearching = term !== '';

  const list = useMerchants(page);
  const search = useMerchantSearch(term);
  useHandleQueryError(list.error);
  useHandleQueryError(search.error);

  const approve = useApproveMerchant();
  const reject = useRejectMerchant();
  const setActive = useSetMerchantActive();
  const remove = useDeleteMerchant();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const act = async (id: string, call: () => Promise<{ message: string }>) => {
    setBusyId(id);
    try {
      const answer = await call();
      toast.success(answer.message);
      return true;
    } catch (error) {
      handleError(error);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, merchant } = pending;
    const done = await act(merchant._id, () =>
      kind === 'delete'
        ? remove.mutateAsync(merchant._id)
        : setActive.mutateAsync({ id: merchant._id, isActive: !merchant.isActive }),
    );
    setPending(null);
    // The last merchant of a later page is gone: show the page before it.
    if (done && kind === 'delete' && !isSearching && list.data?.merchants.length === 1) {
      setPage((current) => Math.max(1, current - 1));
    }
  };

  const merchants = isSearching ? search.data : list.data?.merchants;
  const isLoading = isSearching ? search.isPending : list.isPending;
  const isConfirming = pending !== null && busyId === pending.merchant._id;

  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to="/dashboard/merchant/add" size="sm">
            Add
          </ButtonLink>
        }
      >
        Merchants
      </SectionTitle>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TextField
          label="Search merchants"
          hideLabel
          type="search"
          placeholder="Type email, phone number, brand or status"
          autoComplete="off"
          maxLength={LIMITS.searchMax}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          containerClassName="w-full sm:max-w-sm"
        />
        {merchants ? (
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted" role="status">
            {isSearching
              ? `${countText(merchants.length)} matching “${term}”`
              : countText(list.data?.count ?? 0)}
          </p>
        ) : null}
      </div>

      {isLoading && isSearching ? (
        <div className="flex justify-center py-14 text-muted">
          <Spinner className="size-6" label="Searching merchants" />
        </div>
      ) : isLoading ? (
        <PageLoader label="Loading merchants" />
      ) : merchants && merchants.length > 0 ? (
        <ul aria-label="Merchants" className="grid gap-5 xl:grid-cols-2">
          {merchants.map((merchant) => (
            <li key={merchant._id}>
              <MerchantCard
                merchant={merchant}
                isBusy={busyId === merchant._id}
                onApprove={() => void act(merchant._id, () => approve.mutateAsync(merchant._id))}
                onReject={() => void act(merchant._id, () => reject.mutateAsync(merchant._id))}
                onDelete={() => setPending({ kind: 'delete', merchant })}
                onToggleActive={() => setPending({ kind: 'active', merchant })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{MERCHANT_MESSAGES.noMerchants}</EmptyState>
      )}

      {!isSearching && list.data ? (
        <Pagination
          currentPage={list.data.currentPage}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          label="Merchants pages"
        />
      ) : null}

      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === 'delete'
            ? 'Delete merchant?'
            : pending?.merchant.isActive
              ? 'Disable merchant?'
              : 'Enable merchant?'
        }
        confirmLabel={
          pending?.kind === 'delete' ? 'Delete' : pending?.merchant.isActive ? 'Disable' : 'Enable'
        }
        tone={pending?.kind === 'active' && !pending.merchant.isActive ? 'primary' : 'danger'}
        isBusy={isConfirming}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!isConfirming) setPending(null);
        }}
      >
        {pending?.kind === 'delete' ? (
          <p>
            Are you sure you want to delete {pending.merchant.name}&apos;s merchant account?
            {pending.merchant.brand
              ? ' Its brand is deleted and its products leave the shop.'
              : null}
          </p>
        ) : pending ? (
          <p>{activeQuestion(pending.merchant)}</p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
