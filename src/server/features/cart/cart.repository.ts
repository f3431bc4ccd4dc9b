import { and, eq, inArray } from 'drizzle-orm';

import type { SizeQuantity } from '#shared/product/size-stock';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { brands } from '../brand/brand.table';
import { isVisibleProduct } from '../product/product-visibility';
import { products, productSizeStock } from '../product/product.table';
import { cartItems, carts, type CartRow } from './cart.table';

export interface CatalogProduct {
  id: string;
  name: string;
  slug: string;
  imageKey: string | null;
  priceCents: number;
  inventory: number;
  sizes: string[];
  /** Stock per size (decision 0039); empty: `inventory` is shared by every size. */
  sizeStock: SizeQuantity[];
  /** Offered made to measure, with its surcharge and lead time (decision 0042). */
  madeToMeasure: boolean;
  madeToMeasureSurchargeCents: number;
  madeToMeasureLeadDays: number;
  /** In the shop: the product and its brand are active. */
  isVisible: boolean;
}

/** The products behind a bag's lines, with whether each is still in the shop. */
export async function findProductsForCart(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, CatalogProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      imageKey: products.imageKey,
      priceCents: products.priceCents,
      inventory: products.inventory,
      sizes: products.sizes,
      madeToMeasure: products.madeToMeasure,
      madeToMeasureSurchargeCents: products.madeToMeasureSurchargeCents,
      madeToMeasureLeadDays: products.madeToMeasureLeadDays,
      isVisible: isVisibleProduct,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, productIds));
  const sizeRows = await db
    .select()
    .from(productSizeStock)
    .where(inArray(productSizeStock.productId, productIds));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        sizeStock: sizeRows
          .filter((size) => size.productId === row.id)
          .map(({ size, quantity }) => ({ size, quantity })),
      },
    ]),
  );
}

/** A new cart of the member; with null, a guest checkout's own cart (decision 0056). */
export async function insertCart(db: DbOrTx, userId: string | null): Promise<CartRow> {
  return one(await db.insert(carts).values({ userId }).returning());
}

/** The cart when it belongs to the user; `lock` holds it until the transaction ends. */
export async function findOwnedCart(
  db: DbOrTx,
  userId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export interface CartLineValues {
  productId: string;
  size: string;
  quantity: number;
  priceCents: number;
}

/** The cart's lines become exactly these. */
export async function replaceCartItems(
  db: DbOrTx,
  cartId: string,
  lines: CartLineValues[],
): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (lines.length > 0) {
    await db.insert(cartItems).values(
      lines.map((line) => ({
        cartId,
        productId: line.productId,
        size: line.size as (typeof cartItems.$inferInsert)['size'],
        quantity: line.quantity,
        priceCents: line.priceCents,
      })),
    );
  }
  await db.update(carts).set({ updated: new Date() }).where(eq(carts.id, cartId));
}
