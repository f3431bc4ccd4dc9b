import { useState, type FormEvent } from 'react';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import {
  MEASUREMENT_LABELS,
  MEASUREMENTS,
  type Measurement,
  type SizeGuideDto,
} from '#shared/size-guide/size-guide.schemas';
import { STORE_SIZE_GUIDE } from '#shared/size-guide/size-guide.defaults';

import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAdminBrands } from '../../brand/api/brand-admin.queries';
import { useAdminCategories } from '../../category/api/category-admin.queries';
import {
  useDeleteSizeGuide,
  useSaveSizeGuide,
  useSizeGuide,
  useSizeGuides,
  type GuideTarget,
} from '../api/size-guide.queries';

type Cells = Record<ProductSize, Record<Measurement, string>>;

function cellsOf(rows: SizeGuideDto['rows']): Cells {
  return Object.fromEntries(
    PRODUCT_SIZES.map((size) => {
      const row = rows.find((candidate) => candidate.size === size);
      return [
        size,
        Object.fromEntries(
          MEASUREMENTS.map((column) => {
            const value = row?.[column];
            return [column, value === null || value === undefined ? '' : String(value)];
          }),
        ),
      ];
    }),
  ) as Cells;
}

const keyOf = (target: GuideTarget) => `${target.kind}:${target.id}`;

function targetOf(key: string): GuideTarget | null {
  const [kind, id] = key.split(':');
  return (kind === 'brand' || kind === 'category') && id ? { kind, id } : null;
}

/** The server's messages: by cell (`M.chest`), by size, and for the text or the whole table. */
function errorsOf(error: unknown, sent: readonly ProductSize[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.issues) {
    const [head, index, column] = issue.path.split('.');
    const size = index === undefined ? undefined : sent[Number(index)];
    const key =
      head === 'rows' && size ? (column && column !== 'size' ? `${size}.${column}` : size) : head;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

function GuideForm({
  target,
  label,
  guide,
}: {
  target: GuideTarget;
  label: string;
  guide: SizeGuideDto | null;
}) {
  const save = useSaveSizeGuide();
  const remove = useDeleteSizeGuide();
  const [cells, setCells] = useState<Cells>(() => cellsOf(guide?.rows ?? STORE_SIZE_GUIDE.rows));
  const [howToMeasure, setHowToMeasure] = useState(
    guide?.howToMeasure ?? STORE_SIZE_GUIDE.howToMeasure,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isConfirming, setIsConfirming] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    // Sizes left blank are not in the guide.
    const sent = PRODUCT_SIZES.filter((size) =>
      MEASUREMENTS.some((column) => cells[size][column].trim() !== ''),
    );
    const rows = sent.map((size) => ({
      size,
      ...Object.fromEntries(
        MEASUREMENTS.map((column) => {
          const text = cells[size][column].trim();
          return [column, text === '' ? null : Number(text.replace(',', '.'))];
        }),
      ),
    }));
    try {
      const answer = await save.mutateAsync({ target, body: { rows, howToMeasure } });
      toast.success(answer.message);
    } catch (error) {
      setErrors(errorsOf(error, sent));
      handleError(error);
    }
  }

  async function confirmDelete() {
    try {
      const answer = await remove.mutateAsync(target);
      toast.success(answer.message);
      setIsConfirming(false);
    } catch (error) {
      handleError(error);
    }
  }

  const rowErrors = PRODUCT_SIZES.map((size) => errors[size]).filter(Boolean);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <p className="text-sm leading-6 text-ink-soft">
        {guide
          ? `The guide for ${label}. `
          : `${label} has no guide yet: its products show the next guide that applies. The store's chart is filled in to start from. `}
        Measurements are in centimetres; leave a size blank to leave it out.
      </p>
      <ScrollRegion label={`Measurements for ${label}, in centimetres`}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ink text-xs tracking-[0.12em] text-ink uppercase">
              <th scope="col" className="px-2 py-2 font-semibold">
                Size
              </th>
              {MEASUREMENTS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {MEASUREMENT_LABELS[column]} (cm)
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {PRODUCT_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row" className="px-2 py-2 font-semibold text-ink">
                  {size}
                </th>
                {MEASUREMENTS.map((column) => {
                  const error = errors[`${size}.${column}`];
                  return (
                    <td key={column} className="px-2 py-2">
                      <input
                        type="text"
                        inputMode="decimal"
                        maxLength={8}
                        aria-label={`${size} ${MEASUREMENT_LABELS[column]} (cm)`}
                        aria-invalid={error ? true : undefined}
                        title={error}
                        value={cells[size][column]}
                        onChange={(event) =>
                          setCells((previous) => ({
                            ...previous,
                            [size]: { ...previous[size], [column]: event.target.value },
                          }))
                        }
                        className={`h-10 w-20 border bg-white px-2 text-ink ${error ? 'border-danger' : 'border-stone-300'}`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rowErrors.length > 0 ||
      errors.rows ||
      Object.keys(errors).some((key) => key.includes('.')) ? (
        <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-danger">
          {errors.rows ? <li>{errors.rows}</li> : null}
          {rowErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
          {Object.entries(errors)
            .filter(([key]) => key.includes('.'))
            .map(([key, message]) => (
              <li key={key}>
                {key.replace('.', ' ')}: {message}
              </li>
            ))}
        </ul>
      ) : null}
      <TextareaField
        label="How to measure"
        rows={6}
        maxLength={2000}
        value={howToMeasure}
        onChange={(event) => setHowToMeasure(event.target.value)}
        error={errors.howToMeasure}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {guide ? (
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            Delete guide
          </Button>
        ) : null}
        <Button type="submit" isLoading={save.isPending}>
          Save guide
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete this size guide?"
        confirmLabel="Delete"
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setIsConfirming(false)}
      >
        {`Products of ${label} will show the next guide that applies.`}
      </ConfirmDialog>
    </form>
  );
}

function GuideEditor({ target, label }: { target: GuideTarget; label: string }) {
  const guide = useSizeGuide(target);
  useHandleQueryError(guide.error);
  if (guide.isPending) return <PageLoader label="Loading the size guide" />;
  if (guide.isError) return <EmptyState>The size guide could not be loaded.</EmptyState>;
  // A new form for each guide read: saving or deleting starts it again from the server's.
  return (
    <GuideForm
      key={`${keyOf(target)}:${guide.data?.updated ?? 'none'}`}
      target={target}
      label={label}
      guide={guide.data}
    />
  );
}

interface Option {
  value: string;
  label: string;
}

/** What the actor may give a guide: its brands (a merchant's own), and for an admin the categories. */
function useTargets(isAdmin: boolean): { options: Option[]; isPending: boolean } {
  const brands = useAdminBrands();
  const categories = useAdminCategories(isAdmin);
  useHandleQueryError(brands.error);
  useHandleQueryError(categories.error);
  const options = [
    ...(brands.data ?? []).map((brand) => ({
      value: keyOf({ kind: 'brand', id: brand._id }),
      label: `Brand: ${brand.name}`,
    })),
    ...(isAdmin ? (categories.data ?? []) : []).map((category) => ({
      value: keyOf({ kind: 'category', id: category._id }),
      label: `Category: ${category.name}`,
    })),
  ];
  return { options, isPending: brands.isPending || (isAdmin && categories.isPending) };
}

/**
 * /dashboard/size-guide: the size guides of brands and categories. An admin keeps any; a
 * merchant its own brand's.
 */
export function SizeGuidesPage() {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const targets = useTargets(isAdmin);
  const guides = useSizeGuides();
  useHandleQueryError(guides.error);
  const [chosen, setChosen] = useState('');
  const target = targetOf(chosen);
  const label = targets.options.find((option) => option.value === chosen)?.label ?? '';

  return (
    <div className="space-y-8">
      <SectionTitle>Size Guides</SectionTitle>
      <p className="max-w-3xl text-sm leading-6 text-ink-soft">
        A product shows its brand&apos;s guide; without one, the guide of one of its categories (the
        first by name); without either, the store&apos;s chart.
      </p>
      {guides.data && guides.data.length > 0 ? (
        <section aria-labelledby="size-guides-saved">
          <h2 id="size-guides-saved" className="text-sm font-semibold text-ink">
            Saved guides
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {guides.data.map((guide) => {
              const of: GuideTarget = guide.brand
                ? { kind: 'brand', id: guide.brand._id }
                : { kind: 'category', id: guide.category?._id ?? '' };
              const name = guide.brand
                ? `Brand: ${guide.brand.name}`
                : `Category: ${guide.category?.name ?? ''}`;
              return (
                <li key={guide._id}>
                  <Button variant="secondary" size="sm" onClick={() => setChosen(keyOf(of))}>
                    {name}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {targets.isPending ? (
        <PageLoader label="Loading brands and categories" />
      ) : targets.options.length === 0 ? (
        <EmptyState>There is no brand or category to give a size guide yet.</EmptyState>
      ) : (
        <SelectField
          label="Guide for"
          placeholder="Choose a brand or a category"
          options={targets.options}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          containerClassName="max-w-md"
        />
      )}
      {target && label ? <GuideEditor key={chosen} target={target} label={label} /> : null}
    </div>
  );
}
