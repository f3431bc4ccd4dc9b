import { MEASUREMENT_LABELS, type MeasurementKey, type MeasurementUnit } from './measurements';

/** What the measurements profile and made-to-measure checks answer, for the server and screens. */
export const MEASUREMENT_MESSAGES = {
  saved: 'Your measurements are saved.',
  unitInvalid: 'Unit must be cm or in.',
  numberInvalid: (key: MeasurementKey) => `${MEASUREMENT_LABELS[key]} must be a number.`,
  outOfRange: (key: MeasurementKey, min: number, max: number, unit: MeasurementUnit) =>
    `${MEASUREMENT_LABELS[key]} must be from ${min} to ${max} ${unit}.`,
  takenAtInvalid: 'Date taken must be a date (YYYY-MM-DD), not in the future.',
  measurementsRequired: 'Measurements are required.',
  notOffered: (name: string) => `${name} is not offered made to measure.`,
  /** Checkout of a made-to-measure item without every measurement (the screen links to them). */
  incomplete: 'Please complete your measurements before ordering made to measure.',
} as const;
