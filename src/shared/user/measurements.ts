/*
 * A member's measurements profile (decision 0042): the zod-free part, shared by the server, the
 * Measurements screen and the order screens.
 */

/** Every measurement a made-to-measure garment needs, in the order the screen shows them. */
export const MEASUREMENT_KEYS = [
  'chest',
  'waist',
  'hips',
  'shoulder',
  'sleeve',
  'neck',
  'trouserLength',
  'inseam',
  'agbadaLength',
  'height',
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const MEASUREMENT_LABELS: Record<MeasurementKey, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  neck: 'Neck',
  trouserLength: 'Trouser length',
  inseam: 'Inseam',
  agbadaLength: 'Agbada length',
  height: 'Height',
};

/** One line on how to take each measurement. */
export const MEASUREMENT_HOW_TO: Record<MeasurementKey, string> = {
  chest: 'Around the fullest part of the chest, under the arms, tape level.',
  waist: 'Around the natural waist, just above the navel, with a finger under the tape.',
  hips: 'Around the widest part of the hips and seat, feet together.',
  shoulder: 'Across the back, from one shoulder point to the other.',
  sleeve: 'From the shoulder point down to the wrist bone, arm relaxed.',
  neck: 'Around the base of the neck, where the collar sits.',
  trouserLength: 'From the waist down the outside of the leg to the ankle.',
  inseam: 'From the crotch down the inside of the leg to the ankle.',
  agbadaLength: 'From the top of the shoulder down to where the agbada should end.',
  height: 'Standing straight without shoes, from the floor to the top of the head.',
};

export const CM_PER_INCH = 2.54;

/** The accepted range of each measurement, in centimetres. */
export const MEASUREMENT_RANGES_CM: Record<MeasurementKey, { min: number; max: number }> = {
  chest: { min: 50, max: 200 },
  waist: { min: 40, max: 200 },
  hips: { min: 50, max: 200 },
  shoulder: { min: 25, max: 80 },
  sleeve: { min: 30, max: 100 },
  neck: { min: 25, max: 65 },
  trouserLength: { min: 60, max: 140 },
  inseam: { min: 40, max: 110 },
  agbadaLength: { min: 80, max: 180 },
  height: { min: 120, max: 230 },
};

/** The range in the unit the numbers are typed in (inches rounded outwards to one decimal). */
export function measurementRange(
  key: MeasurementKey,
  unit: MeasurementUnit,
): { min: number; max: number } {
  const range = MEASUREMENT_RANGES_CM[key];
  if (unit === 'cm') return range;
  return {
    min: Math.floor((range.min / CM_PER_INCH) * 10) / 10,
    max: Math.ceil((range.max / CM_PER_INCH) * 10) / 10,
  };
}

/** A number from one unit in the other, to one decimal (what the unit switch shows). */
export function convertMeasurement(
  value: number,
  from: MeasurementUnit,
  to: MeasurementUnit,
): number {
  if (from === to) return value;
  const converted = from === 'cm' ? value / CM_PER_INCH : value * CM_PER_INCH;
  return Math.round(converted * 10) / 10;
}

export type MeasurementValues = Record<MeasurementKey, number | null>;

/** A measurements profile as read and as kept on a made-to-measure order item. */
export interface Measurements extends MeasurementValues {
  unit: MeasurementUnit;
  /** The day the measurements were taken (YYYY-MM-DD); null before the first save. */
  takenAt: string | null;
}

/**
 * Complete: every measurement is present. The one definition the checkout's refusal, the
 * Measurements screen and the order screens use.
 */
export function isCompleteMeasurements(values: Partial<MeasurementValues> | null): boolean {
  return values !== null && MEASUREMENT_KEYS.every((key) => typeof values[key] === 'number');
}
