import { describe, expect, it } from 'vitest';

import {
  formatOrderNumber,
  ORDER_NUMBER_INPUT_MAX,
  orderLabel,
  parseOrderNumber,
} from './order-number';
import { paidSentence, paymentMethodOf } from './order-payment';

describe('order numbers', () => {
  it('are written EKO- and the sequence value, and named "Order EKO-…"', () => {
    expect(formatOrderNumber(10042)).toBe('EKO-10042');
    expect(formatOrderNumber(10042n)).toBe('EKO-10042');
    expect(orderLabel({ number: 'EKO-10042' })).toBe('Order EKO-10042');
  });

  it.each([
    ['EKO-10042'],
    ['eko-10042'],
    ['  EKO-10042  '],
    ['Eko 10042'],
    ['eko10042'],
    ['10042'],
    [' 10042 '],
    ['#EKO-10042'],
    ['#10042'],
    ['010042'],
  ])('reads %j as EKO-10042', (typed) => {
    expect(parseOrderNumber(typed)).toBe('EKO-10042');
  });

  it.each([
    [''],
    ['   '],
    ['EKO'],
    ['EKO-'],
    ['EKO--10042'],
    ['EKO-10042x'],
    ['EKO-100 42'],
    ['ABC-10042'],
    ['-10042'],
    ['+10042'],
    ['1e5'],
    ['10042.0'],
    ['١٠٠٤٢'],
    ['0190a000-0000-7000-8000-000000000000'],
    ['1'.repeat(20)],
  ])('does not read %j as a number', (typed) => {
    expect(parseOrderNumber(typed)).toBeNull();
  });

  it('refuses text longer than any number could be typed, at once', () => {
    expect(parseOrderNumber(' '.repeat(ORDER_NUMBER_INPUT_MAX - 5) + '10042')).toBe('EKO-10042');
    expect(parseOrderNumber(' '.repeat(ORDER_NUMBER_INPUT_MAX) + '10042')).toBeNull();
    expect(parseOrderNumber('EKO-'.repeat(100_000))).toBeNull();
  });
});

describe('how an order was paid', () => {
  it('is by card for every provider, said with the day of the payment', () => {
    expect(paymentMethodOf('stripe')).toBe('card');
    expect(paymentMethodOf('paystack')).toBe('card');
    expect(paymentMethodOf('test')).toBe('card');
    expect(paidSentence({ paymentMethod: 'card', paidAt: '2026-11-26T23:30:00.000Z' })).toBe(
      'Paid by card on 26 Nov 2026',
    );
    expect(paidSentence({ paymentMethod: 'card', paidAt: 'not a date' })).toBe('Paid by card');
  });
});
