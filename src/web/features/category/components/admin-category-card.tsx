import type { CategoryAdminDto } from '#shared/category/category.schemas';

import { AdminCard } from '../../../components/admin/admin-card';

/** A category of the dashboard list: name and description; the card opens its edit screen. */
export function AdminCategoryCard({ category }: { category: CategoryAdminDto }) {
  const count = category.products.length;
  return (
    <AdminCard
      to={`/dashboard/category/edit/${category._id}`}
      title={category.name}
      isActive={category.isActive}
    >
      <p className="break-words text-[15px] leading-7 text-muted">{category.description}</p>
      <div className="mt-auto flex items-center justify-between gap-4 text-xs font-medium uppercase tracking-[0.12em]">
        <span className="text-muted">
          {count} {count === 1 ? 'product' : 'products'}
        </span>
        <span className="text-ink underline-offset-4 group-hover:underline">Edit</span>
      </div>
    </AdminCard>
  );
}
