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
        repo.insertMerchant(db, { ...body, status: 'Waiting Approval', isActive: false }),
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
        merchant: presentMerchant(row),
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
      return { merchants: rows.map(presentMerchant), ...paging(total, query.page, query.limit) };
    },

    /** Terms shorter than the dashboard's search box sends match nothing. */
    async search(actor: Actor | null, term: string): Promise<MerchantDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      if (term.length < LIMITS.dashboardSearchMin) return [];
      const rows = await repo.searchMerchants(db, term, LIMITS.dashboardPageSize);
      return rows.map(presentMerchant);
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
