import { PRODUCT_SIZES } from '../common/constants';
import { HOW_TO_MEASURE_MAX, MEASUREMENT_MAX_CM } from './size-guide.constants';

/** What the size guides and a review's fit answer. */
export const SIZE_GUIDE_MESSAGES = {
  saved: 'Size guide has been saved successfully!',
  deleted: 'Size guide has been deleted successfully!',
  notFound: 'Cannot find this size guide.',
  brandNotFound: 'Cannot find this brand.',
  categoryNotFound: 'Cannot find this category.',
  rowsRequired: 'Please give the measurements of at least one size.',
  tooManyRows: `A guide lists each of the store’s ${PRODUCT_SIZES.length} sizes at most once.`,
  sizeInvalid: 'Please choose one of the store’s sizes.',
  sizeTwice: (size: string) => `Size ${size} is listed more than once.`,
  measurementInvalid: `Measurements are in centimetres, above 0 and at most ${MEASUREMENT_MAX_CM}.`,
  rowEmpty: (size: string) => `Please give at least one measurement for size ${size}.`,
  howToMeasureRequired: 'Please say how to measure.',
  howToMeasureTooLong: `How to measure may be at most ${HOW_TO_MEASURE_MAX} characters.`,
  fitInvalid: 'Fit must be runs small, true to size or runs large.',
} as const;
