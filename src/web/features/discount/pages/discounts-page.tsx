import { useState } from 'react';
import { Link } from 'react-router';

import { formatDollars } from '#shared/common/money';
import { DISCOUNT_STATES, type DiscountState } from '#shared/discount/discount.constants';
import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';
import type { DiscountCodeDto } from '#shared/discount/discount.schemas';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { FilterBar, ResultsCount, type FilterField } from '../../../components/admin/table-filters';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Badge, EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDiscounts, useSetDiscountActive } from '../api/discount.queries';

const FILTERS = ['q', 'status'] as const;
const STATE_LABELS: Record<DiscountState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};
const STATE_TONES: Record<DiscountState, 'success' | 'gold' | 'neutral' | 'danger'> = {
  active: 'success',
  scheduled: 'gold',
  expired: 'neutral',
  inactive: 'danger',
};
const FIELDS: ReadonlyArray<FilterField<(typeof FILTERS)[number]>> = [
  { name: 'q', label: 'Search codes', type: 'search', placeholder: 'Part of a code' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    anyLabel: 'Any status',
    options: DISCOUNT_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
  },
];

/** "15% off" or "$10.00 off", and the minimum when there is one. */
function termsOf(discount: DiscountCodeDto): string {
  const off =
    discount.type === 'percentage'
      ? `${discount.value}% off`
      : `${formatDollars(discount.value)} off`;
  return discount.minSubtotal > 0 ? `${off} from ${formatDollars(discount.minSubtotal)}` : off;
}

function periodOf(discount: DiscountCodeDto): string {
  if (!discount.startsAt && !discount.endsAt) return 'No end date';
  const from = discount.startsAt ? formatDate(discount.startsAt) : 'now';
  return discount.endsAt ? `${from} to ${formatDate(discount.endsAt)}` : `From ${from}`;
}

function usesOf(discount: DiscountCodeDto): string {
  const total =
    discount.maxUses === null
      ? `${discount.uses} used`
      : `${discount.uses} of ${discount.maxUses} used`;
  return discount.maxUsesPerCustomer === null
    ? total
    : `${total}, ${discount.maxUsesPerCustomer} per customer`;
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'code' : 'codes'}`;
}

/**
 * /dashboard/discount: the discount codes, an admin's all and a merchant's its brand's, searched
 * and filtered by the URL (decision 0044), 20 a page; each with Edit and Deactivate/Activate.
 */
export function DiscountsPage() {
  const filters = useUrlFilters(FILTERS);
  const list = useDiscounts(filters.page, filters.filterQuery);
  const setActive = useSetDiscountActive();
  useHandleQueryError(list.error);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function toggle(discount: DiscountCodeDto) {
    setBusyId(discount._id);
    try {
      const answer = await setActive.mutateAsync({
        id: discount._id,
        isActive: !discount.isActive,
      });
      toast.success(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      setBusyId(null);
    }
  }

  const data = list.data;
  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to={DASHBOARD_SCREENS.discountAdd.path} size="sm">
            Add
          </ButtonLink>
        }
      >
        Discounts
      </SectionTitle>
      <FilterBar label="Filter discount codes" filters={filters} fields={FIELDS} />
      <ResultsCount text={data ? countText(data.count) : null} />

      {list.isPending ? (
        <PageLoader label="Loading discount codes" />
      ) : data && data.discounts.length > 0 ? (
        <ul aria-label="Discount codes" className="grid gap-4 lg:grid-cols-2">
          {data.discounts.map((discount) => (
            <li key={discount._id} className="flex flex-col gap-3 border border-line bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-mono text-lg font-semibold tracking-wider break-all text-ink">
                    {discount.code}
                  </p>
                  <p className="text-sm text-ink-soft">{termsOf(discount)}</p>
                </div>
                <Badge tone={STATE_TONES[discount.state]}>{STATE_LABELS[discount.state]}</Badge>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">For</dt>
                <dd>{discount.brand ? `${discount.brand.name} items` : 'The whole store'}</dd>
                <dt className="text-muted">Runs</dt>
                <dd>{periodOf(discount)}</dd>
                <dt className="text-muted">Uses</dt>
                <dd>{usesOf(discount)}</dd>
              </dl>
              <div className="mt-auto flex flex-wrap gap-3 border-t border-line pt-3">
                <Link
                  to={DASHBOARD_SCREENS.discountEdit.path.replace(':id', discount._id)}
                  className="inline-flex h-9 items-center border border-ink px-3 text-xs font-semibold tracking-[0.12em] uppercase hover:bg-sand"
                  aria-label={`Edit ${discount.code}`}
                >
                  Edit
                </Link>
                <Button
                  variant={discount.isActive ? 'ghost' : 'secondary'}
                  size="sm"
                  isLoading={busyId === discount._id}
                  onClick={() => void toggle(discount)}
                  aria-label={`${discount.isActive ? 'Deactivate' : 'Activate'} ${discount.code}`}
                >
                  {discount.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{DISCOUNT_MESSAGES.noneYet}</EmptyState>
      )}

      {data ? (
        <Pagination
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={filters.setPage}
          label="Discount code pages"
        />
      ) : null}
    </div>
  );
}
