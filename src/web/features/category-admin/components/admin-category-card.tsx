import { Link } from 'react-router';

import type { CategoryAdminDto } from '#shared/category/category.schemas';

import { Badge } from '../../../components/ui/page';

/** A category of the dashboard list: name and description; the card opens its edit screen. */
export function AdminCategoryCard({ category }: { category: CategoryAdminDto }) {
  const count = category.products.length;
  return (
    <Link
      to={`/dashboard/category/edit/${category._id}`}
      className="group flex h-full flex-col gap-4 border border-line bg-white p-5 transition-colors hover:border-ink sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="min-w-0 break-words text-2xl font-semibold text-ink">{category.name}</h2>
        <Badge tone={category.isActive ? 'success' : 'neutral'}>
          {category.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <p className="break-words text-[15px] leading-7 text-muted">{category.description}</p>
      <div className="mt-auto flex items-center justify-between gap-4 text-xs font-medium uppercase tracking-[0.12em]">
        <span className="text-muted">
          {count} {count === 1 ? 'product' : 'products'}
        </span>
        <span className="text-ink underline-offset-4 group-hover:underline">Edit</span>
      </div>
    </Link>
  );
}
