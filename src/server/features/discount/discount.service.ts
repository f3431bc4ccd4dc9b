import { centsToDollars, dollarsToCents } from '#shared/common/money';
import { isUuid } from '#shared/common/text';
import type { LineSize } from '#shared/product/made-to-measure';
import { DISCOUNT_LIMITS } from '#shared/discount/discount.constants';
import { DISCOUNT_MESSAGES as M } from '#shared/discount/discount.messages';
import { priceDiscount, type DiscountTerms } from '#shared/discount/discount.rules';
import type {
  DiscountApplyBody,
  DiscountApplyResponse,
  DiscountCodeBody,
  DiscountCodeDto,
  DiscountListQuery,
  DiscountListResponse,
} from '#shared/discount/discount.schemas';
import { offsetOf, paging } from '#shared/common/pagination';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { withUniqueMessage } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { rowChange, type AuditRecorder } from '../audit/audit.service';
import { presentDiscount } from './discount.presenter';
import * as repo from './discount.repository';
import type { DiscountCodeRow, NewDiscountCode } from './discount.table';

/** A bag line as the discount prices it: the product, its size and quantity, its unit price. */
export interface DiscountBagLine {
  productId: string;
  size: LineSize;
  quantity: number;
  priceCents: number;
}

/** A discount taken for a checkout: the code and what it takes off each line. */
export interface RedeemedDiscount {
  code: string;
  discountCents: number;
  /** Each line's part, in the lines' order (decision 0054: largest remainder). */
  lineDiscounts: number[];
}

const AUDITED_FIELDS = [
  'code',
  'type',
  'percentOff',
  'amountOffCents',
  'minSubtotalCents',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'isActive',
] as const;

function termsOf(row: repo.DiscountCodeWithBrand): DiscountTerms {
  return {
    code: row.code,
    type: row.type,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses: row.uses,
    isActive: row.isActive,
    brandId: row.brandId,
    brandName: row.brandName,
  };
}

/** The columns of a code from the dashboard's form (money in cents from here on). */
function valuesOf(body: DiscountCodeBody): Omit<NewDiscountCode, 'brandId' | 'createdBy'> {
  const value = body.value ?? 0;
  return {
    code: body.code,
    type: body.type,
    percentOff: body.type === 'percentage' ? value : null,
    amountOffCents: body.type === 'fixed' ? dollarsToCents(value) : null,
    minSubtotalCents: dollarsToCents(body.minSubtotal ?? 0),
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    isActive: body.isActive,
  };
}

/**
 * Discount codes (decision 0054): the dashboard's codes (an admin's for the whole store, a
 * merchant's for its own brand), the bag's quote, and a checkout's use of a code, taken in the
 * checkout's transaction and given back exactly once when the checkout is cancelled or expires.
 * This feature alone writes `discount_codes` and `discount_redemptions`.
 */
export function createDiscountService(deps: {
  db: Db;
  audit: AuditRecorder;
  /** The brand a merchant runs. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  /** The bag's lines priced from the database (no stock check: the checkout checks it). */
  priceBag: (
    db: DbOrTx,
    lines: ReadonlyArray<{ product: string; size: LineSize; quantity: number }>,
  ) => Promise<DiscountBagLine[]>;
  /** The brand selling each product now (the product feature's). */
  brandsOf: (db: DbOrTx, productIds: readonly string[]) => Promise<Map<string, string | null>>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The merchant's brand, or null for an admin (who sees every code). */
  async function scopeOf(actor: Actor | null): Promise<{ actor: Actor; brandId: string | null }> {
    const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
    if (isAdmin(signedIn)) return { actor: signedIn, brandId: null };
    const own = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
    if (!own) throw AppError.rule(M.noBrand);
    return { actor: signedIn, brandId: own };
  }

  /** A code the actor may manage (a merchant: its brand's), or 404. */
  async function ownCode(
    tx: DbOrTx,
    scope: { brandId: string | null },
    id: string,
    lock = false,
  ): Promise<repo.DiscountCodeWithBrand> {
    const row = isUuid(id) ? await repo.findCode(tx, id.toLowerCase(), { lock }) : null;
    if (!row || (scope.brandId !== null && row.brandId !== scope.brandId)) {
      throw AppError.notFound(M.notFound);
    }
    return row;
  }

  async function recordChange(
    tx: Tx,
    actor: Actor,
    kind: 'discount.add' | 'discount.update' | 'discount.status',
    before: DiscountCodeRow | null,
    after: DiscountCodeRow,
  ): Promise<void> {
    await deps.audit.record(tx, {
      actor,
      kind,
      brandId: after.brandId,
      subject: { id: after.id, label: `Discount code ${after.code}` },
      ...rowChange(before, after, AUDITED_FIELDS),
    });
  }

  async function read(id: string): Promise<DiscountCodeDto> {
    const row = await repo.findCode(db, id);
    if (!row) throw AppError.notFound(M.notFound);
    return presentDiscount(row, now());
  }

  /** The lines' brands and prices as the rules read them. */
  async function withBrands(tx: DbOrTx, lines: readonly DiscountBagLine[]) {
    const brands = await deps.brandsOf(tx, [...new Set(lines.map((line) => line.productId))]);
    return lines.map((line) => ({ ...line, brandId: brands.get(line.productId) ?? null }));
  }

  /** The code by what the shopper typed, or the shopper's "unknown code". */
  async function codeOrRefuse(tx: DbOrTx, code: string): Promise<repo.DiscountCodeWithBrand> {
    const row = await repo.findCodeByCode(tx, code);
    if (!row) throw AppError.validation(M.unknown, 'code');
    return row;
  }

  return {
    async list(actor: Actor | null, query: DiscountListQuery): Promise<DiscountListResponse> {
      const scope = await scopeOf(actor);
      const limit = DISCOUNT_LIMITS.pageSize;
      const at = now();
      const { rows, count } = await repo.listCodes(
        db,
        {
          ...(scope.brandId !== null && { brandId: scope.brandId }),
          ...(query.q && { q: query.q.toUpperCase() }),
          ...(query.status && { state: query.status }),
          now: at,
        },
        { offset: offsetOf(query.page, limit), limit },
      );
      return {
        discounts: rows.map((row) => presentDiscount(row, at)),
        ...paging(count, query.page, limit),
      };
    },

    async get(actor: Actor | null, id: string): Promise<DiscountCodeDto> {
      const scope = await scopeOf(actor);
      return presentDiscount(await ownCode(db, scope, id), now());
    },

    /** An admin's code is for the whole store; a merchant's for its own brand's items. */
    async add(actor: Actor | null, body: DiscountCodeBody): Promise<DiscountCodeDto> {
      const scope = await scopeOf(actor);
      const row = await withUniqueMessage(M.codeTaken, () =>
        db.transaction(async (tx) => {
          const added = await repo.insertCode(tx, {
            ...valuesOf(body),
            brandId: scope.brandId,
            createdBy: scope.actor.id,
          });
          await recordChange(tx, scope.actor, 'discount.add', null, added);
          return added;
        }),
      );
      return read(row.id);
    },

    /** Changes a code's terms; the uses already taken stay (and bound the new total). */
    async update(
      actor: Actor | null,
      id: string,
      body: DiscountCodeBody,
    ): Promise<DiscountCodeDto> {
      const scope = await scopeOf(actor);
      const row = await withUniqueMessage(M.codeTaken, () =>
        db.transaction(async (tx) => {
          const before = await ownCode(tx, scope, id, true);
          if (body.maxUses !== null && body.maxUses < before.uses) {
            throw AppError.validation(M.usesBelowUsed(before.uses), 'maxUses');
          }
          const after = await repo.updateCode(tx, before.id, valuesOf(body));
          if (!after) throw AppError.notFound(M.notFound);
          await recordChange(tx, scope.actor, 'discount.update', before, after);
          return after;
        }),
      );
      return read(row.id);
    },

    /** Switches a code on or off (deactivating keeps it, and the orders that used it). */
    async setActive(actor: Actor | null, id: string, isActive: boolean): Promise<DiscountCodeDto> {
      const scope = await scopeOf(actor);
      const row = await db.transaction(async (tx) => {
        const before = await ownCode(tx, scope, id, true);
        if (before.isActive === isActive) return before;
        const after = await repo.updateCode(tx, before.id, { isActive });
        if (!after) throw AppError.notFound(M.notFound);
        await recordChange(tx, scope.actor, 'discount.status', before, after);
        return after;
      });
      return read(row.id);
    },

    /**
     * The bag re-priced with a code, or the shopper's reason it cannot be used. Nothing is taken:
     * the checkout takes the use. A guest's per-customer limit is checked at the checkout.
     */
    async apply(actor: Actor | null, body: DiscountApplyBody): Promise<DiscountApplyResponse> {
      const code = await codeOrRefuse(db, body.code);
      const lines = await withBrands(db, await deps.priceBag(db, body.cartItems));
      const customerUses = actor
        ? await repo.customerUses(db, code.id, { userId: actor.id, guestEmail: null })
        : 0;
      const outcome = priceDiscount(termsOf(code), lines, { now: now(), customerUses });
      if (!outcome.ok) throw AppError.validation(outcome.message, 'code');
      return {
        success: true,
        message: M.applied(code.code),
        code: code.code,
        subtotal: centsToDollars(outcome.subtotalCents),
        discount: centsToDollars(outcome.discountCents),
        total: centsToDollars(outcome.subtotalCents - outcome.discountCents),
        brand: code.brandId ? code.brandName : null,
        lines: lines.map((line, index) => {
          const share = outcome.lineDiscounts[index] ?? 0;
          return {
            product: line.productId,
            size: line.size,
            discount: centsToDollars(share),
            total: centsToDollars(line.priceCents * line.quantity - share),
          };
        }),
      };
    },

    // ---- The checkout's calls, each in the checkout's transaction (decision 0054). ----

    /**
     * Holds, in id order, the rows of the codes that the member's open checkouts used and of the
     * code it asks for now: the store's lock order is sessions, then codes, then products, so a
     * checkout that gives a use back and takes another never waits in a circle with another.
     */
    async lockFor(tx: Tx, sessionIds: readonly string[], code: string | undefined): Promise<void> {
      const held = await repo.redemptionsOfSessions(tx, sessionIds);
      const ids = new Set(held.filter((row) => row.status === 'held').map((row) => row.codeId));
      if (code) for (const id of await repo.findCodeIdsByCode(tx, code)) ids.add(id);
      await repo.lockCodes(tx, [...ids].sort());
    },

    /**
     * Takes a use of the code for a checkout and prices it against the checkout's lines; throws
     * the shopper's reason (400 on `discountCode`) when it cannot be used. The take is one
     * conditional update on the code's row: of parallel checkouts for a last use, one gets it.
     */
    async redeem(
      tx: Tx,
      input: {
        code: string;
        customer: repo.DiscountCustomer;
        sessionId: string;
        lines: readonly DiscountBagLine[];
      },
    ): Promise<RedeemedDiscount> {
      const refuse = (message: string) => AppError.validation(message, 'discountCode');
      const found = await repo.findCodeByCode(tx, input.code);
      if (!found) throw refuse(M.unknown);
      const lines = await withBrands(tx, input.lines);
      const at = now();
      // First as read, for the reason a shopper should hear (expired before used up)...
      const first = priceDiscount(termsOf(found), lines, {
        now: at,
        customerUses: await repo.customerUses(tx, found.id, input.customer),
      });
      if (!first.ok) throw refuse(first.message);
      const taken = await repo.takeUse(tx, found.id);
      if (!taken) throw refuse(M.usedUp);
      // ...then as the row stands once its lock is ours: the terms and the customer's uses
      // can no longer move under us, so the per-customer limit holds exactly.
      const outcome = priceDiscount(
        termsOf({ ...taken, uses: taken.uses - 1, brandName: found.brandName }),
        lines,
        { now: at, customerUses: await repo.customerUses(tx, found.id, input.customer) },
      );
      if (!outcome.ok) throw refuse(outcome.message);
      await repo.insertRedemption(tx, {
        codeId: found.id,
        userId: input.customer.userId,
        guestEmail: input.customer.guestEmail,
        checkoutSessionId: input.sessionId,
        amountCents: outcome.discountCents,
      });
      return {
        code: found.code,
        discountCents: outcome.discountCents,
        lineDiscounts: outcome.lineDiscounts,
      };
    },

    /**
     * A checkout was cancelled or expired: its use goes back to the code, once (only a held
     * redemption moves to released, and only the call that moved it gives the use back).
     */
    async release(tx: Tx, sessionId: string): Promise<void> {
      const released = await repo.moveRedemption(tx, sessionId, 'held', 'released');
      if (released) await repo.giveUseBack(tx, released.codeId);
    },

    /**
     * A checkout was paid: its use is spent. A payment that comes after the use went back (the
     * checkout expired) takes it again if the code still has one for this customer; otherwise
     * the answer is the shopper's reason no order can be placed (null when all is well).
     */
    async use(tx: Tx, sessionId: string, customer: repo.DiscountCustomer): Promise<string | null> {
      if (await repo.moveRedemption(tx, sessionId, 'held', 'used')) return null;
      const [row] = await repo.redemptionsOfSessions(tx, [sessionId]);
      if (!row || row.status !== 'released') return null;
      const code = await repo.findCode(tx, row.codeId);
      if (!code) return null;
      const taken = await repo.takeUse(tx, row.codeId);
      const mine = taken ? await repo.customerUses(tx, row.codeId, customer, sessionId) : 0;
      if (!taken || (taken.maxUsesPerCustomer !== null && mine >= taken.maxUsesPerCustomer)) {
        return M.usedUpAfterPayment(code.code);
      }
      await repo.moveRedemption(tx, sessionId, 'released', 'used');
      return null;
    },
  };
}
export type DiscountService = ReturnType<typeof createDiscountService>;
