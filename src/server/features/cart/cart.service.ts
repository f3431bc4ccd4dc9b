import { quantityError } from '#shared/cart/cart.rules';
import type { CartAddBody } from '#shared/cart/cart.schemas';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { ProductSize } from '#shared/common/constants';
import { isUuid } from '#shared/common/text';
import type { OrderLine } from '#shared/order/order-line';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';
import { stockInSize } from '#shared/product/size-stock';
import {
  isMadeToMeasure,
  MADE_TO_MEASURE_SIZE,
  type LineSize,
} from '#shared/product/made-to-measure';
import type { Measurements } from '#shared/user/measurements';
import { MEASUREMENT_MESSAGES } from '#shared/user/measurements.messages';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import type { CartRow } from './cart.table';
import * as repo from './cart.repository';

/** A bag line as the shopper asked for it. */
export interface RequestedLine {
  product: string;
  size: LineSize;
  quantity: number;
}

/** A priced line; a made-to-measure one also carries its product's lead time. */
export interface PricedLine extends OrderLine {
  leadDays?: number;
}

/**
 * The lines as bought: each made-to-measure line keeps a copy of the member's measurements and
 * its lead time (decision 0042). The caller made sure the profile is complete when one is.
 */
export function withMeasurements(
  lines: readonly PricedLine[],
  measurements: Measurements | null,
): OrderLine[] {
  return lines.map(({ leadDays, ...line }) =>
    isMadeToMeasure(line) && measurements
      ? { ...line, madeToMeasure: { measurements, leadDays: leadDays ?? 0 } }
      : line,
  );
}

/** One line per product and size: the same pair twice is one line with both quantities. */
function mergeLines(lines: readonly RequestedLine[]): Array<RequestedLine & { index: number }> {
  const merged = new Map<string, RequestedLine & { index: number }>();
  lines.forEach((line, index) => {
    const key = `${line.product}|${line.size}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line, index });
  });
  return [...merged.values()];
}

/** Too few units: the spec's words for a shared stock, the size's for a stock per size. */
function shortageMessage(name: string, size: ProductSize, left: number, perSize: boolean) {
  if (perSize) {
    return left <= 0
      ? PRODUCT_MESSAGES.soldOutInSize(name, size)
      : PRODUCT_MESSAGES.onlyLeftInSize(left, size);
  }
  return left <= 0
    ? CHECKOUT_MESSAGES.outOfStock(name)
    : CHECKOUT_MESSAGES.notEnoughStock(name, left);
}

/**
 * Prices the lines from the database and checks each against the shop: the product is visible,
 * the size is one of its sizes, the quantity follows the maximum order rule and the stock. A
 * made-to-measure line needs a product that offers it, costs the price plus the surcharge and
 * takes no stock (decision 0042).
 * `field` names the list in error paths (products or cartItems). Without `checkStock` only the
 * stock rules are skipped (for comparing a bag whose stock the shopper already holds).
 */
export async function priceLines(
  db: DbOrTx,
  lines: readonly RequestedLine[],
  field: string,
  checkStock = true,
): Promise<PricedLine[]> {
  const merged = mergeLines(lines);
  for (const line of merged) {
    if (!isUuid(line.product)) {
      throw AppError.validation(CHECKOUT_MESSAGES.productNotFound, `${field}.${line.index}`);
    }
  }
  const found = await repo.findProductsForCart(db, [...new Set(merged.map((l) => l.product))]);
  return merged.map((line) => {
    const path = `${field}.${line.index}`;
    const product = found.get(line.product);
    if (!product) throw AppError.validation(CHECKOUT_MESSAGES.productNotFound, path);
    if (!product.isVisible) {
      throw AppError.validation(CHECKOUT_MESSAGES.productUnavailable(product.name), path);
    }
    const madeToMeasure = isMadeToMeasure(line);
    if (madeToMeasure && !product.madeToMeasure) {
      throw AppError.validation(MEASUREMENT_MESSAGES.notOffered(product.name), `${path}.size`);
    }
    if (!madeToMeasure && !product.sizes.includes(line.size)) {
      throw AppError.validation(
        CHECKOUT_MESSAGES.sizeUnavailable(line.size, product.name),
        `${path}.size`,
      );
    }
    // A shortage names the product (and the size, when it keeps stock per size); past the
    // stock, the maximum order quantity applies, to the size's stock (decision 0039). A
    // made-to-measure line takes no stock (decision 0042).
    const size = line.size === MADE_TO_MEASURE_SIZE ? null : line.size;
    const stocked = checkStock && size !== null;
    const perSize = product.sizeStock.length > 0;
    const inStock =
      size === null
        ? 0
        : stockInSize({ quantity: product.inventory, sizeStock: product.sizeStock }, size);
    if (stocked && inStock < line.quantity && line.quantity >= 1) {
      throw AppError.validation(
        shortageMessage(product.name, size, inStock, perSize),
        `${path}.quantity`,
      );
    }
    const tooMany = quantityError(line.quantity, stocked ? inStock : 0);
    if (tooMany) throw AppError.validation(tooMany, `${path}.quantity`);
    return {
      productId: product.id,
      name: product.name,
      slug: product.slug,
      imageKey: product.imageKey,
      size: line.size,
      quantity: line.quantity,
      priceCents: product.priceCents,
      ...(madeToMeasure && {
        priceCents: product.priceCents + product.madeToMeasureSurchargeCents,
        leadDays: product.madeToMeasureLeadDays,
      }),
    };
  });
}

export function toCartLineValues(lines: readonly OrderLine[]): repo.CartLineValues[] {
  return lines.map((line) => ({
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    priceCents: line.priceCents,
  }));
}

/** The caller's cart, or 404: another shopper's cart is not found either. */
export async function ownedCartOrFail(
  db: DbOrTx,
  actor: Actor,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow> {
  const cart = isUuid(cartId) ? await repo.findOwnedCart(db, actor.id, cartId, options) : null;
  if (!cart) throw AppError.notFound(CHECKOUT_MESSAGES.cartNotFound(cartId));
  return cart;
}

/**
 * The cart a checkout starts from, in the checkout's transaction: the caller's own cart, held
 * until the transaction ends, or a new one when the bag has none yet.
 */
export async function cartForCheckout(
  tx: DbOrTx,
  actor: Actor,
  cartId: string | undefined,
): Promise<CartRow> {
  return cartId
    ? ownedCartOrFail(tx, actor, cartId, { lock: true })
    : repo.insertCart(tx, actor.id);
}

/** The cart's lines become exactly these (a checkout keeps the cart it paid for). */
/**
 * A cart for a guest's checkout (decision 0056): it has no user, so no member's cart lookup
 * (which matches the caller's id) ever finds it.
 */
export function guestCart(tx: DbOrTx): Promise<CartRow> {
  return repo.insertCart(tx, null);
}

export async function replaceCartLines(
  tx: DbOrTx,
  cartId: string,
  lines: readonly OrderLine[],
): Promise<void> {
  await repo.replaceCartItems(tx, cartId, toCartLineValues(lines));
}

export function createCartService({ db }: { db: Db }) {
  return {
    /** A new server cart for the signed-in shopper, priced from the database. */
    async add(actor: Actor, body: CartAddBody): Promise<{ cartId: string }> {
      const lines = await priceLines(db, body.products, 'products');
      const cart = await db.transaction(async (tx) => {
        const created = await repo.insertCart(tx, actor.id);
        await repo.replaceCartItems(tx, created.id, toCartLineValues(lines));
        return created;
      });
      return { cartId: cart.id };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
