import { PRODUCT_SIZES } from '#shared/common/constants';
import { dollarsToCents } from '#shared/common/money';
import { uniqueSlug } from '#shared/common/slug';
import { isUuid } from '#shared/common/text';
import {
  PRODUCT_IMAGE_FIELDS,
  type ProductAddFields,
  type ProductAdminDto,
  type ProductImageField,
  type ProductUpdate,
} from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { ImageStore } from '../../storage/image-store';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { presentAdminProduct } from './product-admin.presenter';
import * as repo from './product-admin.repository';
import type { ProductScope } from './product-admin.repository';

const M = PRODUCT_MESSAGES;

/** Uploaded image files by form field; only `image` is required. */
export type ProductImageFiles = Partial<Record<ProductImageField, Buffer>>;

/** The name of the constraint a database error broke, and the SQLSTATE code. */
function dbError(error: unknown): { code?: string; constraint?: string } {
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

/**
 * Product administration for admins (every brand) and merchants (their own brand only).
 * Another brand's product is "not found" for a merchant; a merchant's new product always goes
 * to its own brand. Every change clears the public catalog cache through `onCatalogChange`.
 */
/**
 * Before a merchant's brand is deleted: its products are switched off, and stay (orders,
 * reviews and wishlists refer to them) until an admin moves them to another brand.
 */
export function switchOffProductsOfBrand(db: DbOrTx, brandId: string): Promise<number> {
  return repo.switchOffProductsOfBrand(db, brandId);
}

export function createProductAdminService(deps: {
  db: Db;
  images: Pick<ImageStore, 'save' | 'remove'>;
  /** The brand a merchant owns. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  onCatalogChange: () => void;
}) {
  const { db, images } = deps;

  const notFound = () => AppError.notFound(M.notFound);

  /** What the actor may see and change; null when nothing (a merchant without a brand). */
  async function scopeOf(actor: Actor | null): Promise<ProductScope | null> {
    const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
    if (isAdmin(signedIn)) return {};
    const brandId = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
    return brandId ? { brandId } : null;
  }

  async function findOrFail(scope: ProductScope | null, id: string) {
    if (!scope || !isUuid(id)) throw notFound();
    const row = await repo.findScopedProduct(db, scope, id);
    if (!row) throw notFound();
    return row;
  }

  async function present(id: string): Promise<ProductAdminDto> {
    const row = await repo.findScopedProduct(db, {}, id);
    if (!row) throw notFound();
    return presentAdminProduct(row);
  }

  /** An admin's chosen brand must exist. */
  async function checkBrand(brandId: string, path: string): Promise<string> {
    if (!isUuid(brandId) || !(await repo.brandExists(db, brandId))) {
      throw AppError.validation(M.brandUnknown, path);
    }
    return brandId;
  }

  /** Reads a broken unique or foreign key constraint as the form's message. */
  function translateWriteError(error: unknown, prefix: string): never {
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

  /** Stores every uploaded image, or none: on any refusal the ones already stored are removed. */
  async function saveImages(
    files: ProductImageFiles,
  ): Promise<Record<ProductImageField, string | null>> {
    const uploads = PRODUCT_IMAGE_FIELDS.flatMap((field) => {
      const buffer = files[field];
      return buffer ? [{ field, buffer }] : [];
    });
    const results = await Promise.allSettled(uploads.map((upload) => images.save(upload.buffer)));
    const keys: Record<ProductImageField, string | null> = {
      image: null,
      image2: null,
      image3: null,
    };
    let refusal: { field: ProductImageField; reason: unknown } | undefined;
    results.forEach((result, index) => {
      const field = uploads[index]?.field ?? 'image';
      if (result.status === 'fulfilled') keys[field] = result.value;
      else refusal ??= { field, reason: result.reason };
    });
    if (refusal) {
      await removeKeys(Object.values(keys).filter((key): key is string => key !== null));
      const { field, reason } = refusal;
      if (reason instanceof AppError && reason.code === 'VALIDATION_FAILED') {
        throw AppError.validation(reason.message, field);
      }
      throw reason;
    }
    return keys;
  }

  /** Deletes image files; a file that cannot be removed stays behind rather than fail the call. */
  async function removeKeys(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => images.remove(key)));
  }

  return {
    /** GET /api/product: every product for an admin, the own brand's for a merchant. */
    async list(actor: Actor | null): Promise<ProductAdminDto[]> {
      const scope = await scopeOf(actor);
      if (!scope) return [];
      return (await repo.listScopedProducts(db, scope)).map(presentAdminProduct);
    },

    async get(actor: Actor | null, id: string): Promise<ProductAdminDto> {
      return presentAdminProduct(await findOrFail(await scopeOf(actor), id));
    },

    /** POST /api/product/add: the fields are already validated; images are checked by content. */
    async add(
      actor: Actor | null,
      fields: ProductAddFields,
      files: ProductImageFiles,
    ): Promise<ProductAdminDto> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      if (!files.image) throw AppError.validation(M.imageType, 'image');

      let brandId: string;
      if (isAdmin(signedIn)) {
        if (!fields.brand) throw AppError.validation(M.brandRequired, 'brand');
        brandId = await checkBrand(fields.brand, 'brand');
      } else {
        // Whatever the form says, a merchant adds to its own brand.
        const scope = await scopeOf(signedIn);
        if (!scope?.brandId) throw AppError.rule(M.noBrandYet);
        brandId = scope.brandId;
      }
      if (await repo.isSkuTaken(db, fields.sku)) throw AppError.validation(M.skuTaken, 'sku');

      const keys = await saveImages(files);
      try {
        const row = await insertWithFreshSlug(fields, brandId, keys);
        deps.onCatalogChange();
        return await present(row.id);
      } catch (error) {
        await removeKeys(Object.values(keys).filter((key): key is string => key !== null));
        return translateWriteError(error, '');
      }
    },

    /** PUT /api/product/{id}: the brand changes only when an admin sends one. */
    async update(actor: Actor | null, id: string, body: ProductUpdate): Promise<ProductAdminDto> {
      const scope = await scopeOf(actor);
      if (!scope) throw notFound();
      const existing = await findOrFail(scope, id);
      const brandId =
        actor && isAdmin(actor) && body.brand !== undefined
          ? await checkBrand(body.brand, 'product.brand')
          : undefined;
      if (await repo.isSkuTaken(db, body.sku, id)) {
        throw AppError.validation(M.skuTaken, 'product.sku');
      }
      if (await repo.isSlugTaken(db, body.slug, id)) {
        throw AppError.validation(M.slugTaken, 'product.slug');
      }
      try {
        const updated = await repo.updateScopedProduct(db, scope, existing.product.id, {
          sku: body.sku,
          name: body.name,
          slug: body.slug,
          description: body.description,
          inventory: body.quantity,
          priceCents: dollarsToCents(body.price),
          taxable: body.taxable,
          ...(body.sizes && { sizes: body.sizes }),
          ...(brandId && { brandId }),
        });
        if (!updated) throw notFound();
      } catch (error) {
        translateWriteError(error, 'product.');
      }
      deps.onCatalogChange();
      return present(existing.product.id);
    },

    /** PUT /api/product/{id}/active. The product shows in the shop only while its brand is active too. */
    async setActive(actor: Actor | null, id: string, isActive: boolean): Promise<ProductAdminDto> {
      const scope = await scopeOf(actor);
      if (!scope || !isUuid(id)) throw notFound();
      const updated = await repo.updateScopedProduct(db, scope, id, { isActive });
      if (!updated) throw notFound();
      deps.onCatalogChange();
      return present(id);
    },

    /**
     * DELETE /api/product/delete/{id}. Category memberships, reviews and wishlist entries go with
     * the product (foreign keys ON DELETE CASCADE); its image files are removed unless another
     * product still shows the same picture.
     */
    async remove(actor: Actor | null, id: string): Promise<void> {
      const scope = await scopeOf(actor);
      if (!scope || !isUuid(id)) throw notFound();
      const deleted = await repo.deleteScopedProduct(db, scope, id);
      if (!deleted) throw notFound();
      deps.onCatalogChange();
      const keys = [deleted.imageKey, deleted.image2Key, deleted.image3Key].filter(
        (key): key is string => key !== null,
      );
      const inUse = await repo.imageKeysInUse(db, keys);
      await removeKeys(keys.filter((key) => !inUse.has(key)));
    },
  };

  async function insertWithFreshSlug(
    fields: ProductAddFields,
    brandId: string,
    keys: Record<ProductImageField, string | null>,
  ) {
    // The slug is ours to choose: on a race for the same slug, pick another one.
    for (let attempt = 0; ; attempt += 1) {
      const slug = await uniqueSlug(fields.name, (candidate) => repo.isSlugTaken(db, candidate), {
        fallback: 'product',
      });
      try {
        return await repo.insertProduct(db, {
          sku: fields.sku,
          name: fields.name,
          slug,
          description: fields.description,
          inventory: fields.quantity,
          priceCents: dollarsToCents(fields.price),
          taxable: fields.taxable,
          isActive: fields.isActive,
          sizes: fields.sizes ?? [...PRODUCT_SIZES],
          brandId,
          imageKey: keys.image,
          image2Key: keys.image2,
          image3Key: keys.image3,
        });
      } catch (error) {
        const { code, constraint } = dbError(error);
        if (attempt < 2 && code === '23505' && constraint === 'products_slug_unique') continue;
        throw error;
      }
    }
  }
}
export type ProductAdminService = ReturnType<typeof createProductAdminService>;
