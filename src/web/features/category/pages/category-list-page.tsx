import { MSG } from '#shared/common/messages';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAdminCategories } from '../api/category-admin.queries';
import { AdminCategoryCard } from '../components/admin-category-card';

/** /dashboard/category: admins only. */
export function CategoryListPage() {
  const categories = useAdminCategories();
  useHandleQueryError(categories.error);

  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to="/dashboard/category/add" size="sm">
            Add
          </ButtonLink>
        }
      >
        Categories
      </SectionTitle>
      {categories.isPending ? (
        <PageLoader label="Loading categories" />
      ) : categories.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          }
        >
          The categories could not be loaded.
        </EmptyState>
      ) : categories.data.length === 0 ? (
        <EmptyState>{MSG.noCategories}</EmptyState>
      ) : (
        <ul aria-label="Categories" className="grid gap-5 md:grid-cols-2">
          {categories.data.map((category) => (
            <li key={category._id}>
              <AdminCategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
