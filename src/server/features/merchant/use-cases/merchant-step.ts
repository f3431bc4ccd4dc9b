import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse, MerchantDto } from '#shared/merchant/merchant.schemas';
import { isUuid } from '#shared/common/text';

import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import type { SessionsEnded } from '../../../kernel/signal';
import type { Mailer } from '../../../mail/mailer';
import type { AuditRecorder } from '../../audit/audit.service';
import { presentMerchant } from '../merchant.presenter';
import * as repo from '../merchant.repository';
import type { MerchantRow } from '../merchant.table';

/** What every step of the merchant's lifecycle is given (built once in services.ts). */
export interface MerchantDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Called after a step that changes what the shop shows: the catalog-changed signal. */
  onCatalogChange: () => void;
  /** Called after the commit of a step that signed accounts out (disable, delete). */
  onSessionsEnded?: (ended: SessionsEnded) => void;
  /** Who did what (decision 0045): each admin step records its entry in its transaction. */
  audit: AuditRecorder;
}

/** An admin's step in the audit log: the merchant's status and switch before and after. */
export async function recordStep(
  deps: Pick<MerchantDeps, 'audit'>,
  tx: Tx,
  actor: Actor,
  kind:
    | 'merchant.approve'
    | 'merchant.reject'
    | 'merchant.disable'
    | 'merchant.enable'
    | 'merchant.delete',
  before: MerchantRow,
  after: MerchantRow | null,
  brandId: string | null = null,
): Promise<void> {
  const values = (row: MerchantRow) => ({ status: row.status, isActive: row.isActive });
  await deps.audit.record(tx, {
    actor,
    kind,
    brandId,
    subject: { id: before.id, label: `${before.name} (${before.brandName})` },
    before: values(before),
    after: after ? values(after) : null,
  });
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The merchant of `id` locked for this step, or a 404. */
export async function lockedMerchant(tx: DbOrTx, id: string): Promise<MerchantRow> {
  const row = isUuid(id) ? await repo.lockMerchant(tx, id.toLowerCase()) : null;
  if (!row) throw AppError.notFound(MERCHANT_MESSAGES.notFound);
  return row;
}

/** The approved merchant of `id` locked for a switch (disable, enable), or the 4xx. */
export async function lockedApprovedMerchant(tx: DbOrTx, id: string): Promise<MerchantRow> {
  const merchant = await lockedMerchant(tx, id);
  if (merchant.status !== 'Approved') throw AppError.rule(MERCHANT_MESSAGES.notApproved);
  return merchant;
}

/** The merchants as the dashboard shows them: brand, account and history. */
export async function presentMerchants(
  db: DbOrTx,
  rows: readonly MerchantRow[],
): Promise<MerchantDto[]> {
  const extras = await repo.extrasOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentMerchant(row, extras.get(row.id) ?? { brand: null, hasAccount: false, history: [] }),
  );
}

export async function presentOneMerchant(db: DbOrTx, row: MerchantRow): Promise<MerchantDto> {
  const [dto] = await presentMerchants(db, [row]);
  if (!dto) throw new Error('A merchant row was not presented.');
  return dto;
}

/** The answer of an admin's step: the merchant as it is now. */
export async function merchantAnswer(
  db: DbOrTx,
  row: MerchantRow,
  message: string,
): Promise<MerchantActionResponse> {
  return { success: true, message, merchant: await presentOneMerchant(db, row) };
}
