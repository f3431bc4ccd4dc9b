import { useState, type FormEvent } from 'react';

import { formatDollars } from '#shared/common/money';
import type { ShippingOptionDto, ShippingZoneDto } from '#shared/shipping/shipping.schemas';

import { ActiveBadge } from '../../../components/admin/admin-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CloseButton, Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { serverFieldErrors } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import {
  useDeleteOption,
  useDeleteZone,
  useSaveOption,
  useSaveZone,
  useShippingZones,
} from '../api/shipping.queries';

/** How an option charges, in words: "$5.00 per item, free from $120.00". */
function rateOf(option: ShippingOptionDto): string {
  const parts: string[] = [];
  if (option.flatFee > 0) parts.push(formatDollars(option.flatFee));
  if (option.perItemFee > 0) parts.push(`${formatDollars(option.perItemFee)} per item`);
  const price = parts.length > 0 ? parts.join(' + ') : 'Free';
  return option.freeFrom !== null && parts.length > 0
    ? `${price}, free from ${formatDollars(option.freeFrom)}`
    : price;
}

/** The server's field errors, `countries.3` read as `countries`. */
function errorsOf<F extends string>(error: unknown, fields: readonly F[]) {
  return serverFieldErrors(error, fields, (path) => path.replace(/\.\d+$/, ''));
}

const ZONE_FIELDS = ['name', 'countries'] as const;

function ZoneDialog({ zone, onClose }: { zone: ShippingZoneDto | 'new'; onClose: () => void }) {
  const save = useSaveZone();
  const existing = zone === 'new' ? null : zone;
  const [name, setName] = useState(existing?.name ?? '');
  const [countries, setCountries] = useState(existing?.countries.join(', ') ?? '');
  const [errors, setErrors] = useState<Partial<Record<(typeof ZONE_FIELDS)[number], string>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const list = countries
      .split(/[,\n]/)
      .map((country) => country.trim())
      .filter(Boolean);
    try {
      const answer = await save.mutateAsync({
        id: existing?._id,
        body: { name, countries: list },
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setErrors(errorsOf(error, ZONE_FIELDS));
      handleError(error);
    }
  }

  const title = existing ? 'Edit zone' : 'Add a zone';
  return (
    <Dialog isOpen onClose={onClose} label={title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="px-6 py-6 sm:px-8">
        <div className="mb-5 flex items-center justify-between">
          <h2 className="text-2xl font-semibold text-ink">{title}</h2>
          <CloseButton onClick={onClose} label="Close" />
        </div>
        <div className="space-y-5">
          <TextField
            label="Zone name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <TextField
            label="Countries"
            value={countries}
            onChange={(event) => setCountries(event.target.value)}
            error={errors.countries}
            placeholder="Ghana, Kenya, South Africa"
          />
          <p className="text-xs leading-5 text-muted">
            Separate the countries with commas, as the address book names them. Leave this empty for
            the rest of the world: every country no other zone lists.
          </p>
        </div>
        <div className="mt-7 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const OPTION_FIELDS = [
  'name',
  'estimate',
  'minDays',
  'maxDays',
  'flatFee',
  'perItemFee',
  'freeFrom',
  'position',
] as const;
type OptionField = (typeof OPTION_FIELDS)[number];

const LABELS: Record<OptionField, string> = {
  name: 'Option name',
  estimate: 'Delivery estimate',
  minDays: 'Shortest (working days)',
  maxDays: 'Longest (working days)',
  flatFee: 'Flat fee ($)',
  perItemFee: 'Per item ($)',
  freeFrom: 'Free from a subtotal of ($)',
  position: 'Position',
};

function OptionDialog({
  zone,
  option,
  onClose,
}: {
  zone: ShippingZoneDto;
  option: ShippingOptionDto | null;
  onClose: () => void;
}) {
  const save = useSaveOption();
  const [values, setValues] = useState<Record<OptionField, string>>(() => ({
    name: option?.name ?? '',
    estimate: option?.estimate ?? '',
    minDays: String(option?.minDays ?? ''),
    maxDays: String(option?.maxDays ?? ''),
    flatFee: String(option?.flatFee ?? 0),
    perItemFee: String(option?.perItemFee ?? 0),
    freeFrom: option?.freeFrom === null || option === null ? '' : String(option.freeFrom),
    position: String(option?.position ?? zone.options.length),
  }));
  const [active, setActive] = useState(option?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<OptionField, string>>>({});

  const number = (field: OptionField) =>
    values[field].trim() === '' ? NaN : Number(values[field]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        id: option?._id,
        zoneId: zone._id,
        body: {
          name: values.name,
          estimate: values.estimate,
          minDays: number('minDays'),
          maxDays: number('maxDays'),
          flatFee: number('flatFee'),
          perItemFee: number('perItemFee'),
          freeFrom: values.freeFrom.trim() === '' ? null : number('freeFrom'),
          position: number('position'),
          active,
        },
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setErrors(errorsOf(error, OPTION_FIELDS));
      handleError(error);
    }
  }

  const title = option ? `Edit ${option.name}` : `Add an option to ${zone.name}`;
  return (
    <Dialog isOpen onClose={onClose} label={title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="px-6 py-6 sm:px-8">
        <div className="mb-5 flex items-center justify-between gap-4">
          <h2 className="text-2xl font-semibold text-ink">{title}</h2>
          <CloseButton onClick={onClose} label="Close" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {OPTION_FIELDS.map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              inputMode={field === 'name' || field === 'estimate' ? undefined : 'decimal'}
              value={values[field]}
              onChange={(event) => setValues((all) => ({ ...all, [field]: event.target.value }))}
              error={errors[field]}
            />
          ))}
        </div>
        <CheckboxField
          className="mt-5"
          label="Offered to shoppers"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        <div className="mt-7 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type Editing =
  | { kind: 'zone'; zone: ShippingZoneDto | 'new' }
  | { kind: 'option'; zone: ShippingZoneDto; option: ShippingOptionDto | null }
  | { kind: 'deleteZone'; zone: ShippingZoneDto }
  | { kind: 'deleteOption'; option: ShippingOptionDto }
  | null;

function ZoneCard({ zone, edit }: { zone: ShippingZoneDto; edit: (next: Editing) => void }) {
  return (
    <section aria-label={zone.name} className="border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl font-semibold break-words text-ink">{zone.name}</h2>
          <p className="mt-1 text-sm text-muted">
            {zone.restOfWorld ? 'The rest of the world' : zone.countries.join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => edit({ kind: 'zone', zone })}>
            Edit zone
          </Button>
          <Button size="sm" variant="danger" onClick={() => edit({ kind: 'deleteZone', zone })}>
            Delete zone
          </Button>
        </div>
      </div>
      {zone.options.length === 0 ? (
        <p className="mt-5 text-sm text-muted">No shipping options yet: nothing delivers here.</p>
      ) : (
        <ul
          aria-label={`Options of ${zone.name}`}
          className="mt-5 divide-y divide-line border-y border-line"
        >
          {zone.options.map((option) => (
            <li key={option._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {option.name} <span className="text-sm text-muted">· {option.estimate}</span>
                </p>
                <p className="text-sm text-ink-soft">{rateOf(option)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ActiveBadge isActive={option.active} />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${option.name} of ${zone.name}`}
                  onClick={() => edit({ kind: 'option', zone, option })}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${option.name} of ${zone.name}`}
                  onClick={() => edit({ kind: 'deleteOption', option })}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="mt-4"
        onClick={() => edit({ kind: 'option', zone, option: null })}
      >
        Add option
      </Button>
    </section>
  );
}

/** /dashboard/shipping: admins keep the zones the store delivers to and their options. */
export function ShippingPage() {
  const zones = useShippingZones();
  useHandleQueryError(zones.error);
  const [editing, setEditing] = useState<Editing>(null);
  const deleteZone = useDeleteZone();
  const deleteOption = useDeleteOption();
  const close = () => setEditing(null);

  async function confirmDelete() {
    try {
      const answer =
        editing?.kind === 'deleteZone'
          ? await deleteZone.mutateAsync(editing.zone._id)
          : editing?.kind === 'deleteOption'
            ? await deleteOption.mutateAsync(editing.option._id)
            : null;
      if (answer) toast.success(answer.message);
      close();
    } catch (error) {
      handleError(error);
    }
  }

  return (
    <div>
      <SectionTitle
        action={
          <Button size="sm" onClick={() => setEditing({ kind: 'zone', zone: 'new' })}>
            Add zone
          </Button>
        }
      >
        Shipping
      </SectionTitle>
      {zones.isPending ? (
        <PageLoader label="Loading shipping zones" />
      ) : zones.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void zones.refetch()}>
              Try again
            </Button>
          }
        >
          The shipping zones could not be loaded.
        </EmptyState>
      ) : zones.data.length === 0 ? (
        <EmptyState>
          No shipping zones yet: every order ships at the standard rate (free to Nigeria and the
          United Kingdom, free from $120, otherwise $5 per item).
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {zones.data.map((zone) => (
            <ZoneCard key={zone._id} zone={zone} edit={setEditing} />
          ))}
        </div>
      )}
      {editing?.kind === 'zone' ? <ZoneDialog zone={editing.zone} onClose={close} /> : null}
      {editing?.kind === 'option' ? (
        <OptionDialog zone={editing.zone} option={editing.option} onClose={close} />
      ) : null}
      <ConfirmDialog
        isOpen={editing?.kind === 'deleteZone' || editing?.kind === 'deleteOption'}
        title={editing?.kind === 'deleteZone' ? 'Delete this zone?' : 'Delete this option?'}
        confirmLabel="Delete"
        isBusy={deleteZone.isPending || deleteOption.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={close}
      >
        {editing?.kind === 'deleteZone'
          ? `${editing.zone.name} and its options will be deleted. Orders keep the option they were sent by.`
          : editing?.kind === 'deleteOption'
            ? `${editing.option.name} will no longer be offered. Orders keep the option they were sent by.`
            : null}
      </ConfirmDialog>
    </div>
  );
}
