import { MSG } from '../common/messages';
import { CATEGORY_PRODUCTS_MAX } from './category.constants';

export const CATEGORY_MESSAGES = {
  added: 'Category has been added successfully!',
  updated: 'Category has been updated successfully!',
  deleted: 'Category has been deleted successfully!',
  slugInUse: MSG.slugInUse,
  notFound: 'No Category found.',
  unknownProducts: 'Some of the selected products could not be found.',
  tooManyProducts: `A category may list at most ${CATEGORY_PRODUCTS_MAX} products.`,
} as const;
