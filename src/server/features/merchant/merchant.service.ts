import { LIMITS } from '#shared/common/constants';
import { offsetOf, paging } from '#shared/common/pagination';
import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type {
  MerchantApplicationBody,
  MerchantApplicationResponse,
  MerchantDto,
  MerchantListResponse,
} from '#shared/merchant/merchant.schemas';

import type { Db, DbOrTx } from '../../db/client';
import { requireRole, type Actor } from '../../kernel/actor';
import { AppError } from '../../kernel/app-error';
import { withUniqueMessage } from '../../kernel/db-errors';
import { mayAutoReply } from '../../mail/auto-reply';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import type { MerchantRow, merchants } from './merchant.table';
import { presentMerchant } from './merchant.presenter';
import * as repo from './merchant.repository';

/**
 * Adds a merchant, inside the caller's transaction when it passes one: an account and the
 * merchant it stands for are created together or not at all.
 */
export function addMerchant(
  db: DbOrTx,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  return repo.insertMerchant(db, values);
}

export function createMerchantService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db, mailer } = deps;

  async function presentOne(row: MerchantRow): Promise<MerchantDto> {
    const [dto] = await present([row]);
    if (!dto) throw new Error('A merchant row was not presented.');
    return dto;
  }

  async function present(rows: readonly MerchantRow[]): Promise<MerchantDto[]> {
    const extras = await repo.extrasOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      presentMerchant(row, extras.get(row.id) ?? { brand: null, hasAccount: false, history: [] }),
    );
  }
  return {
    /** An application to sell here, from the /sell page or the admin's Add Merchant form. */
    async apply(
      body: MerchantApplicationBody,
    ): Promise<Omit<MerchantApplicationResponse, 'success'>> {
      if (await repo.hasOpenApplication(db, body.email)) {
        throw AppError.rule(MERCHANT_MESSAGES.applicationOpen);
      }
      if (await repo.isBrandNameTaken(db, body.brandName)) {
        throw AppError.rule(MERCHANT_MESSAGES.brandTaken);
      }
      const row = await withUniqueMessage(MERCHANT_MESSAGES.applicationConflict, () =>
        db.transaction(async (tx) => {
          const merchant = await repo.insertMerchant(tx, {
            ...body,
            status: 'Waiting Approval',
            isActive: false,
          });
          await repo.insertEvent(tx, { merchantId: merchant.id, action: 'applied' });
          return merchant;
        }),
      );
      // The answer is the same whether or not the acknowledgement went (throttled).
      if (await mayAutoReply(db, body.email)) {
        mailer.send(body.email, templates.merchantApplicationReceived());
      }
      const forAdmins = templates.merchantApplicationForAdmins({
        ...body,
        merchantsUrl: `${deps.publicUrl}/dashboard/merchant`,
      });
      for (const email of await repo.adminEmails(db)) mailer.send(email, forAdmins);
      return {
        message: MERCHANT_MESSAGES.received(body.phoneNumber),
        merchant: await presentOne(row),
      };
    },

    async list(
      actor: Actor | null,
      query: { page: number; limit: number },
    ): Promise<MerchantListResponse> {
      requireRole(actor, 'ROLE ADMIN');
      const { rows, total } = await repo.listMerchants(db, {
        offset: offsetOf(query.page, query.limit),
        limit: query.limit,
      });
      return { merchants: await present(rows), ...paging(total, query.page, query.limit) };
    },

    /** Terms shorter than the dashboard's search box sends match nothing. */
    async search(actor: Actor | null, term: string): Promise<MerchantDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      if (term.length < LIMITS.dashboardSearchMin) return [];
      const rows = await repo.searchMerchants(db, term, LIMITS.dashboardPageSize);
      return present(rows);
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
