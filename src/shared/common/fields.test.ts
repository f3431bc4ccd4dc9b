import { describe, expect, it } from 'vitest';

import { PHONE_PATTERN } from './fields';

describe('PHONE_PATTERN', () => {
  it.each([
    '0803 555 0199',
    '+234 803 555 0101',
    '(415) 555-0134',
    '+44 (20) 7946 0958',
    '415.555.0134',
  ])('accepts %s', (phone) => expect(PHONE_PATTERN.test(phone)).toBe(true));

  it.each(['call me', '12345', '(415', '+ 234 803', '0803 555 0199 ext', '<script>'])(
    'refuses %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(false),
  );
});
