import { useMemo } from 'react';
import { useParams } from 'react-router';

import { BrandEditSchema, type BrandDto, type BrandEdit } from '#shared/brand/brand.schemas';

import { useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import {
  ActiveSwitch,
  EditScreen,
  SaveDeleteActions,
  ShopLink,
} from '../../../components/admin/edit-screen';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { applyServerIssues } from '../../../lib/form-errors';
import {
  useAdminBrand,
  useDeleteBrand,
  useSetBrandActive,
  useUpdateBrand,
} from '../api/brand-admin.queries';
import { BrandForm, type BrandFormValues } from '../components/brand-form';

const FIELDS = ['name', 'slug', 'description'] as const;

export const NO_BRAND = 'No brand found.';
export const BRAND_ACTIVE_TOOLTIP =
  'Disabling the brand also disables all its products: they leave the shop until the brand is enabled again.';

/** /dashboard/brand/edit/{id}: admins any brand, a merchant its own (the server checks). */
export function BrandEditPage() {
  const { id = '' } = useParams();
  const brand = useAdminBrand(id);
  return (
    <EditScreen title="Edit Brand" query={brand} loadingLabel="Loading brand" notFound={NO_BRAND}>
      {(brand) => <BrandEditForm brand={brand} />}
    </EditScreen>
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
  const form = useZodForm<BrandFormValues, BrandEdit>(BrandEditSchema, {
    defaultValues: values,
    values,
  });

  const handleSubmit = async (edit: BrandEdit) => {
    try {
      const result = await updateBrand.mutateAsync(edit);
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, (path) => path.replace(/^brand\./, ''));
      handleError(error);
    }
  };

  return (
    <div className="space-y-8">
      <ShopLink to={`/shop/brand/${brand.slug}`} />
      <BrandForm
        form={form}
        onSubmit={handleSubmit}
        hasSlug
        activeSwitch={
          <ActiveSwitch
            isActive={brand.isActive}
            setActive={setActive}
            tooltip={BRAND_ACTIVE_TOOLTIP}
          />
        }
        actions={
          <SaveDeleteActions
            isSubmitting={form.formState.isSubmitting}
            remove={deleteBrand}
            onDeleted={goBack}
            deleteNote={
              isAdmin
                ? undefined
                : { id: 'brand-delete-note', text: 'Only an admin can delete a brand.' }
            }
          />
        }
      />
    </div>
  );
}
