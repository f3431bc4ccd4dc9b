import type { AddressDto } from '#shared/address/address.schemas';
import type { UserDto } from '#shared/user/user.schemas';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `0190a0c0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A user as the API sends it (UserDto); a signed-in member with an email account by default. */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: nextId(),
    firstName: 'Kwame',
    lastName: 'Mensah',
    email: 'kwame@example.test',
    phoneNumber: '',
    provider: 'Email',
    role: 'ROLE MEMBER',
    avatar: null,
    merchant: null,
    created: '2026-01-15T10:30:00.000Z',
    ...overrides,
  };
}

/** A saved address as the API sends it (AddressDto). */
export function makeAddress(overrides: Partial<AddressDto> = {}): AddressDto {
  return {
    _id: nextId(),
    address: '12 Marina Road, Flat 4',
    city: 'Lagos Island',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '101001',
    isDefault: false,
    created: '2026-01-15T10:30:00.000Z',
    ...overrides,
  };
}
