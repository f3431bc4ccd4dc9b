/** A complete measurements profile in centimetres, as PUT /api/user/measurements takes it. */
export const FULL_MEASUREMENTS = {
  unit: 'cm',
  takenAt: '2026-03-01',
  chest: 104,
  waist: 90,
  hips: 102,
  shoulder: 47,
  sleeve: 64,
  neck: 41,
  trouserLength: 106,
  inseam: 80,
  agbadaLength: 142,
  height: 182,
} as const;
