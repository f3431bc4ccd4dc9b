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
 *   space between the groups (`(415) 555-0100`, `415.555.0100`, `4155550100`);
 * - a national number as written at home, 9 to 15 digits in groups (`0803 555 0199`), which
 *   shoppers in Lagos type at the checkout and the profile always took.
 *
 * Stored in one way: an international number as E.164 (`+2348035550142`), the others as typed
 * (trimmed), which is how the original client shows them back. Both readers walk the
 * text once, left to right, after its length is capped: no regex, nothing to backtrack.
 */

/** The longest phone number read at all (longer is refused before it is looked at). */
export const PHONE_INPUT_MAX = 40;

/** E.164: at most 15 digits; the shortest in use (Niue, Saint Helena) have 7. */
const INTERNATIONAL_DIGITS = { min: 7, max: 15 } as const;

/** A national number has at least 9 digits (Nigeria's 11, the UK's 11): `555-0100` is not one. */
const NATIONAL_MIN_DIGITS = 9;

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
 * The digits of `value` read from `from`: digits in groups split by one space, dash or dot, a
 * group may be in brackets (`(20)`), and a digit last; a bracketed `(0)` is a trunk prefix and is
 * dropped. The first digit may be 0 only when `firstMayBeZero`. Null when `value` is not so
 * written or has not 7 to 15 digits.
 */
function groupedDigits(value: string, from: number, firstMayBeZero: boolean): string | null {
  let digits = '';
  let inBracket = false;
  let bracketFrom = 0;
  // What the previous character was: nothing yet, a digit, a separator, or a bracket.
  let previous: 'digit' | 'separator' | 'open' | 'close' | 'start' = 'start';
  for (let at = from; at < value.length; at += 1) {
    const char = value.charAt(at);
    if (isDigit(char)) {
      if (previous === 'start' && char === '0' && !firstMayBeZero) return null;
      digits += char;
      previous = 'digit';
    } else if (SEPARATORS.includes(char)) {
      if (previous === 'start' || previous === 'separator' || previous === 'open' || inBracket) {
        return null;
      }
      previous = 'separator';
    } else if (char === '(') {
      if (inBracket || previous === 'start' || previous === 'close') return null;
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
  return digits;
}

/**
 * An international number's digits (`+2348035550142`), or null when `value` is not one: a `+`
 * then a digit other than 0, then digits grouped as `groupedDigits` reads them
 * (`+44 (0)20 7946 0958` drops its trunk prefix, as E.164 does).
 */
export function internationalPhoneNumber(value: string): string | null {
  if (value.length > PHONE_INPUT_MAX || value.charAt(0) !== '+') return null;
  const digits = groupedDigits(value, 1, false);
  return digits === null ? null : `+${digits}`;
}

/**
 * A national number as people write it at home (`0803 555 0199`, `020 7946 0958`): digits
 * grouped as above, 9 to 15 of them, the first may be the trunk 0. Its country is not written,
 * so it cannot become E.164: it is kept as typed, as the profile and the checkout always kept it.
 */
export function isNationalPhoneNumber(value: string): boolean {
  if (value.length > PHONE_INPUT_MAX || !isDigit(value.charAt(0))) return false;
  const digits = groupedDigits(value, 0, true);
  return digits !== null && digits.length >= NATIONAL_MIN_DIGITS;
}

/**
 * A phone number as the store keeps it, or null when it is none of the shapes: E.164 for an
 * international number, the trimmed text for a US-style or national one.
 */
export function storedPhoneNumber(value: string): string | null {
  if (value.length > PHONE_INPUT_MAX) return null;
  const text = value.trim();
  if (text.startsWith('+')) return internationalPhoneNumber(text);
  return isUsPhoneNumber(text) || isNationalPhoneNumber(text) ? text : null;
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
