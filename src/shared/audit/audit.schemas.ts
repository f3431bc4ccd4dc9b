import { z } from 'zod';

import { pageQuery, REF_MAX } from '../common/fields';
import { AUDIT_MESSAGES as M } from './audit.messages';

/**
 * What an entry says was done: `<subject>.<action>`. The list is the dashboard's filter; the
 * column holds any such name, so a new write adds its kind here.
 */
export const AUDIT_KINDS = [
  'product.add',
  'product.update',
  'product.price',
  'product.stock',
  'product.status',
  'product.delete',
  'merchant.approve',
  'merchant.reject',
  'merchant.disable',
  'merchant.enable',
  'merchant.delete',
  'order.status',
  'return.accept',
  'return.refuse',
  'return.receive',
  'return.refund',
  'brand.add',
  'brand.update',
  'brand.delete',
  'category.add',
  'category.update',
  'category.delete',
  'shipping.zone.add',
  'shipping.zone.update',
  'shipping.zone.delete',
  'shipping.option.add',
  'shipping.option.update',
  'shipping.option.delete',
  'discount.add',
  'discount.update',
  'discount.status',
  'size-guide.save',
  'size-guide.delete',
  'review.moderate',
  'review.delete',
  'user.update',
  'user.delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A value before or after: only the fields that changed, never a secret. */
export const AuditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.infer<typeof AuditValuesSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = z.string().max(10).regex(DATE, M.badDate).optional();

export const AuditQuerySchema = pageQuery
  .extend({
    actor: z.string().max(REF_MAX).optional(),
    kind: z.string().max(60).optional(),
    subject: z.string().max(REF_MAX).optional(),
    from: dateField,
    to: dateField,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: M.dateRange,
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  address: z.string().nullable(),
  brandId: z.string().nullable(),
  kind: z.string(),
  subjectId: z.string(),
  subjectLabel: z.string(),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
});
export type AuditEntryDto = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
