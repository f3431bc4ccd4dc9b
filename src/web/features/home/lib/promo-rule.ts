import { LIMITS } from '#shared/common/constants';

/**
 * The promotional modal shows if it was never shown, and again only once at least 20 days
 * (LIMITS.promoModalIntervalMs) have passed since it last was. An unreadable date counts as
 * never shown.
 */
export function shouldShowPromo(lastDisplay: string | null, now: number): boolean {
  if (!lastDisplay) return true;
  const last = Date.parse(lastDisplay);
  if (Number.isNaN(last)) return true;
  return now - last >= LIMITS.promoModalIntervalMs;
}
