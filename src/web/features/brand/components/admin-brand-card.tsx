import type { BrandDto } from '#shared/brand/brand.schemas';

import { AdminCard } from '../../../components/admin/admin-card';

/**
 * A brand of the dashboard list; the whole card opens its edit screen. 'By {name}' names the
 * brand's merchant when it is not the viewer's own.
 */
export function AdminBrandCard({
  brand,
  viewerMerchantId,
}: {
  brand: BrandDto;
  viewerMerchantId: string | null;
}) {
  const isOthers = brand.merchant !== null && brand.merchant._id !== viewerMerchantId;
  return (
    <AdminCard
      to={`/dashboard/brand/edit/${brand._id}`}
      title={brand.name}
      isActive={brand.isActive}
    >
      {isOthers ? (
        <p className="text-xs font-medium uppercase tracking-[0.14em] text-gold">
          By {brand.merchant?.name}
        </p>
      ) : null}
      <p className="break-words text-[15px] leading-7 text-muted">{brand.description}</p>
      <span className="mt-auto text-xs font-medium uppercase tracking-[0.12em] text-ink underline-offset-4 group-hover:underline">
        Edit
      </span>
    </AdminCard>
  );
}
