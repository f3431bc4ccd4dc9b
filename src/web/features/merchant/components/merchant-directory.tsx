import { useState } from 'react';

import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantDto } from '#shared/merchant/merchant.schemas';

import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { countOf, DirectoryItems, DirectorySearch } from '../../../components/admin/directory';
import { SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useDashboardSearch } from '../../../lib/use-dashboard-search';
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
  const searchBox = useDashboardSearch();
  const { term, isSearching } = searchBox;

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
      <DirectorySearch
        search={searchBox}
        label="Search merchants"
        placeholder="Type email, phone number, brand or status"
        status={
          merchants
            ? isSearching
              ? `${countOf(merchants.length, 'merchant', 'merchants')} matching “${term}”`
              : countOf(list.data?.count ?? 0, 'merchant', 'merchants')
            : null
        }
      />

      <DirectoryItems
        items={merchants}
        isLoading={isLoading}
        isSearching={isSearching}
        loadingLabel="Loading merchants"
        searchingLabel="Searching merchants"
        emptyText={MERCHANT_MESSAGES.noMerchants}
        listLabel="Merchants"
        className="grid gap-5 xl:grid-cols-2"
      >
        {(merchant) => (
          <MerchantCard
            merchant={merchant}
            isBusy={busyId === merchant._id}
            onApprove={() => void act(merchant._id, () => approve.mutateAsync(merchant._id))}
            onReject={() => void act(merchant._id, () => reject.mutateAsync(merchant._id))}
            onDelete={() => setPending({ kind: 'delete', merchant })}
            onToggleActive={() => setPending({ kind: 'active', merchant })}
          />
        )}
      </DirectoryItems>

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
