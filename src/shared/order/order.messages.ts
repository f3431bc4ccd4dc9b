import { ORDER_ITEM_STATUSES } from '../common/constants';
import { MSG } from '../common/messages';

/** What the order endpoints after placement answer (reference §3.11 and §5.6 for the originals). */
export const ORDER_MESSAGES = {
  orderNotFound: (id: string) => `Cannot find order with the id: ${id}.`,
  itemNotFound: (id: string) => `Cannot find order item with the id: ${id}.`,
  orderIdRequired: 'Order id is required.',
  cartIdRequired: 'Cart id is required.',
  statusInvalid: `Status must be one of: ${ORDER_ITEM_STATUSES.join(', ')}.`,
  // The dashboard's order table (issue 25, decision 0044).
  listSearchMax: 'Search may not be greater than 100 characters.',
  listBrandInvalid: 'Please choose a merchant from the list.',
  listFromInvalid: 'From must be a date (YYYY-MM-DD).',
  listToInvalid: 'To must be a date (YYYY-MM-DD).',
  listSortInvalid: 'Please sort by date, number, customer or total.',
  listDirInvalid: MSG.sortDirInvalid,

  /** The whole order is now cancelled, as told to an admin and to the shopper. */
  orderCancelledByAdmin: 'Order has been cancelled successfully',
  orderCancelledByOwner: 'Your order has been cancelled successfully',
  itemCancelled: 'Item has been cancelled successfully!',
  itemStatusUpdated: 'Item status has been updated successfully!',

  /** A shopper may only cancel, and only what has not left the shop yet. */
  onlyCancel: 'You can only cancel an item of your order.',
  itemAlreadySent: (status: string) =>
    `This item is already ${status.toLowerCase()} and can no longer be cancelled.`,
  orderAlreadySent:
    'Part of this order has already been shipped, so the order can no longer be cancelled.',
  /**
   * A merchant moves the items its brand sold forward (Processing, Shipped, Delivered); it
   * neither cancels nor moves back what the customer was told.
   */
  sellerCannotSetStatus: 'You can mark your items Processing, Shipped or Delivered.',
  sellerShippedNeedsTracking: 'Please enter the carrier and the tracking number.',
  sellerCannotMoveBack: (current: string, wanted: string) =>
    `This item is already ${current.toLowerCase()}, so it cannot be marked ${wanted.toLowerCase()}.`,
  sellerDeliverAfterShip: 'Please mark this item shipped before marking it delivered.',
  sellerCannotCancel: 'Only the customer who placed this order, or an admin, can cancel it.',
  /** Cancelled is final: the stock went back and the shopper was told. */
  itemIsCancelled: 'This item has been cancelled and its status can no longer be changed.',
} as const;
