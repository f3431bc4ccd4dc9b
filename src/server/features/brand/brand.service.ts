import type { BrandAddBody, BrandDto, BrandEdit } from '#shared/brand/brand.schemas';
import { uniqueSlug } from '#shared/common/slug';
import { isUuid } from '#shared/common/text';
import { BRAND_MESSAGES } from '#shared/brand/brand.messages';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { withUniqueMessage } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import type { SessionsEnded } from '../../kernel/signal';
import { presentBrand } from './brand.presenter';
import * as repo from './brand.repository';
import type { BrandRow } from './brand.table';
import { rowChange, type AuditRecorder } from '../audit/audit.service';

/**
 * The brands an actor manages: an admin every brand, a merchant only the brand of its own
 * merchant record (`null`: a merchant without one manages none).
 */
function ownerOf(actor: Actor): repo.BrandOwner | null {
  if (isAdmin(actor)) return undefined;
  return actor.merchantId ?? null;
}

/**
 * The brand of a merchant, for the merchant lifecycle: made at approval, switched off and on
 * with the merchant, deleted with it. Each takes the caller's transaction; the caller raises the
 * catalog-changed signal after its commit.
 */
export const merchantBrands = {
  find: (db: DbOrTx, merchantId: string) => repo.findBrandOfMerchant(db, merchantId),
  isNameTakenByOther: (db: DbOrTx, name: string, merchantId: string) =>
    repo.isBrandNameTakenByOther(db, name, merchantId),
  async create(
    db: DbOrTx,
    values: { name: string; description: string; merchantId: string; isActive: boolean },
  ) {
    const slug = await uniqueSlug(
      values.name,
      (candidate) => repo.isBrandSlugTaken(db, candidate),
      {
        fallback: 'brand',
      },
    );
    return withUniqueMessage(BRAND_MESSAGES.slugInUse, () =>
      repo.insertBrand(db, { ...values, slug }),
    );
  },
  setActive: (db: DbOrTx, id: string, isActive: boolean) =>
    repo.setBrandActive(db, id, undefined, isActive),
  remove: (db: DbOrTx, id: string) => repo.deleteBrand(db, id),
};

export function createBrandService({
  db,
  onCatalogChange,
  onMerchantBrandDeleted,
  onSessionsEnded,
  audit,
}: {
  db: Db;
  /** Called after every change the shop shows: the catalog-changed signal. */
  onCatalogChange: () => void;
  /**
   * In the deleting transaction, when the brand had a merchant: the merchant feature decides
   * what becomes of it (services.ts wires it; brand never writes the merchants table).
   */
  onMerchantBrandDeleted?: (
    tx: DbOrTx,
    deleted: { merchantId: string; brandName: string; actorId: string },
  ) => Promise<readonly string[]>;
  /** After the commit: the merchant's accounts that the deletion locked out. */
  onSessionsEnded?: (ended: SessionsEnded) => void;
  /** Who did what (decision 0045): each write records its entry in its transaction. */
  audit: AuditRecorder;
}) {
  function notFound(id: string): AppError {
    return AppError.notFound(BRAND_MESSAGES.notFound(id));
  }

  const BRAND_FIELDS = ['name', 'slug', 'description', 'isActive'] as const;

  /** A brand's change in the audit log, in the brand's scope (a merchant reads its own). */
  async function record(
    tx: Tx,
    actor: Actor,
    kind: 'brand.add' | 'brand.update' | 'brand.delete',
    before: BrandRow | null,
    after: BrandRow | null,
  ) {
    const subject = after ?? before;
    if (!subject) return;
    await audit.record(tx, {
      actor,
      kind,
      brandId: subject.id,
      subject: { id: subject.id, label: subject.name },
      ...rowChange(before, after, BRAND_FIELDS),
    });
  }

  /** The actor's scope for brand `id`, or a 404 when it can manage no brand of that id. */
  function scopeFor(actor: Actor, id: string): repo.BrandOwner {
    const owner = ownerOf(actor);
    if (owner === null || !isUuid(id)) throw notFound(id);
    return owner;
  }

  return {
    /** Active brands, for the storefront. */
    async listActive(): Promise<BrandDto[]> {
      return (await repo.listActiveBrands(db)).map(presentBrand);
    },

    findActiveBySlug: (slug: string) => repo.findActiveBrandBySlug(db, slug),

    brandOfMerchant: (merchantId: string) => repo.findBrandIdOfMerchant(db, merchantId),

    /** Which merchant runs each of these brands (for mailing a merchant its sales). */
    merchantsOfBrands: (brandIds: readonly string[]) => repo.merchantsOfBrands(db, brandIds),

    /** Select-list options: every brand for an admin, the own brand for a merchant. */
    async options(actor: Actor | null): Promise<Array<{ _id: string; name: string }>> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      if (!isAdmin(signedIn) && !signedIn.merchantId) return [];
      const rows = await repo.listBrandOptions(
        db,
        isAdmin(signedIn) ? undefined : (signedIn.merchantId ?? undefined),
      );
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },

    /** The dashboard list: every brand for an admin, the own brand for a merchant. */
    async list(actor: Actor | null): Promise<BrandDto[]> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      const owner = ownerOf(signedIn);
      if (owner === null) return [];
      return (await repo.listBrands(db, owner)).map(presentBrand);
    },

    async get(actor: Actor | null, id: string): Promise<BrandDto> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      const found = await repo.findBrand(db, id, scopeFor(signedIn, id));
      if (!found) throw notFound(id);
      return presentBrand(found);
    },

    /** Admins add brands; the slug comes from the name, with a suffix when it is taken. */
    async add(actor: Actor | null, body: BrandAddBody): Promise<BrandDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const slug = await uniqueSlug(
        body.name,
        (candidate) => repo.isBrandSlugTaken(db, candidate),
        {
          fallback: 'brand',
        },
      );
      const row = await withUniqueMessage(BRAND_MESSAGES.slugInUse, () =>
        db.transaction(async (tx) => {
          const added = await repo.insertBrand(tx, { ...body, slug });
          await record(tx, admin, 'brand.add', null, added);
          return added;
        }),
      );
      onCatalogChange();
      return presentBrand({ brand: row, merchant: null });
    },

    /** Name, slug and description; a merchant only of its own brand. */
    async update(actor: Actor | null, id: string, edit: BrandEdit): Promise<void> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      const owner = scopeFor(signedIn, id);
      const found = await repo.findBrand(db, id, owner);
      if (!found) throw notFound(id);
      if (await repo.isBrandSlugTaken(db, edit.slug, id)) {
        throw AppError.validation(BRAND_MESSAGES.slugInUse, 'brand.slug');
      }
      const updated = await withUniqueMessage(BRAND_MESSAGES.slugInUse, () =>
        db.transaction(async (tx) => {
          const done = await repo.updateBrand(tx, id, owner, edit);
          if (done)
            await record(tx, signedIn, 'brand.update', found.brand, { ...found.brand, ...edit });
          return done;
        }),
      );
      if (!updated) throw notFound(id);
      onCatalogChange();
    },

    /**
     * Switches a brand on or off. Its products keep their own flags: the shop shows a product
     * only while it and its brand are active, so enabling the brand brings back exactly the
     * products that were active before.
     */
    async setActive(actor: Actor | null, id: string, isActive: boolean): Promise<void> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      const owner = scopeFor(signedIn, id);
      await db.transaction(async (tx) => {
        const found = await repo.findBrand(tx, id, owner);
        if (!found || !(await repo.setBrandActive(tx, id, owner, isActive))) throw notFound(id);
        await record(tx, signedIn, 'brand.update', found.brand, { ...found.brand, isActive });
      });
      onCatalogChange();
    },

    /**
     * Admins only. The brand's products stay (orders and reviews refer to them) without a brand,
     * so they leave the shop until an admin moves them to another brand; the brand's merchant,
     * if any, is the merchant feature's to settle (onMerchantBrandDeleted, decision 0019).
     */
    async remove(actor: Actor | null, id: string): Promise<void> {
      const signedIn = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw notFound(id);
      const { deleted, lockedOut } = await db.transaction(async (tx) => {
        const row = await repo.deleteBrand(tx, id);
        await record(tx, signedIn, 'brand.delete', row, null);
        const accounts =
          row?.merchantId && onMerchantBrandDeleted
            ? await onMerchantBrandDeleted(tx, {
                merchantId: row.merchantId,
                brandName: row.name,
                actorId: signedIn.id,
              })
            : [];
        return { deleted: row, lockedOut: accounts };
      });
      if (!deleted) throw notFound(id);
      onCatalogChange();
      onSessionsEnded?.({ userIds: lockedOut, reason: 'merchant-disabled' });
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
