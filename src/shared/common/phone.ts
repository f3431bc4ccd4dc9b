import { z } from 'zod';

import { MSG } from './messages';

/*
 * The store's one phone-number rule (decision 0055), for every place a phone is asked: the
 * merchant application (/sell and the admin's Add Merchant), the profile and the checkout's
 * contact. Two shapes are accepted, anything else gets MSG.phoneInvalid:
 *
 * - an international number in E.164 form, written as people write it: `+`, the country code
 *   and the number, with spaces, dashes, dots or brackets between the digits
 *   (`+234 803 555 0142`, `+44 (20) 7946 0958`, `+1-415-555-0100`), 7 to 15 digits;
 * - the specification's 10-digit US-style number, with optional brackets and one dash, dot or
 *   space between the groups (`(415) 555-0100`, `415.555.0100`, `4155550100`).
 *
 * Stored in one way: an international number as E.164 (`+2348035550142`), a US-style number as
 * it was typed (trimmed), which is how the original client shows it back. Both readers walk the
 * text once, left to right, after its length is capped: no regex, nothing to backtrack.
 */

/** The longest phone number read at all (longer is refused before it is looked at). */
export const PHONE_INPUT_MAX = 40;

/** E.164: at most 15 digits; the shortest in use (Niue, Saint Helena) have 7. */
const INTERNATIONAL_DIGITS = { min: 7, max: 15 } as const;

const SEPARATORS = '-. ';

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** `(415) 555-0100`, `415.555.0100`, `4155550100`: the spec's format. */
export function isUsPhoneNumber(value: string): boolean {
  let at = 0;
  const skip = (chars: string) => {
    if (at < value.length && chars.includes(value.charAt(at))) at += 1;
  };
  const digits = (count: number) => {
    for (let n = 0; n < count; n += 1) {
      if (at >= value.length || !isDigit(value.charAt(at))) return false;
      at += 1;
    }
    return true;
  };
  skip('(');
  if (!digits(3)) return false;
  skip(')');
  skip(SEPARATORS);
  if (!digits(3)) return false;
  skip(SEPARATORS);
  if (!digits(4)) return false;
  return at === value.length;
}

/**
 * An international number's digits (`+2348035550142`), or null when `value` is not one: a `+`
 * then a digit other than 0, digits in groups split by one space, dash or dot, a group may be
 * in brackets (`(20)`), and a digit last. A bracketed `(0)` is the national trunk prefix
 * (`+44 (0)20 7946 0958`), which an E.164 number leaves out: it is dropped.
 */
export function internationalPhoneNumber(value: string): string | null {
  if (value.length > PHONE_INPUT_MAX || value.charAt(0) !== '+') return null;
  let digits = '';
  let inBracket = false;
  let bracketFrom = 0;
  // What the previous character was: a digit, a separator, an opening or a closing bracket.
  let previous: 'digit' | 'separator' | 'open' | 'close' | 'plus' = 'plus';
  for (let at = 1; at < value.length; at += 1) {
    const char = value.charAt(at);
    if (isDigit(char)) {
      if (previous === 'plus' && char === '0') return null;
      digits += char;
      previous = 'digit';
    } else if (SEPARATORS.includes(char)) {
      if (previous === 'plus' || previous === 'separator' || previous === 'open' || inBracket) {
        return null;
      }
      previous = 'separator';
    } else if (char === '(') {
      if (inBracket || previous === 'plus' || previous === 'close') return null;
      inBracket = true;
      bracketFrom = digits.length;
      previous = 'open';
    } else if (char === ')') {
      if (!inBracket || previous !== 'digit') return null;
      inBracket = false;
      if (digits.slice(bracketFrom) === '0') digits = digits.slice(0, bracketFrom);
      previous = 'close';
    } else {
      return null;
    }
  }
  if (inBracket || previous !== 'digit') return null;
  if (digits.length < INTERNATIONAL_DIGITS.min || digits.length > INTERNATIONAL_DIGITS.max) {
    return null;
  }
  return `+${digits}`;
}

/**
 * A phone number as the store keeps it, or null when it is neither shape: E.164 for an
 * international number, the trimmed text for a US-style one.
 */
export function storedPhoneNumber(value: string): string | null {
  if (value.length > PHONE_INPUT_MAX) return null;
  const text = value.trim();
  if (text.startsWith('+')) return internationalPhoneNumber(text);
  return isUsPhoneNumber(text) ? text : null;
}

/** Whether `value` is a phone number the store accepts (the forms' own check). */
export function isPhoneNumber(value: string): boolean {
  return storedPhoneNumber(value) !== null;
}

/**
 * A required phone number: capped, checked, stored in the one form above. Missing, empty or
 * of neither shape: MSG.phoneInvalid (the spec's message).
 */
export const phoneNumberField = z
  .string({ error: MSG.phoneInvalid })
  .max(PHONE_INPUT_MAX, { message: MSG.phoneInvalid, abort: true })
  .transform((value, ctx) => {
    const stored = storedPhoneNumber(value);
    if (stored === null) {
      ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
      return z.NEVER;
    }
    return stored;
  });

/**
 * A phone number that may be left out: missing, null and blank all become '' (the profile's and
 * the checkout's); anything else follows the rule above.
 */
export const optionalPhoneNumberField = z
  .string({ error: MSG.phoneInvalid })
  .max(PHONE_INPUT_MAX, { message: MSG.phoneInvalid, abort: true })
  .nullish()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return '';
    const stored = storedPhoneNumber(text);
    if (stored === null) {
      ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
      return z.NEVER;
    }
    return stored;
  });
