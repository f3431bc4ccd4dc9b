import { useId, useRef, useState, type FormEvent } from 'react';

import {
  isAcceptedImageFile,
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_IMAGE_MAX_BYTES,
  type ProductAdminDto,
  type ProductImageField,
} from '#shared/product/product-admin.schemas';
import type { RemovableImageField } from '#shared/product/product-images.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useChangeProductImages, type ProductImagesChange } from '../api/product-admin.queries';
import { ImagePicker } from './image-picker';

const SLOTS: ReadonlyArray<{
  field: ProductImageField;
  name: string;
  url: (product: ProductAdminDto) => string | null;
}> = [
  { field: 'image', name: 'Main picture', url: (product) => product.imageUrl },
  { field: 'image2', name: '2nd picture', url: (product) => product.imgs },
  { field: 'image3', name: '3rd picture', url: (product) => product.imgss },
];

type Errors = Partial<Record<ProductImageField | 'form', string>>;
type Picked = Partial<Record<ProductImageField, File>>;

/** The first problem of a picked file, as the server would word it. */
function fileError(file: File): string | undefined {
  if (!isAcceptedImageFile(file)) return M.imageType;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return undefined;
}

/** The server's refusal: each slot's message under its picker, anything else for the form. */
function serverErrors(error: ApiError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const field = PRODUCT_IMAGE_FIELDS.find((candidate) => candidate === issue.path);
    const key = field ?? 'form';
    errors[key] ??= issue.message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}

/**
 * The edit screen's Pictures (its own form, apart from the spec's fields): the product's main,
 * 2nd and 3rd picture, each replaced or added by picking a file and saving, the 2nd and 3rd
 * removed at once. Sent through PUT /api/product/{id}/images.
 */
export function ProductPictures({ product }: { product: ProductAdminDto }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const change = useChangeProductImages(product._id);
  const [picked, setPicked] = useState<Picked>({});
  const [errors, setErrors] = useState<Errors>({});
  // A new set of pickers (their inputs emptied) after each saved change.
  const [round, setRound] = useState(0);

  const send = async (body: ProductImagesChange) => {
    try {
      const result = await change.mutateAsync(body);
      setPicked({});
      setErrors({});
      setRound((current) => current + 1);
      toast.success(result.message);
      headingRef.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(serverErrors(error));
      else handleError(error);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    let count = 0;
    for (const field of PRODUCT_IMAGE_FIELDS) {
      const file = picked[field];
      if (!file) continue;
      count += 1;
      const message = fileError(file);
      if (message) found[field] = message;
    }
    if (count === 0) found.form = M.imagesNothingToChange;
    else if (!product.imageUrl && !picked.image) found.image = M.imageMainFirst;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void send({ files: picked, remove: [] });
  };

  const pick = (field: ProductImageField, file: File | null) => {
    setPicked(({ [field]: _old, ...rest }) => (file ? { ...rest, [field]: file } : rest));
    setErrors(({ [field]: _old, form: _form, ...rest }) => {
      const message = file ? fileError(file) : undefined;
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  const remove = (field: RemovableImageField) => void send({ files: {}, remove: [field] });

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-line pt-8">
      <div className="space-y-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-ink outline-none"
        >
          Pictures
        </h2>
        <p id={hintId} className="text-sm text-muted">
          jpg, jpeg or png, at most 10 MB each. The main picture can be replaced; the 2nd and 3rd
          can also be removed.
        </p>
      </div>
      <form
        noValidate
        aria-labelledby={headingId}
        aria-describedby={hintId}
        onSubmit={handleSubmit}
        className="space-y-4"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {SLOTS.map(({ field, name, url }) => {
            const current = url(product);
            return (
              <li key={field} className="flex min-w-0 flex-col gap-3 border border-line p-3">
                <h3 className="text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
                  {name}
                </h3>
                {current ? (
                  <img
                    src={current}
                    alt={`Current ${name.toLowerCase()}`}
                    width={160}
                    height={200}
                    className="aspect-[4/5] w-32 bg-sand object-cover"
                  />
                ) : (
                  <p className="flex aspect-[4/5] w-32 items-center justify-center bg-sand p-2 text-center text-xs text-muted">
                    No picture yet
                  </p>
                )}
                {current && field !== 'image' ? (
                  <Button
                    variant="link"
                    className="self-start text-xs"
                    disabled={change.isPending}
                    onClick={() => remove(field)}
                  >
                    Remove <span className="sr-only">the current {name.toLowerCase()}</span>
                  </Button>
                ) : null}
                <ImagePicker
                  key={`${field}-${round}`}
                  label={`${current ? 'Replace' : 'Add'} ${name.toLowerCase()}`}
                  file={picked[field] ?? null}
                  error={errors[field]}
                  onChange={(file) => pick(field, file)}
                />
              </li>
            );
          })}
        </ul>
        {errors.form ? (
          <p className="text-sm text-danger" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" isLoading={change.isPending}>
          Save pictures
        </Button>
      </form>
    </section>
  );
}
