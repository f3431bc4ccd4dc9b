import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantDto } from '#shared/merchant/merchant.schemas';

import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format';
import { MerchantHistory } from './merchant-history';
import { Breakable } from '../../../components/ui/breakable';

export interface MerchantCardActions {
  onApprove: () => void;
  onReject: () => void;
  /** Asks first (the list's confirmation), then deletes. */
  onDelete: () => void;
  /** Asks first (the list's confirmation), then enables or disables. */
  onToggleActive: () => void;
}

interface MerchantCardProps extends MerchantCardActions {
  merchant: MerchantDto;
  /** A call about this merchant is on its way: its buttons wait. */
  isBusy?: boolean;
}

const STATUS_TONES = {
  'Waiting Approval': 'gold',
  Approved: 'success',
  Rejected: 'danger',
} as const satisfies Record<MerchantDto['status'], 'gold' | 'success' | 'danger'>;

const LABEL = 'text-[11px] font-medium uppercase tracking-[0.16em] text-muted';

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className={LABEL}>{label}</dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The brand applied for; once an approval made it, its name, and a link while it is in the shop. */
function BrandValue({ merchant }: { merchant: MerchantDto }) {
  const { brand } = merchant;
  if (!brand) return <>{merchant.brandName}</>;
  if (!brand.isActive) {
    return (
      <>
        {brand.name} <span className="text-xs text-muted">(not in the shop)</span>
      </>
    );
  }
  return (
    <Link
      to={`/shop/brand/${brand.slug}`}
      className="font-medium text-ink underline underline-offset-4 hover:text-indigo"
    >
      {brand.name}
    </Link>
  );
}

/**
 * One merchant of the admin's list: what the application says, its history, and the actions of
 * its status (dashboard spec section 4).
 */
export function MerchantCard({ merchant, isBusy, ...actions }: MerchantCardProps) {
  const titleId = `merchant-${merchant._id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={LABEL}>Name</p>
          <h2 id={titleId} className="mt-1 break-words text-2xl font-semibold text-ink">
            {merchant.name}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The status, 'Approved' included, is read here rather than repeated by the actions. */}
          <Badge tone={STATUS_TONES[merchant.status]}>{merchant.status}</Badge>
          {merchant.status === 'Approved' && !merchant.isActive ? (
            <Badge tone="neutral">Disabled</Badge>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-line pt-5 text-sm sm:grid-cols-2">
        <Row label="Business" wide>
          <span className="whitespace-pre-line">{merchant.business}</span>
        </Row>
        <Row label="Brand">
          <BrandValue merchant={merchant} />
        </Row>
        <Row label="Email">{merchant.email ? <Breakable text={merchant.email} /> : 'N/A'}</Row>
        <Row label="Phone Number">{merchant.phoneNumber}</Row>
        <Row label="Request date">
          <time dateTime={merchant.created}>{formatDate(merchant.created)}</time>
        </Row>
      </dl>
      {merchant.status === 'Approved' && !merchant.hasAccount ? (
        <p className="mt-4 text-xs text-muted">Invited; has not completed sign up yet.</p>
      ) : null}
      <div className="mt-5">
        <MerchantHistory history={merchant.history} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
        <StatusActions merchant={merchant} isBusy={isBusy} {...actions} />
      </div>
    </article>
  );
}

function StatusActions({
  merchant,
  isBusy,
  onApprove,
  onReject,
  onDelete,
  onToggleActive,
}: MerchantCardProps) {
  const deleteButton = (
    <Button variant="danger" size="sm" onClick={onDelete} disabled={isBusy}>
      Delete
    </Button>
  );
  switch (merchant.status) {
    case 'Approved':
      return (
        <>
          <SwitchField
            label="Enabled"
            checked={merchant.isActive}
            disabled={isBusy}
            // The switch only asks: it moves once the admin confirms and the server answers.
            onChange={onToggleActive}
          />
          {deleteButton}
        </>
      );
    case 'Rejected':
      return (
        <>
          <Button size="sm" onClick={onApprove} disabled={isBusy}>
            Re-Approve
          </Button>
          {deleteButton}
        </>
      );
    default:
      return merchant.email ? (
        <>
          <Button size="sm" onClick={onApprove} disabled={isBusy}>
            Approve
          </Button>
          <Button variant="secondary" size="sm" onClick={onReject} disabled={isBusy}>
            Reject
          </Button>
        </>
      ) : (
        <>
          <p className="w-full text-sm text-ink-soft">
            {MERCHANT_MESSAGES.noEmail(merchant.phoneNumber)}
          </p>
          {deleteButton}
        </>
      );
  }
}
