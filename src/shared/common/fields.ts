import { z } from 'zod';

import { LIMITS } from './constants';
import { MSG } from './messages';
import { stripHtml } from './text';

/**
 * How many times its limit a text may be long as sent: tags and spaces around it are removed
 * before its limit is checked, and anything longer is refused before it is processed at all.
 */
export const RAW_TEXT_FACTOR = 4;

/** The longest a text limited to `max` characters may arrive. */
export function rawMax(max: number): number {
  return max * RAW_TEXT_FACTOR;
}

/** The longest id or slug a request may name (ids are 36-character UUIDs, slugs 120 at most). */
export const REF_MAX = 200;

/**
 * A required id or slug of something stored, trimmed. One longer than REF_MAX cannot exist and
 * is refused, with the same message, before it is trimmed.
 */
export function refField(message: string) {
  return z
    .string({ error: message })
    .max(REF_MAX, { message, abort: true })
    .trim()
    .min(1, { message, abort: true });
}

/** Free text: must be a string, HTML removed, trimmed, required with the given message. */
export function requiredText(
  message: string,
  max: number = LIMITS.addressFieldMax,
  label = 'This field',
) {
  return z
    .string({ error: message })
    .max(rawMax(max), { message: MSG.tooLong(label, max), abort: true })
    .overwrite(stripHtml)
    .trim()
    .min(1, { message, abort: true })
    .max(max, MSG.tooLong(label, max));
}

/** Optional free text: missing, null and empty all become an empty string. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .max(rawMax(max), { message: MSG.tooLong(label, max), abort: true })
    .overwrite(stripHtml)
    .trim()
    .max(max, MSG.tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');
}

export const emailField = z
  .string({ error: MSG.emailRequired })
  .max(rawMax(LIMITS.emailMax), { message: MSG.emailInvalid, abort: true })
  .trim()
  .min(1, { message: MSG.emailRequired, abort: true })
  .max(LIMITS.emailMax, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { message: MSG.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(LIMITS.passwordMax, MSG.passwordMax);

export const confirmPasswordField = z
  .string({ error: MSG.confirmPasswordRequired })
  .min(1, { message: MSG.confirmPasswordRequired, abort: true })
  .min(LIMITS.passwordMin, MSG.confirmPasswordMin)
  .max(LIMITS.passwordMax, MSG.passwordMax);

/** Letters, digits, dashes and underscores (the original client's alpha_dash rule). */
export const ALPHA_DASH_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The longest slug a person may type on an edit screen. */
export const SLUG_INPUT_MAX = 120;

/**
 * A slug typed on an edit screen: required, letters, digits, dashes and underscores only, kept in
 * lower case so that shop links (which are lower-cased) find it.
 */
export const slugField = z
  .string({ error: MSG.slugRequired })
  .max(rawMax(SLUG_INPUT_MAX), { message: MSG.tooLong('Slug', SLUG_INPUT_MAX), abort: true })
  .trim()
  .min(1, { message: MSG.slugRequired, abort: true })
  .regex(ALPHA_DASH_PATTERN, { message: MSG.slugPattern, abort: true })
  .max(SLUG_INPUT_MAX, MSG.tooLong('Slug', SLUG_INPUT_MAX))
  .transform((slug) => slug.toLowerCase());

export const idParam = z.object({ id: z.string().max(REF_MAX, MSG.tooLong('Id', REF_MAX)) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(LIMITS.dashboardPageSize),
});

export const searchQuery = z.object({
  search: z
    .string()
    .max(rawMax(LIMITS.searchMax), {
      message: MSG.tooLong('Search', LIMITS.searchMax),
      abort: true,
    })
    .trim()
    .max(LIMITS.searchMax, MSG.tooLong('Search', LIMITS.searchMax))
    .default(''),
});
