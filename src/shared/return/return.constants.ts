/**
 * How long after delivery a shopper may ask to return an item: the store's returns page, FAQ and
 * about page promise 14 days of delivery, and this is the one place the rule reads it.
 */
export const RETURN_WINDOW_DAYS = 14;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Why a shopper sends an item back: one of these, with an optional note. */
export const RETURN_REASONS = [
  'Does not fit',
  'Not as described',
  'Arrived damaged',
  'Wrong item sent',
  'Changed my mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * A return's life: asked for (requested), then accepted or refused by the item's merchant or an
 * admin; an accepted return once received is being refunded (refunding: the stock is back and the
 * provider is being asked), then refunded. A cancelled item an admin refunds starts at refunding.
 */
export const RETURN_STATUSES = [
  'requested',
  'accepted',
  'refused',
  'refunding',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return asked by the shopper, or the refund of a cancelled item that never shipped. */
export const RETURN_KINDS = ['return', 'cancellation'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The longest note a shopper or a seller may write on a return. */
export const RETURN_NOTE_MAX = 500;
