import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField, TextareaField } from '../ui/form-fields';

/** The Name, Slug and Description fields that brands, categories and products share. */
interface CatalogFieldProps {
  /** 'Brand', 'Category' or 'Product': the placeholders read "{noun} Name" and so on. */
  noun: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

export function NameField({ noun, error, registration }: CatalogFieldProps) {
  return (
    <TextField
      label="Name"
      placeholder={`${noun} Name`}
      autoComplete="off"
      error={error}
      {...registration}
    />
  );
}

export function SlugField({ noun, error, registration }: CatalogFieldProps) {
  return (
    <TextField
      label="Slug"
      placeholder={`${noun} Slug`}
      autoComplete="off"
      error={error}
      {...registration}
    />
  );
}

export function DescriptionField({ noun, error, registration }: CatalogFieldProps) {
  return (
    <TextareaField
      label="Description"
      placeholder={`${noun} Description`}
      rows={4}
      error={error}
      {...registration}
    />
  );
}
