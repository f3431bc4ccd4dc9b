import { describe, expect, it } from 'vitest';

import { LIMITS } from './constants';
import {
  emailField,
  idParam,
  optionalText,
  refField,
  requiredText,
  searchQuery,
  SLUG_INPUT_MAX,
  slugField,
} from './fields';
import { MSG } from './messages';

describe('length caps before any processing', () => {
  const firstName = requiredText(MSG.firstNameRequired, LIMITS.nameMax, 'First Name');
  const tooLong = MSG.tooLong('First Name', LIMITS.nameMax);

  it('keeps what fits once tags and spaces are gone', () => {
    expect(firstName.parse(`  <b>Ada</b>${' '.repeat(200)}`)).toBe('Ada');
  });

  it('refuses a text sent much longer than its limit, even if stripping would shorten it', () => {
    const result = firstName.safeParse(`${'<b></b>'.repeat(100)}Ada`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([tooLong]);
  });

  it('refuses 1 MB of tag openings at once, with one message', () => {
    const started = performance.now();
    const result = firstName.safeParse('<a'.repeat(512 * 1024));
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([tooLong]);
  });

  it('caps an optional text, an email, a slug, an id and a search the same way', () => {
    const huge = ` ${'x'.repeat(100_000)} `;
    expect(optionalText(50, 'Note').safeParse(huge).error?.issues[0]?.message).toBe(
      MSG.tooLong('Note', 50),
    );
    expect(emailField.safeParse(`${huge}a@b.test`).error?.issues[0]?.message).toBe(
      MSG.emailInvalid,
    );
    expect(slugField.safeParse(huge).error?.issues[0]?.message).toBe(
      MSG.tooLong('Slug', SLUG_INPUT_MAX),
    );
    expect(refField('Product is required.').safeParse(huge).error?.issues[0]?.message).toBe(
      'Product is required.',
    );
    expect(idParam.safeParse({ id: huge }).success).toBe(false);
    expect(searchQuery.safeParse({ search: huge }).error?.issues[0]?.message).toBe(
      MSG.tooLong('Search', LIMITS.searchMax),
    );
  });
});
