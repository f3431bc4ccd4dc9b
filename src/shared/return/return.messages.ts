import { RETURN_REASONS, RETURN_WINDOW_DAYS } from './return.constants';

/** Every message of returns and refunds, in one place. */
export const RETURN_MESSAGES = {
  itemIdRequired: 'Order item id is required.',
  itemNotFound: (id: string) => `Cannot find order item with the id: ${id}.`,
  orderNotFound: (id: string) => `Cannot find order with the id: ${id}.`,
  returnNotFound: (id: string) => `Cannot find return with the id: ${id}.`,
  reasonInvalid: `Please choose a reason: ${RETURN_REASONS.join(', ')}.`,
  quantityInvalid: 'Quantity must be a whole number of at least 1.',
  refusalNoteRequired: 'Please say why the return is refused.',

  /** Asking for a return. */
  notDelivered: 'Only a delivered item can be returned.',
  windowClosed: `Items can be returned within ${RETURN_WINDOW_DAYS} days of delivery; this item's return window has closed.`,
  tooMany: (left: number) =>
    left === 0
      ? 'A return has already been asked for every unit of this item.'
      : `You can return at most ${left} more of this item.`,
  requested: 'Your return request has been sent. We will let you know once it is reviewed.',

  /** Deciding and receiving. */
  accepted: 'The return has been accepted.',
  refused: 'The return has been refused.',
  refunded: 'The parcel is received and the refund has been made.',
  refundPending:
    'The parcel is received; the refund could not be confirmed yet and will be retried shortly.',
  notRequested: (status: string) =>
    `This return is ${status} and can no longer be accepted or refused.`,
  notAccepted: (status: string) =>
    status === 'requested'
      ? 'Accept the return before marking it received.'
      : `This return is ${status} and cannot be marked received.`,

  /** The admin's refund of a cancelled item. */
  refundNotCancelled: 'Only a cancelled item can be refunded this way.',
  refundShipped: 'This item was shipped before it was cancelled: ask the shopper to return it.',
  refundStarted: 'The refund has been made.',

  /** The provider of the payment is not the one this store uses now. */
  providerChanged: (provider: string) =>
    `This order was paid through ${provider}, which this store no longer uses: refund it there.`,
  noPayment: 'This order has no payment to refund.',
} as const;
