import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useParams } from 'react-router';

import {
  CategoryEditSchema,
  type CategoryDetailDto,
  type CategoryEdit,
} from '#shared/category/category.schemas';
import { MSG } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { TextField, TextareaField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { RoleGate } from '../../dashboard/components/role-gate';
import {
  useAdminCategory,
  useDeleteCategory,
  useProductOptions,
  useSetCategoryActive,
  useUpdateCategory,
} from '../api/category-admin.queries';
import { ProductPicker } from '../components/product-picker';
import { applyCategoryIssues } from '../components/server-issues';

const FIELDS = ['name', 'slug', 'description', 'products'] as const;

/** /dashboard/category/edit/{id}: admins only; reloads when the id changes. */
export function CategoryEditPage() {
  return (
    <RoleGate to="/dashboard/category">
      <CategoryEditor />
    </RoleGate>
  );
}

function CategoryEditor() {
  const { id = '' } = useParams();
  const category = useAdminCategory(id);
  useHandleQueryError(category.error);
  const isGone = category.error instanceof ApiError && category.error.status === 404;

  return (
    <div className="max-w-2xl">
      <SectionTitle>Edit Category</SectionTitle>
      {category.isPending ? (
        <PageLoader label="Loading category" />
      ) : !category.data || isGone ? (
        <EmptyState>{MSG.noCategory}</EmptyState>
      ) : (
        <CategoryEditForm category={category.data} />
      )}
    </div>
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
  const form = useZodForm(CategoryEditSchema, { defaultValues: values, values });
  const { errors, isSubmitting } = form.formState;
  const isActive = setActive.isPending ? setActive.variables : category.isActive;

  const handleSubmit = async (edit: CategoryEdit) => {
    try {
      const result = await updateCategory.mutateAsync(edit);
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyCategoryIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  const handleActiveChange = async (next: boolean) => {
    try {
      const result = await setActive.mutateAsync(next);
      toast.success(result.message);
    } catch (error) {
      handleError(error);
    }
  };

  const handleDelete = async () => {
    try {
      const result = await deleteCategory.mutateAsync();
      toast.success(result.message);
      goBack();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        In the shop:{' '}
        <Link
          to={`/shop/category/${category.slug}`}
          className="font-medium text-ink underline underline-offset-4 hover:text-indigo"
        >
          /shop/category/{category.slug}
        </Link>
      </p>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-5">
        <TextField
          label="Name"
          placeholder="Category Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Slug"
          placeholder="Category Slug"
          autoComplete="off"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <TextareaField
          label="Description"
          placeholder="Category Description"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="products"
          render={({ field, fieldState }) => (
            <ProductPicker
              ref={field.ref}
              options={productOptions.data}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              knownNames={knownNames}
            />
          )}
        />
        <SwitchField
          label="Active?"
          checked={isActive}
          disabled={setActive.isPending}
          onChange={(event) => void handleActiveChange(event.target.checked)}
        />
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Save
          </Button>
          <Button
            variant="danger"
            onClick={() => void handleDelete()}
            isLoading={deleteCategory.isPending}
            disabled={isSubmitting}
          >
            Delete
          </Button>
        </div>
      </form>
    </div>
  );
}
