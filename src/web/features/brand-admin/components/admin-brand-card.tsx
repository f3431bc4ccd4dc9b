import { Link } from 'react-router';

import type { BrandDto } from '#shared/brand/brand.schemas';

import { Badge } from '../../../components/ui/page';

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
    <Link
      to={`/dashboard/brand/edit/${brand._id}`}
      className="group flex h-full flex-col gap-4 border border-line bg-white p-5 transition-colors hover:border-ink sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="min-w-0 break-words text-2xl font-semibold text-ink">{brand.name}</h2>
        <Badge tone={brand.isActive ? 'success' : 'neutral'}>
          {brand.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      {isOthers ? (
        <p className="text-xs font-medium uppercase tracking-[0.14em] text-gold">
          By {brand.merchant?.name}
        </p>
      ) : null}
      <p className="break-words text-[15px] leading-7 text-muted">{brand.description}</p>
      <span className="mt-auto text-xs font-medium uppercase tracking-[0.12em] text-ink underline-offset-4 group-hover:underline">
        Edit
      </span>
    </Link>
  );
}
