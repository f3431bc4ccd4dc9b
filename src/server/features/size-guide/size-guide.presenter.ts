import type { SizeGuideDto, SizeGuideView } from '#shared/size-guide/size-guide.schemas';
import { STORE_SIZE_GUIDE } from '#shared/size-guide/size-guide.defaults';

import type { GuideWithTarget } from './size-guide.repository';

const refOf = (target: { id: string; name: string } | null) =>
  target ? { _id: target.id, name: target.name } : null;

export function presentGuide({ guide, brand, category }: GuideWithTarget): SizeGuideDto {
  return {
    _id: guide.id,
    brand: refOf(brand),
    category: refOf(category),
    rows: guide.rows,
    howToMeasure: guide.howToMeasure,
    updated: guide.updated.toISOString(),
  };
}

/** The guide a product page shows; the store's chart when none applies. */
export function presentView(found: GuideWithTarget | null, storeName: string): SizeGuideView {
  if (!found) return { ...STORE_SIZE_GUIDE, name: storeName };
  const { guide, brand, category } = found;
  return {
    source: brand ? 'brand' : 'category',
    name: brand?.name ?? category?.name ?? storeName,
    rows: guide.rows,
    howToMeasure: guide.howToMeasure,
  };
}
