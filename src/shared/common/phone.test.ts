import { describe, expect, it } from 'vitest';

import { MSG } from './messages';
import {
  internationalPhoneNumber,
  isNationalPhoneNumber,
  isPhoneNumber,
  isUsPhoneNumber,
  optionalPhoneNumberField,
  PHONE_INPUT_MAX,
  phoneNumberField,
  storedPhoneNumber,
} from './phone';

describe('the phone-number rule', () => {
  it.each([
    ['+234 803 555 0142', '+2348035550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 (20) 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+234-803-555-0142', '+2348035550142'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['+1.415.555.0100', '+14155550100'],
    ['+2348035550142', '+2348035550142'],
    ['  +234 803 555 0142  ', '+2348035550142'],
  ])('stores the international number %s as E.164 %s', (typed, stored) => {
    expect(storedPhoneNumber(typed)).toBe(stored);
  });

  it.each(['(415) 555-0100', '415-555-0100', '415.555.0100', '415 555 0100', '4155550100'])(
    "keeps the spec's US-style number %s as typed",
    (typed) => {
      expect(isUsPhoneNumber(typed)).toBe(true);
      expect(storedPhoneNumber(` ${typed} `)).toBe(typed);
    },
  );

  it.each([
    'call me',
    '12345',
    '(415',
    '555-0100',
    '415--555-0100',
    '0803  555 0199',
    '0803 555 0199-',
    '(0803) 555 0199',
    '080 35',
    '+ 234 803 555 0142',
    '+0 803 555 0142',
    '+234  803 555 0142',
    '+234 803 555 0142 ext 2',
    '+234 (803 555 0142',
    '+234 803) 555 0142',
    '+234 () 803 555 0142',
    '+234 803 555 0142-',
    '+123456',
    '+1234567890123456',
    '++234 803 555 0142',
    '<script>',
    '',
  ])('refuses %j', (typed) => {
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('refuses anything longer than its cap before reading it', () => {
    expect(internationalPhoneNumber(`+${'1'.repeat(PHONE_INPUT_MAX)}`)).toBeNull();
    expect(storedPhoneNumber(`+234 803 555 0142${' '.repeat(PHONE_INPUT_MAX)}`)).toBeNull();
  });

  it('reads a hostile 100,000-character text at once', () => {
    const started = performance.now();
    expect(isPhoneNumber(`+${'1 '.repeat(50_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('a national number', () => {
  it.each(['0803 555 0199', '020 7946 0958', '08035550199', '0803-555-0199', '41555501001'])(
    'takes %j as typed: its country is not written, so it cannot become E.164',
    (typed) => {
      expect(isNationalPhoneNumber(typed)).toBe(true);
      expect(storedPhoneNumber(` ${typed} `)).toBe(typed);
    },
  );
});

describe('the phone fields', () => {
  it('a required number gives the stored form, or the spec message', () => {
    expect(phoneNumberField.parse('+234 803 555 0142')).toBe('+2348035550142');
    for (const bad of ['', '0803-', undefined, 'x'.repeat(100_000)]) {
      const result = phoneNumberField.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.phoneInvalid);
    }
  });

  it('an optional number may be missing, null or blank', () => {
    expect(optionalPhoneNumberField.parse(undefined)).toBe('');
    expect(optionalPhoneNumberField.parse(null)).toBe('');
    expect(optionalPhoneNumberField.parse('   ')).toBe('');
    expect(optionalPhoneNumberField.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(optionalPhoneNumberField.safeParse('12').error?.issues[0]?.message).toBe(
      MSG.phoneInvalid,
    );
  });
});
