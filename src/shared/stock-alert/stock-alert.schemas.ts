import { z } from 'zod';

import { PRODUCT_SIZES } from '../common/constants';
import { emailField, refField } from '../common/fields';
import { STOCK_ALERT_MESSAGES } from './stock-alert.messages';

/**
 * POST /api/stock-alert/subscribe: a product (slug or id) and one of its sizes; a guest adds the
 * email to tell, a signed-in member's account email is used (any email sent is then ignored).
 */
export const StockAlertSubscribeBodySchema = z.object({
  product: refField(STOCK_ALERT_MESSAGES.productRequired),
  size: z.enum(PRODUCT_SIZES, { error: STOCK_ALERT_MESSAGES.sizeRequired }),
  email: emailField.optional(),
});
export type StockAlertSubscribeBody = z.input<typeof StockAlertSubscribeBodySchema>;

/** POST /api/stock-alert/confirm and /unsubscribe: the token of the mailed link. */
export const StockAlertTokenBodySchema = z.object({
  token: z.string().min(1).max(200),
});

export const StockAlertDtoSchema = z.object({
  _id: z.string(),
  size: z.string(),
  created: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
});
export type StockAlertDto = z.infer<typeof StockAlertDtoSchema>;

export const StockAlertListResponseSchema = z.object({ alerts: z.array(StockAlertDtoSchema) });
