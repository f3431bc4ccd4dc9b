import { NO_MEASUREMENTS, type SizeGuideRow, type SizeGuideView } from './size-guide.constants';

const row = (
  size: SizeGuideRow['size'],
  chest: number,
  waist: number,
  sleeve: number,
  length: number,
  height: number,
): SizeGuideRow => ({ ...NO_MEASUREMENTS, size, chest, waist, sleeve, length, height });

/**
 * The store's own chart, shown when neither the brand nor a category of the product has a
 * guide: the fixed chart the product page always showed, in centimetres (the middle of each of
 * its ranges, to the nearest centimetre; length is the agbada's).
 */
export const STORE_SIZE_GUIDE: Omit<SizeGuideView, 'name'> = {
  source: 'store',
  rows: [
    row('S', 94, 79, 61, 137, 171),
    row('M', 99, 84, 62, 142, 177),
    row('MT', 99, 84, 66, 150, 187),
    row('L', 104, 89, 63.5, 145, 179),
    row('XL', 109, 94, 65, 147, 182),
    row('XXL', 116, 100, 66, 147, 182),
  ],
  howToMeasure: [
    'Chest: around the fullest part, under the arms, with the tape level.',
    'Waist: around your natural waistline, where you wear your trousers.',
    'Sleeve: from the shoulder point, over a slightly bent elbow, to the wrist bone.',
    'Garment length: from the base of the neck at the back to where the garment ends.',
    'Height: standing straight against a wall, without shoes.',
    'Chest and waist are body measurements; sleeve and length are the finished garment. Between two sizes, choose the larger one.',
  ].join('\n'),
};
