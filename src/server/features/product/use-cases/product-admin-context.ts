import { dollarsToCents } from '#shared/common/money';
import { isUuid } from '#shared/common/text';
import {
  PRODUCT_IMAGE_FIELDS,
  type ProductAdminDto,
  type ProductImageField,
} from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import type { Db, Tx } from '../../../db/client';
import { isAdmin, requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import type { ImageStore } from '../../../storage/image-store';
import { auditChanges, type AuditRecorder } from '../../audit/audit.service';
import { presentAdminProduct } from '../product-admin.presenter';
import * as repo from '../product-admin.repository';
import type { AdminProductRow, ProductScope } from '../product-admin.repository';
import type { ProductStockService } from '../product-stock.service';
import { withSizeStock } from '../product.repository';
import type { NewProductRow, ProductRow } from '../product.table';
import type { ProductWriteEntry } from '../product-writes';

const M = PRODUCT_MESSAGES;

/** Uploaded image files by form field; only `image` is required. */
export type ProductImageFiles = Partial<Record<ProductImageField, Buffer>>;

/** The image keys of a product by form field; null where it has no such image. */
export type ProductImageKeys = Record<ProductImageField, string | null>;

export interface ProductAdminDeps {
  db: Db;
  images: Pick<ImageStore, 'save' | 'remove'>;
  /** The brand a merchant owns. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  onCatalogChange: () => void;
  /** The one writer of stock: the product screens set a product's stock through it. */
  stock: ProductStockService;
  /** Who did what (decision 0045): every write records its entry in its transaction. */
  audit: AuditRecorder;
}

/** A product's fields as its audit entries show them (money in cents, stock per size). */
export async function auditedProduct(tx: Tx, product: ProductRow) {
  const [withStock] = await withSizeStock(tx, [{ product }]);
  return {
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    description: product.description,
    taxable: product.taxable,
    sizes: product.sizes,
    brandId: product.brandId,
    madeToMeasure: product.madeToMeasure,
    madeToMeasureSurchargeCents: product.madeToMeasureSurchargeCents,
    madeToMeasureLeadDays: product.madeToMeasureLeadDays,
    priceCents: product.priceCents,
    isActive: product.isActive,
    inventory: product.inventory,
    sizeStock: withStock?.sizeStock ?? [],
  };
}
type AuditedProduct = Awaited<ReturnType<typeof auditedProduct>>;

/** Which entry a changed field goes in: price, stock and status each have their own kind. */
const PRODUCT_KIND_OF: Partial<Record<keyof AuditedProduct, AuditKindOfProduct>> = {
  priceCents: 'product.price',
  inventory: 'product.stock',
  sizeStock: 'product.stock',
  isActive: 'product.status',
};
type AuditKindOfProduct = 'product.update' | 'product.price' | 'product.stock' | 'product.status';

/** The audit kind of each field a bulk action changes. */
const BULK_KIND_OF: Record<ProductWriteEntry['field'], AuditKindOfProduct> = {
  isActive: 'product.status',
  stock: 'product.stock',
  categories: 'product.update',
};

/** The name of the constraint a database error broke, and the SQLSTATE code. */
export function dbError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  // drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) {
      return {
        code: record.code,
        constraint: typeof record.constraint === 'string' ? record.constraint : undefined,
      };
    }
    current = record.cause;
  }
  return {};
}

/** Reads a broken unique or foreign key constraint as the form's message. */
export function translateWriteError(error: unknown, prefix: string): never {
  const { code, constraint } = dbError(error);
  if (code === '23505' && constraint === 'products_sku_unique') {
    throw AppError.validation(M.skuTaken, `${prefix}sku`);
  }
  if (code === '23505' && constraint === 'products_slug_unique') {
    throw AppError.validation(M.slugTaken, `${prefix}slug`);
  }
  if (code === '23503') throw AppError.validation(M.brandUnknown, `${prefix}brand`);
  throw error;
}

export const notFound = () => AppError.notFound(M.notFound);

/** The made-to-measure columns a form gave (decision 0042); those left out stay as they are. */
export function madeToMeasureChanges(fields: {
  madeToMeasure?: boolean | undefined;
  madeToMeasureSurcharge?: number | undefined;
  madeToMeasureLeadDays?: number | undefined;
}): Partial<
  Pick<NewProductRow, 'madeToMeasure' | 'madeToMeasureSurchargeCents' | 'madeToMeasureLeadDays'>
> {
  return {
    ...(fields.madeToMeasure !== undefined && { madeToMeasure: fields.madeToMeasure }),
    ...(fields.madeToMeasureSurcharge !== undefined && {
      madeToMeasureSurchargeCents: dollarsToCents(fields.madeToMeasureSurcharge),
    }),
    ...(fields.madeToMeasureLeadDays !== undefined && {
      madeToMeasureLeadDays: fields.madeToMeasureLeadDays,
    }),
  };
}

/** The stored keys among `keys`. */
export const storedKeys = (keys: ReadonlyArray<string | null>): string[] =>
  keys.filter((key): key is string => key !== null);

/**
 * What the use cases of use-cases/ share: the actor's scope (an admin sees every brand, a
 * merchant only its own; another brand's product is "not found" for it), the checks and the
 * image files.
 */
export function createProductAdminContext(deps: ProductAdminDeps) {
  const { db, images } = deps;

  /** What the actor may see and change; null when nothing (a merchant without a brand). */
  async function scopeOf(actor: Actor | null): Promise<ProductScope | null> {
    const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
    if (isAdmin(signedIn)) return {};
    const brandId = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
    return brandId ? { brandId } : null;
  }

  /** The dashboard's products, with their stock per size read in one statement. */
  async function presentAll(rows: readonly AdminProductRow[]): Promise<ProductAdminDto[]> {
    return (await withSizeStock(db, rows)).map(presentAdminProduct);
  }

  /** Deletes image files; a file that cannot be removed stays behind rather than fail the call. */
  async function removeKeys(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => images.remove(key)));
  }

  /**
   * Records a product's change: one entry per kind that changed (update, price, stock,
   * status), each with only its fields before and after.
   */
  async function recordChanges(
    tx: Tx,
    actor: Actor | null,
    before: AuditedProduct,
    after: ProductRow,
  ): Promise<void> {
    const changes = auditChanges(before, await auditedProduct(tx, after));
    if (!actor || !changes) return;
    const byKind = new Map<AuditKindOfProduct, string[]>();
    for (const field of Object.keys(changes.after) as Array<keyof AuditedProduct>) {
      const kind = PRODUCT_KIND_OF[field] ?? 'product.update';
      byKind.set(kind, [...(byKind.get(kind) ?? []), field]);
    }
    for (const [kind, fields] of byKind) {
      const pick = (values: Record<string, unknown>) =>
        Object.fromEntries(fields.map((field) => [field, values[field]]));
      await deps.audit.record(tx, {
        actor,
        kind,
        brandId: after.brandId,
        subject: { id: after.id, label: after.name },
        before: pick(changes.before),
        after: pick(changes.after),
      });
    }
  }

  return {
    ...deps,
    scopeOf,
    removeKeys,
    recordChanges,

    /** A bulk action's changes, one audit entry per product and field (decision 0045). */
    async recordBulk(tx: Tx, entries: readonly ProductWriteEntry[]): Promise<void> {
      for (const entry of entries) {
        await deps.audit.record(tx, {
          actor: entry.actor,
          kind: BULK_KIND_OF[entry.field],
          brandId: entry.brandId,
          subject: { id: entry.productId, label: entry.name },
          before: { [entry.field]: entry.before },
          after: { [entry.field]: entry.after },
        });
      }
    },

    async findOrFail(scope: ProductScope | null, id: string) {
      if (!scope || !isUuid(id)) throw notFound();
      const row = await repo.findScopedProduct(db, scope, id);
      if (!row) throw notFound();
      return row;
    },

    async present(id: string): Promise<ProductAdminDto> {
      const row = await repo.findScopedProduct(db, {}, id);
      if (!row) throw notFound();
      return (await presentAll([row]))[0] ?? presentAdminProduct({ ...row, sizeStock: [] });
    },

    presentAll,

    /** An admin's chosen brand must exist. */
    async checkBrand(brandId: string, path: string): Promise<string> {
      if (!isUuid(brandId) || !(await repo.brandExists(db, brandId))) {
        throw AppError.validation(M.brandUnknown, path);
      }
      return brandId;
    },

    /** Stores every uploaded image, or none: on any refusal the ones already stored are removed. */
    async saveImages(files: ProductImageFiles): Promise<ProductImageKeys> {
      const uploads = PRODUCT_IMAGE_FIELDS.flatMap((field) => {
        const buffer = files[field];
        return buffer ? [{ field, buffer }] : [];
      });
      const results = await Promise.allSettled(uploads.map((upload) => images.save(upload.buffer)));
      const keys: ProductImageKeys = { image: null, image2: null, image3: null };
      let refusal: { field: ProductImageField; reason: unknown } | undefined;
      results.forEach((result, index) => {
        const field = uploads[index]?.field ?? 'image';
        if (result.status === 'fulfilled') keys[field] = result.value;
        else refusal ??= { field, reason: result.reason };
      });
      if (refusal) {
        await removeKeys(storedKeys(Object.values(keys)));
        const { field, reason } = refusal;
        if (reason instanceof AppError && reason.code === 'VALIDATION_FAILED') {
          throw AppError.validation(reason.message, field);
        }
        throw reason;
      }
      return keys;
    },
  };
}
export type ProductAdminContext = ReturnType<typeof createProductAdminContext>;
