import type { ChangeEvent } from 'react';

import { TextField } from '../../../components/ui/form-fields';

/** Who is buying: a member's checkout and a guest's ask the same three fields. */
export type ContactField = 'name' | 'email' | 'phone';

const FIELDS: Record<ContactField, { label: string; type?: string; autoComplete: string }> = {
  name: { label: 'Name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
};

interface ContactFieldsProps {
  /** The fields in the order the form asks them (a guest's email comes first: it is who they are). */
  order: readonly ContactField[];
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField) => (event: ChangeEvent<HTMLInputElement>) => void;
}

export function ContactFields({ order, values, errors, onChange }: ContactFieldsProps) {
  return order.map((field) => (
    <TextField
      key={field}
      label={FIELDS[field].label}
      name={field}
      type={FIELDS[field].type}
      autoComplete={FIELDS[field].autoComplete}
      value={values[field]}
      onChange={onChange(field)}
      error={errors[field]}
    />
  ));
}
