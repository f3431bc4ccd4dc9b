import { createHash, randomBytes } from 'node:crypto';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import { isUuid } from '#shared/common/text';
import { STOCK_ALERT_MESSAGES } from '#shared/stock-alert/stock-alert.messages';
import { isSizeSoldOut, type StockOfSizes } from '#shared/stock-alert/stock-alert.rules';
import type { StockAlertDto } from '#shared/stock-alert/stock-alert.schemas';

import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../kernel/actor';
import { AppError } from '../../kernel/app-error';
import { mayAutoReply } from '../../mail/auto-reply';
import { pageUrl } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { stockAlertMail } from './stock-alert.mail';
import type { RestockedSize } from '../product/product-stock.service';
import * as repo from './stock-alert.repository';

/** The product an alert is asked for, as the shop reads it (a visible product, or a 404). */
export interface AlertProduct extends StockOfSizes {
  _id: string;
  name: string;
  sizes: readonly ProductSize[];
}

export interface StockAlertDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The visible product of a slug or id (the product service's `item`): 404 when none. */
  productOf: (slugOrId: string) => Promise<AlertProduct>;
}

/** How long a sender holds a due alert before another may send it (after a crash). */
export const SEND_LEASE_MS = 5 * 60 * 1000;
/** Due alerts one round of the sender takes. */
const SEND_BATCH = 100;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOf(token) };
}

/**
 * "Tell me when my size is back" (decision 0040): subscribe (a member at once, a guest once the
 * mailed link confirms the address), confirm and stop from the mailed links without signing in,
 * the member's own list, `restocked` for the product stock service, and the sender's round.
 */
export function createStockAlertService(deps: StockAlertDeps) {
  const { db, mailer, publicUrl } = deps;
  const stopUrl = (token: string) => pageUrl(publicUrl, 'stockAlertStop', { token });

  return {
    async subscribe(
      actor: Actor | null,
      body: { product: string; size: ProductSize; email?: string | undefined },
    ): Promise<{ message: string }> {
      const product = await deps.productOf(body.product);
      // A product that lists no sizes is sold in every size, from one stock.
      const offered: readonly ProductSize[] =
        product.sizes.length > 0 ? product.sizes : PRODUCT_SIZES;
      if (!offered.includes(body.size)) {
        throw AppError.validation(STOCK_ALERT_MESSAGES.sizeNotOffered, 'size');
      }
      if (!isSizeSoldOut(product, body.size)) {
        throw AppError.validation(STOCK_ALERT_MESSAGES.notSoldOut(body.size), 'size');
      }
      const accountEmail = actor ? await repo.accountEmail(db, actor.id) : null;
      const alert = { productId: product._id, size: body.size, userId: actor?.id ?? null };
      if (accountEmail) {
        await repo.upsertConfirmed(db, { ...alert, email: accountEmail, ...newToken() });
        return { message: STOCK_ALERT_MESSAGES.subscribed(body.size) };
      }
      if (!body.email) throw AppError.validation(MSG.emailRequired, 'email');
      const { token, tokenHash } = newToken();
      const isNew = await repo.insertUnconfirmed(db, { ...alert, email: body.email, tokenHash });
      // An address nobody proved gets the store's few automatic mails an hour at most.
      if (isNew && (await mayAutoReply(db, body.email))) {
        mailer.send(
          body.email,
          stockAlertMail.confirmAlert({
            productName: product.name,
            size: body.size,
            confirmUrl: pageUrl(publicUrl, 'stockAlertConfirm', { token }),
            stopUrl: stopUrl(token),
          }),
        );
      }
      return { message: STOCK_ALERT_MESSAGES.confirmSent(body.size) };
    },

    /** The guest's mailed link: the alert is live from now on. */
    async confirm(token: string): Promise<{ message: string }> {
      if (!(await repo.confirmByToken(db, hashOf(token)))) {
        throw AppError.rule(STOCK_ALERT_MESSAGES.linkInvalid);
      }
      return { message: STOCK_ALERT_MESSAGES.confirmed };
    },

    /** A mailed stop link: ends every live alert of its address (as often as it is opened). */
    async stop(token: string): Promise<{ message: string }> {
      const email = await repo.emailByToken(db, hashOf(token));
      if (!email) throw AppError.rule(STOCK_ALERT_MESSAGES.linkInvalid);
      await repo.endAllOfEmail(db, email);
      return { message: STOCK_ALERT_MESSAGES.unsubscribed };
    },

    /** A member's live alerts. */
    async list(actor: Actor): Promise<StockAlertDto[]> {
      const rows = await repo.liveOfUser(db, actor.id);
      return rows.map((row) => ({
        _id: row.id,
        size: row.size,
        created: row.created.toISOString(),
        product: { _id: row.productId, name: row.productName, slug: row.productSlug },
      }));
    },

    /** Ends one of a member's own alerts; another's, or an unknown id, is a 404. */
    async remove(actor: Actor, id: string): Promise<{ message: string }> {
      if (!isUuid(id) || !(await repo.endOfUser(db, id, actor.id))) {
        throw AppError.notFound(STOCK_ALERT_MESSAGES.notFound);
      }
      return { message: STOCK_ALERT_MESSAGES.removed };
    },

    /**
     * The product stock service's listener: marks the confirmed live alerts of each restocked
     * size due (every size of the product for a shared stock), inside the caller's transaction,
     * so they are sent only when the restock commits.
     */
    async restocked(tx: DbOrTx, items: readonly RestockedSize[]): Promise<void> {
      for (const item of items) await repo.markDue(tx, item.productId, item.size);
    },

    /**
     * One round of the sender: claims each due alert with a lease, mails it and ends it. Two
     * servers sending at once claim different alerts; a crash between the mail and its record
     * leaves the alert to be sent again once the lease has run out (at least once, never twice
     * while the sender that holds it lives). Answers how many mails went.
     */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (const id of await repo.dueIds(db, SEND_BATCH)) {
        const { token, tokenHash } = newToken();
        const alert = await repo.claim(db, id, tokenHash, SEND_LEASE_MS);
        if (!alert) continue;
        mailer.send(
          alert.email,
          stockAlertMail.backInStock({
            productName: alert.productName,
            size: alert.size,
            productUrl: pageUrl(
              publicUrl,
              'product',
              { slug: alert.productSlug },
              { size: alert.size },
            ),
            stopUrl: stopUrl(token),
          }),
        );
        if (await repo.markSent(db, id, tokenHash)) sent += 1;
      }
      return sent;
    },
  };
}
export type StockAlertService = ReturnType<typeof createStockAlertService>;
