import { MEASUREMENT_LABELS, type MeasurementKey } from '#shared/user/measurements';

/**
 * How to measure one measurement (its line of text sits under the field): where the tape goes for one measurement, drawn over a plain figure (inline SVG: no image to
 * load). Each entry is the tape's path in the 60 × 120 figure.
 */
const TAPE: Record<MeasurementKey, string> = {
  chest: 'M18 34 Q30 39 42 34',
  waist: 'M20 50 Q30 54 40 50',
  hips: 'M19 60 Q30 65 41 60',
  shoulder: 'M17 25 L43 25',
  sleeve: 'M43 25 L50 58',
  neck: 'M26 19 Q30 22 34 19',
  trouserLength: 'M40 50 L41 112',
  inseam: 'M31 66 L34 112',
  agbadaLength: 'M12 24 L12 98',
  height: 'M55 3 L55 116',
};

/** The figure: head, body, arms and legs in soft strokes. */
const BODY =
  'M30 4a7 7 0 1 1 0 14a7 7 0 1 1 0-14Z M26 18v5 M34 18v5 M17 25h26l7 33h-4l-6-26v34h-20v-34l-6 26h-4Z M20 66l3 46h6l2-44 M40 66l-3 46h-6';

export function MeasurementFigure({ measurement }: { measurement: MeasurementKey }) {
  const label = MEASUREMENT_LABELS[measurement];
  return (
    <svg
      viewBox="0 0 60 120"
      width="48"
      height="96"
      role="img"
      aria-labelledby={`figure-${measurement}-title`}
      className="shrink-0"
    >
      <title id={`figure-${measurement}-title`}>{`How to measure: ${label}`}</title>
      <path
        d={BODY}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        className="text-stone-400"
      />
      <path
        d={TAPE[measurement]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeDasharray="3 2"
        strokeLinecap="round"
        className="text-indigo"
      />
    </svg>
  );
}
