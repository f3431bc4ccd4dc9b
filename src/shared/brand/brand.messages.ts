import { MSG } from '../common/messages';

export const BRAND_MESSAGES = {
  added: 'Brand has been added successfully!',
  updated: 'Brand has been updated successfully!',
  deleted: 'Brand has been deleted successfully!',
  slugInUse: MSG.slugInUse,
  notFound: (id: string) => `Cannot find brand with the id: ${id}.`,
} as const;
