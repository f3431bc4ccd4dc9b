import type {
  CategoryAddBody,
  CategoryAdminDto,
  CategoryDetailDto,
  CategoryDto,
  CategoryEdit,
} from '#shared/category/category.schemas';
import { uniqueSlug } from '#shared/common/slug';
import { isUuid } from '#shared/common/text';
import { CATEGORY_MESSAGES } from '#shared/category/category.messages';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { withUniqueMessage } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { requireRole, type Actor } from '../../kernel/actor';
import {
  presentCategory,
  presentCategoryDetail,
  presentCategoryForAdmin,
} from './category.presenter';
import * as repo from './category.repository';
import type { CategoryRow } from './category.table';
import { rowChange, type AuditRecorder } from '../audit/audit.service';

export { presentCategory } from './category.presenter';

/** Categories are administered by admins only; the shop reads the active ones. */
export function createCategoryService({
  db,
  onCatalogChange,
  audit,
}: {
  db: Db;
  /** Called after every change the shop shows: the catalog-changed signal. */
  onCatalogChange: () => void;
  /** Who did what (decision 0045): each write records its entry in its transaction. */
  audit: AuditRecorder;
}) {
  /** A category as its entries show it: its fields and its products' ids. */
  async function audited(tx: DbOrTx, row: CategoryRow) {
    const listed = await repo.listCategoryProducts(tx, row.id);
    return { ...row, products: listed.map((product) => product.id).sort() };
  }
  const FIELDS = ['name', 'slug', 'description', 'isActive', 'products'] as const;

  async function record(
    tx: Tx,
    actor: Actor,
    kind: 'category.add' | 'category.update' | 'category.delete',
    before: Awaited<ReturnType<typeof audited>> | null,
    after: Awaited<ReturnType<typeof audited>> | null,
  ) {
    const subject = after ?? before;
    if (!subject) return;
    await audit.record(tx, {
      actor,
      kind,
      subject: { id: subject.id, label: subject.name },
      ...rowChange(before, after, FIELDS),
    });
  }

  function notFound(): AppError {
    return AppError.notFound(CATEGORY_MESSAGES.notFound);
  }

  /** Every id must name an existing product; otherwise a 400 on `path` and nothing is written. */
  async function checkProducts(tx: DbOrTx, ids: string[], path: string): Promise<void> {
    const isEveryIdWellFormed = ids.every(isUuid);
    if (!isEveryIdWellFormed || (await repo.countExistingProducts(tx, ids)) !== ids.length) {
      throw AppError.validation(CATEGORY_MESSAGES.unknownProducts, path);
    }
  }

  return {
    async listActive(): Promise<CategoryDto[]> {
      return (await repo.listActiveCategories(db)).map(presentCategory);
    },

    async findActiveBySlug(slug: string): Promise<CategoryDto | null> {
      const row = await repo.findActiveCategoryBySlug(db, slug);
      return row ? presentCategory(row) : null;
    },

    /** Every category, active or not, with its products' ids. */
    async list(actor: Actor | null): Promise<CategoryAdminDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      const rows = await repo.listCategoriesWithProductIds(db);
      return rows.map(({ category, productIds }) => presentCategoryForAdmin(category, productIds));
    },

    async get(actor: Actor | null, id: string): Promise<CategoryDetailDto> {
      requireRole(actor, 'ROLE ADMIN');
      const row = isUuid(id) ? await repo.findCategory(db, id) : null;
      if (!row) throw notFound();
      return presentCategoryDetail(row, await repo.listCategoryProducts(db, id));
    },

    /** A new category listing the given products; the slug comes from the name. */
    async add(actor: Actor | null, body: CategoryAddBody): Promise<CategoryAdminDto> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const row = await withUniqueMessage(CATEGORY_MESSAGES.slugInUse, () =>
        db.transaction(async (tx) => {
          await checkProducts(tx, body.products, 'products');
          const slug = await uniqueSlug(
            body.name,
            (candidate) => repo.isCategorySlugTaken(tx, candidate),
            { fallback: 'category' },
          );
          const category = await repo.insertCategory(tx, {
            name: body.name,
            slug,
            description: body.description,
            isActive: body.isActive,
          });
          await repo.replaceCategoryProducts(tx, category.id, body.products);
          await record(tx, admin, 'category.add', null, await audited(tx, category));
          return category;
        }),
      );
      onCatalogChange();
      return presentCategoryForAdmin(row, [...body.products].sort());
    },

    /** Name, slug, description and the exact list of products, in one transaction. */
    async update(actor: Actor | null, id: string, edit: CategoryEdit): Promise<void> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw notFound();
      await withUniqueMessage(CATEGORY_MESSAGES.slugInUse, () =>
        db.transaction(async (tx) => {
          const found = await repo.findCategory(tx, id);
          if (!found) throw notFound();
          const before = await audited(tx, found);
          if (await repo.isCategorySlugTaken(tx, edit.slug, id)) {
            throw AppError.validation(CATEGORY_MESSAGES.slugInUse, 'category.slug');
          }
          await checkProducts(tx, edit.products, 'category.products');
          await repo.updateCategory(tx, id, {
            name: edit.name,
            slug: edit.slug,
            description: edit.description,
          });
          await repo.replaceCategoryProducts(tx, id, edit.products);
          const after = await repo.findCategory(tx, id);
          if (after) await record(tx, admin, 'category.update', before, await audited(tx, after));
        }),
      );
      onCatalogChange();
    },

    /**
     * Switches a category on or off. Only the category leaves or returns to the shop (its menu
     * entry and its page); its products keep their own flags.
     */
    async setActive(actor: Actor | null, id: string, isActive: boolean): Promise<void> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const found = await repo.findCategory(tx, id);
        if (!found || !(await repo.setCategoryActive(tx, id, isActive))) throw notFound();
        const before = await audited(tx, found);
        await record(tx, admin, 'category.update', before, { ...before, isActive });
      });
      onCatalogChange();
    },

    /** Deletes the category and its product links; the products themselves stay. */
    async remove(actor: Actor | null, id: string): Promise<void> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      if (!isUuid(id)) throw notFound();
      await db.transaction(async (tx) => {
        const found = await repo.findCategory(tx, id);
        const before = found ? await audited(tx, found) : null;
        if (!before || !(await repo.deleteCategory(tx, id))) throw notFound();
        await record(tx, admin, 'category.delete', before, null);
      });
      onCatalogChange();
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
