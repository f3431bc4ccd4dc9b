import { MSG } from '../common/messages';
import { STAR_COUNT } from './review.rules';

export const REVIEW_MESSAGES = {
  productRequired: MSG.productRequired,
  ratingWhole: 'Rating must be a whole number of stars.',
  ratingMax: `Rating may not be greater than ${STAR_COUNT}.`,
  added: 'Your review has been added successfully and will appear when approved!',
  duplicate: 'You have already reviewed this product. Each member can review a product once.',
  approved: 'Review has been approved successfully!',
  rejected: 'Review has been rejected successfully!',
  deleted: 'Review has been deleted successfully!',
  notFound: 'No review found.',
  // The dashboard's review table (issue 25, decision 0044).
  listStatusInvalid: 'Status must be Waiting Approval, Approved or Rejected.',
  listProductInvalid: 'Please choose a product from the list.',
  listRatingInvalid: 'Rating must be a whole number from 1 to 5.',
  listSortInvalid: 'Please sort by date, rating or product.',
  listDirInvalid: MSG.sortDirInvalid,
} as const;
