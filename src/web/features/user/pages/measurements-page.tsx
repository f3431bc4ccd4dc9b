import { useState, type FormEvent } from 'react';

import {
  convertMeasurement,
  isCompleteMeasurements,
  MEASUREMENT_HOW_TO,
  MEASUREMENT_KEYS,
  MEASUREMENT_LABELS,
  MEASUREMENT_UNITS,
  measurementRange,
  type MeasurementKey,
  type Measurements,
  type MeasurementUnit,
  type MeasurementValues,
} from '#shared/user/measurements';
import { MeasurementsInputSchema } from '#shared/user/measurements.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useMeasurements, useSaveMeasurements } from '../api/measurements.queries';
import { MeasurementFigure } from '../components/measurement-figure';

type Texts = Record<MeasurementKey, string>;

function textsOf(values: Partial<MeasurementValues>): Texts {
  return Object.fromEntries(
    MEASUREMENT_KEYS.map((key) => [key, String(values[key] ?? '')]),
  ) as Texts;
}

/** A typed number, or null when empty; NaN (refused by the schema) when it is not a number. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * /dashboard/measurements: the member's measurements profile (decision 0042), each with a
 * how-to-measure figure and a line on how to take it, in cm or inches. Made-to-measure orders
 * need every one.
 */
export function MeasurementsPage() {
  const query = useMeasurements();
  return (
    <div className="max-w-3xl">
      <SectionTitle>Measurements</SectionTitle>
      <p className="mb-2 text-sm text-ink-soft">
        Made-to-measure garments are cut to these. Measure over light clothing with a soft tape,
        snug but not tight.
      </p>
      {query.data ? (
        <MeasurementsForm saved={query.data.measurements} />
      ) : query.isError ? (
        <p role="alert">Your measurements could not be loaded. Please try again.</p>
      ) : (
        <p role="status">Loading your measurements…</p>
      )}
    </div>
  );
}

/** The form, filled in from the profile as it was loaded. */
function MeasurementsForm({ saved }: { saved: Measurements }) {
  const save = useSaveMeasurements();
  const [unit, setUnit] = useState<MeasurementUnit>(saved.unit);
  const [texts, setTexts] = useState<Texts>(() => textsOf(saved));
  const [takenAt, setTakenAt] = useState(saved.takenAt ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  /** The numbers shown follow the unit: each is converted, to one decimal. */
  function switchUnit(next: MeasurementUnit) {
    if (next === unit) return;
    setTexts((current) => {
      const converted = { ...current };
      for (const key of MEASUREMENT_KEYS) {
        const value = numberOf(current[key]);
        if (value !== null && Number.isFinite(value)) {
          converted[key] = String(convertMeasurement(value, unit, next));
        }
      }
      return converted;
    });
    setUnit(next);
    setErrors({});
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      unit,
      takenAt: takenAt === '' ? null : takenAt,
      ...Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, numberOf(texts[key])])),
    };
    const parsed = MeasurementsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? '');
        found[path] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync(parsed.data);
      setTakenAt(result.measurements.takenAt ?? '');
      toast.success(result.message);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        const found: Record<string, string> = {};
        for (const issue of error.issues) {
          found[issue.path.replace(/^measurements\./, '')] ??= issue.message;
        }
        setErrors(found);
      }
      handleError(error);
    }
  };

  const complete = isCompleteMeasurements(
    Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, numberOf(texts[key])])),
  );

  return (
    <>
      <p className="mb-6 text-sm font-medium text-ink">
        {complete
          ? 'Your measurements are complete.'
          : 'Fill in every measurement to order made to measure.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-2 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
            Unit
          </legend>
          {MEASUREMENT_UNITS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="unit"
                value={option}
                checked={unit === option}
                onChange={() => switchUnit(option)}
              />
              {option === 'cm' ? 'Centimetres (cm)' : 'Inches (in)'}
            </label>
          ))}
        </fieldset>
        {errors.unit ? (
          <p className="text-sm text-danger" role="alert">
            {errors.unit}
          </p>
        ) : null}
        <ul className="grid gap-5 sm:grid-cols-2">
          {MEASUREMENT_KEYS.map((key) => {
            const range = measurementRange(key, unit);
            return (
              <li key={key} className="flex items-start gap-3 bg-cream p-3">
                <MeasurementFigure measurement={key} />
                <div className="min-w-0 flex-1">
                  <TextField
                    label={`${MEASUREMENT_LABELS[key]} (${unit})`}
                    inputMode="decimal"
                    value={texts[key]}
                    placeholder={`${range.min}–${range.max}`}
                    hint={MEASUREMENT_HOW_TO[key]}
                    error={errors[key]}
                    onChange={(event) => {
                      const value = event.target.value;
                      setTexts((current) => ({ ...current, [key]: value }));
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <TextField
          label="Date taken"
          type="date"
          value={takenAt}
          hint="Left empty, today's date is recorded when you save."
          error={errors.takenAt}
          onChange={(event) => setTakenAt(event.target.value)}
        />
        <div className="pt-2">
          <Button type="submit" isLoading={save.isPending}>
            Save measurements
          </Button>
        </div>
      </form>
    </>
  );
}
