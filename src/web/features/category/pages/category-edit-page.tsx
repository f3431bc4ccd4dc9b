import { useMemo } from 'react';
import { useParams } from 'react-router';

import {
  CategoryEditSchema,
  type CategoryDetailDto,
  type CategoryEdit,
} from '#shared/category/category.schemas';
import { MSG } from '#shared/common/messages';

import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import {
  ActiveSwitch,
  EditScreen,
  SaveDeleteActions,
  ShopLink,
} from '../../../components/admin/edit-screen';
import {
  useAdminCategory,
  useDeleteCategory,
  useProductOptions,
  useSetCategoryActive,
  useUpdateCategory,
} from '../api/category-admin.queries';
import { categoryField, CategoryForm, type CategoryFormValues } from '../components/category-form';

const FIELDS = ['name', 'slug', 'description', 'products'] as const;

/** /dashboard/category/edit/{id}: admins only; reloads when the id changes. */
export function CategoryEditPage() {
  const { id = '' } = useParams();
  const category = useAdminCategory(id);
  return (
    <EditScreen
      title="Edit Category"
      query={category}
      loadingLabel="Loading category"
      notFound={MSG.noCategory}
    >
      {(loaded) => <CategoryEditForm category={loaded} />}
    </EditScreen>
  );
}

function CategoryEditForm({ category }: { category: CategoryDetailDto }) {
  const updateCategory = useUpdateCategory(category._id);
  const setActive = useSetCategoryActive(category._id);
  const deleteCategory = useDeleteCategory(category._id);
  const productOptions = useProductOptions();
  useHandleQueryError(productOptions.error);
  const goBack = useGoBack('/dashboard/category');

  const productIds = useMemo(() => category.products.map((p) => p._id), [category.products]);
  const knownNames = useMemo(
    () => new Map(category.products.map((p) => [p._id, p.name])),
    [category.products],
  );
  const values = useMemo(
    () => ({
      name: category.name,
      slug: category.slug,
      description: category.description,
      products: productIds,
    }),
    [category.name, category.slug, category.description, productIds],
  );
  const form = useZodForm<CategoryFormValues, CategoryEdit>(CategoryEditSchema, {
    defaultValues: values,
    values,
  });

  const handleSubmit = async (edit: CategoryEdit) => {
    try {
      const result = await updateCategory.mutateAsync(edit);
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, categoryField);
      handleError(error);
    }
  };

  return (
    <div className="space-y-8">
      <ShopLink to={`/shop/category/${category.slug}`} />
      <CategoryForm
        form={form}
        onSubmit={handleSubmit}
        hasSlug
        productOptions={productOptions.data}
        knownNames={knownNames}
        activeSwitch={<ActiveSwitch isActive={category.isActive} setActive={setActive} />}
        actions={
          <SaveDeleteActions
            isSubmitting={form.formState.isSubmitting}
            remove={deleteCategory}
            onDeleted={goBack}
          />
        }
      />
    </div>
  );
}
