import { STORE_NAME } from '#shared/common/constants';
import { isUuid } from '#shared/common/text';
import { SIZE_GUIDE_MESSAGES } from '#shared/size-guide/size-guide.messages';
import type {
  SizeGuideBody,
  SizeGuideDto,
  SizeGuideView,
} from '#shared/size-guide/size-guide.schemas';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { presentGuide, presentView } from './size-guide.presenter';
import * as repo from './size-guide.repository';
import type { GuideWithTarget } from './size-guide.repository';
import { rowChange, type AuditRecorder } from '../audit/audit.service';

/** What a guide is for, as the routes name it. */
export type GuideFor = { brand: string } | { category: string };

/**
 * Size guides: a brand's (edited by an admin, or by the merchant of that brand) or a category's
 * (admins only), and the one a product shows: brand, then category, then the store's chart.
 */
export function createSizeGuideService(deps: {
  db: Db;
  /** The brand a merchant owns. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  /** After every change: product pages show the guides (the catalog-changed signal). */
  onCatalogChange: () => void;
  /** Who did what (decision 0045): each write records its entry in its transaction. */
  audit: AuditRecorder;
}) {
  const { db } = deps;

  /** A guide's change in the audit log, in its brand's scope when it is a brand's. */
  async function record(
    tx: Tx,
    actor: Actor | null,
    kind: 'size-guide.save' | 'size-guide.delete',
    before: GuideWithTarget | null,
    after: GuideWithTarget | null,
  ) {
    const subject = after ?? before;
    if (!actor || !subject) return;
    const owner = subject.brand ?? subject.category;
    await deps.audit.record(tx, {
      actor,
      kind,
      brandId: subject.brand?.id ?? null,
      subject: {
        id: subject.guide.id,
        label: `${subject.brand ? 'Brand' : 'Category'} ${owner?.name ?? ''}`.trim(),
      },
      ...rowChange(before?.guide ?? null, after?.guide ?? null, ['rows', 'howToMeasure']),
    });
  }

  /**
   * The guide's target, once the actor may edit it: an admin any brand or category; a merchant
   * only its own brand (another brand, or a brand or category that does not exist, is 404) and
   * no category (403).
   */
  async function targetFor(actor: Actor | null, of: GuideFor): Promise<repo.GuideTarget> {
    const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
    if ('category' in of) {
      requireRole(signedIn, 'ROLE ADMIN');
      if (!isUuid(of.category) || !(await repo.categoryExists(db, of.category))) {
        throw AppError.notFound(SIZE_GUIDE_MESSAGES.categoryNotFound);
      }
      return { categoryId: of.category };
    }
    const brandNotFound = AppError.notFound(SIZE_GUIDE_MESSAGES.brandNotFound);
    if (!isUuid(of.brand)) throw brandNotFound;
    if (isAdmin(signedIn)) {
      if (!(await repo.brandExists(db, of.brand))) throw brandNotFound;
    } else {
      const own = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
      if (own !== of.brand) throw brandNotFound;
    }
    return { brandId: of.brand };
  }

  return {
    /** The dashboard's list: every guide for an admin, its own brand's for a merchant. */
    async list(actor: Actor | null): Promise<SizeGuideDto[]> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      if (isAdmin(signedIn)) return (await repo.listGuides(db)).map(presentGuide);
      const own = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
      return own ? (await repo.listGuides(db, own)).map(presentGuide) : [];
    },

    /** A brand's or a category's guide; null when it has none yet. */
    async get(actor: Actor | null, of: GuideFor): Promise<SizeGuideDto | null> {
      const found = await repo.findGuide(db, await targetFor(actor, of));
      return found ? presentGuide(found) : null;
    },

    /** Creates or replaces the guide. */
    async save(actor: Actor | null, of: GuideFor, body: SizeGuideBody): Promise<SizeGuideDto> {
      const target = await targetFor(actor, of);
      const found = await db.transaction(async (tx) => {
        const before = await repo.findGuide(tx, target);
        await repo.upsertGuide(tx, target, { rows: body.rows, howToMeasure: body.howToMeasure });
        const after = await repo.findGuide(tx, target);
        // Its brand or category was deleted meanwhile (the guide went with it).
        if (!after) throw AppError.notFound(SIZE_GUIDE_MESSAGES.notFound);
        await record(tx, actor, 'size-guide.save', before, after);
        return after;
      });
      deps.onCatalogChange();
      return presentGuide(found);
    },

    /** The product pages fall back to the next guide (category, then the store's chart). */
    async remove(actor: Actor | null, of: GuideFor): Promise<void> {
      const target = await targetFor(actor, of);
      await db.transaction(async (tx) => {
        const before = await repo.findGuide(tx, target);
        if (!before || !(await repo.deleteGuide(tx, target))) {
          throw AppError.notFound(SIZE_GUIDE_MESSAGES.notFound);
        }
        await record(tx, actor, 'size-guide.delete', before, null);
      });
      deps.onCatalogChange();
    },

    /** The guide a product shows: its brand's, else its first category's by name, else the store's. */
    async forProduct(product: { id: string; brandId: string | null }): Promise<SizeGuideView> {
      return presentView(await repo.guideForProduct(db, product), STORE_NAME);
    },
  };
}
export type SizeGuideService = ReturnType<typeof createSizeGuideService>;
