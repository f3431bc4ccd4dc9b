import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

import { BrandEditSchema, type BrandDto, type BrandEdit } from '#shared/brand/brand.schemas';

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
import { RoleGate, useDashboardUser } from '../../dashboard/components/role-gate';
import {
  useAdminBrand,
  useDeleteBrand,
  useSetBrandActive,
  useUpdateBrand,
} from '../api/brand-admin.queries';
import { applyBrandIssues } from '../components/server-issues';

const FIELDS = ['name', 'slug', 'description'] as const;

export const NO_BRAND = 'No brand found.';
export const BRAND_ACTIVE_TOOLTIP =
  'Disabling the brand also disables all its products: they leave the shop until the brand is enabled again.';

/** /dashboard/brand/edit/{id}: admins any brand, a merchant its own (the server checks). */
export function BrandEditPage() {
  return (
    <RoleGate to="/dashboard/brand">
      <BrandEditor />
    </RoleGate>
  );
}

function BrandEditor() {
  const { id = '' } = useParams();
  const brand = useAdminBrand(id);
  useHandleQueryError(brand.error);
  const isGone = brand.error instanceof ApiError && brand.error.status === 404;

  return (
    <div className="max-w-2xl">
      <SectionTitle>Edit Brand</SectionTitle>
      {brand.isPending ? (
        <PageLoader label="Loading brand" />
      ) : !brand.data || isGone ? (
        <EmptyState>{NO_BRAND}</EmptyState>
      ) : (
        <BrandEditForm brand={brand.data} />
      )}
    </div>
  );
}

function BrandEditForm({ brand }: { brand: BrandDto }) {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const updateBrand = useUpdateBrand(brand._id);
  const setActive = useSetBrandActive(brand._id);
  const deleteBrand = useDeleteBrand(brand._id);
  const goBack = useGoBack('/dashboard/brand');
  const values = useMemo(
    () => ({ name: brand.name, slug: brand.slug, description: brand.description }),
    [brand.name, brand.slug, brand.description],
  );
  const form = useZodForm(BrandEditSchema, { defaultValues: values, values });
  const { errors, isSubmitting } = form.formState;
  // While the switch is saving it shows the state asked for.
  const isActive = setActive.isPending ? setActive.variables : brand.isActive;

  const handleSubmit = async (edit: BrandEdit) => {
    try {
      const result = await updateBrand.mutateAsync(edit);
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyBrandIssues(error, form.setError, FIELDS);
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
      const result = await deleteBrand.mutateAsync();
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
          to={`/shop/brand/${brand.slug}`}
          className="font-medium text-ink underline underline-offset-4 hover:text-indigo"
        >
          /shop/brand/{brand.slug}
        </Link>
      </p>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-5">
        <TextField
          label="Name"
          placeholder="Brand Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Slug"
          placeholder="Brand Slug"
          autoComplete="off"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <TextareaField
          label="Description"
          placeholder="Brand Description"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SwitchField
          label="Active?"
          tooltip={BRAND_ACTIVE_TOOLTIP}
          checked={isActive}
          disabled={setActive.isPending}
          onChange={(event) => void handleActiveChange(event.target.checked)}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Save
          </Button>
          <Button
            variant="danger"
            onClick={() => void handleDelete()}
            isLoading={deleteBrand.isPending}
            disabled={!isAdmin || isSubmitting}
            aria-describedby={isAdmin ? undefined : 'brand-delete-note'}
          >
            Delete
          </Button>
          {isAdmin ? null : (
            <p id="brand-delete-note" className="text-xs text-muted">
              Only an admin can delete a brand.
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
