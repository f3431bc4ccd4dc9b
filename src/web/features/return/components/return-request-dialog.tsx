import { useState, type FormEvent } from 'react';

import {
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from '#shared/return/return.constants';

import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField, TextareaField } from '../../../components/ui/form-fields';
import { formatDate } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useAskReturn } from '../api/return.queries';

const REASON_OPTIONS = RETURN_REASONS.map((reason) => ({ value: reason, label: reason }));

/** The shopper's return form for one item: reason, how many, and a note. */
export function ReturnRequestDialog({
  isOpen,
  onClose,
  itemId,
  name,
  returnable,
  until,
}: {
  isOpen: boolean;
  onClose: () => void;
  itemId: string;
  name: string;
  returnable: number;
  until: string | null;
}) {
  const ask = useAskReturn();
  const [reason, setReason] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = RETURN_REASONS.find((candidate) => candidate === reason);
    if (!chosen) {
      setError('Please choose a reason.');
      return;
    }
    ask.mutate(
      { itemId, quantity, reason: chosen, note },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (failure) => handleError(failure),
      },
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} label={`Return ${name}`}>
      <form className="space-y-5 px-6 py-6 sm:px-8" onSubmit={submit} noValidate>
        <div>
          <h2 className="text-2xl font-semibold text-ink">Return {name}</h2>
          <p className="mt-2 text-sm text-muted">
            Returns are accepted within {RETURN_WINDOW_DAYS} days of delivery
            {until ? (
              <>
                {' '}
                (until <time dateTime={until}>{formatDate(until)}</time>)
              </>
            ) : null}
            , unworn and with their tags.
          </p>
        </div>
        <SelectField
          label="Reason"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          required
        />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={returnable}
          value={quantity}
          hint={`Up to ${returnable}`}
          onChange={(event) => {
            const value = Math.trunc(Number(event.target.value));
            setQuantity(Math.min(Math.max(value || 1, 1), returnable));
          }}
        />
        <TextareaField
          label="Note (optional)"
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={ask.isPending}>
            Ask for a return
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
