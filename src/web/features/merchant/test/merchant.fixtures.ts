import type { MerchantDto } from '#shared/merchant/merchant.schemas';

let sequence = 0;

/** A merchant as the API answers it: a waiting application unless `overrides` say otherwise. */
export function makeMerchant(overrides: Partial<MerchantDto> = {}): MerchantDto {
  sequence += 1;
  return {
    _id: `0191a0c0-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    name: 'Tunde Bakare',
    email: 'tunde@example.test',
    phoneNumber: '415-555-0100',
    brandName: 'Bakare Tailors',
    business: 'Hand-made agbada, made to measure.',
    created: '2026-03-02T23:30:00.000Z',
    status: 'Waiting Approval',
    isActive: false,
    brand: null,
    hasAccount: false,
    history: [],
    ...overrides,
  };
}
