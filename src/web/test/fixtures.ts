import type { AddressDto } from '#shared/address/address.schemas';
import type { BrandDto } from '#shared/brand/brand.schemas';
import type { ProductDto } from '#shared/product/product.schemas';
import type { PublicReview } from '#shared/review/review.schemas';
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

/** A product as the storefront API sends it (ProductDto); in stock, sizes M, L and XL. */
export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = nextId();
  return {
    _id: id,
    sku: `ET-${id.slice(-4)}`,
    name: 'Indigo Adire Agbada',
    slug: `indigo-adire-agbada-${id.slice(-4)}`,
    description: 'A three-piece agbada in hand-dyed adire cotton, embroidered at the neck.',
    quantity: 20,
    inventory: 20,
    sizes: ['M', 'L', 'XL'],
    sizeStock: [],
    price: 45,
    taxable: false,
    isActive: true,
    brand: { _id: 'brand-agbada', name: 'Agbada', slug: 'agbada' },
    imageUrl: '/uploads/images/indigo-1200.webp',
    img: '/uploads/images/indigo-1200.webp',
    imgs: '/uploads/images/indigo-b-1200.webp',
    imgss: '/uploads/images/indigo-c-1200.webp',
    averageRating: 0,
    totalReviews: 0,
    fit: { small: 0, true: 0, large: 0 },
    isLiked: false,
    created: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /api/product/list. */
export function makeProductList(
  products: ProductDto[],
  page: { totalPages?: number; currentPage?: number; count?: number } = {},
) {
  return {
    products,
    totalPages: page.totalPages ?? 1,
    currentPage: page.currentPage ?? 1,
    count: page.count ?? products.length,
  };
}

/** An approved review as GET /api/review/{slug} sends it. */
export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: nextId(),
    title: 'Sits beautifully',
    review: 'Wore it to my brother’s wedding; the embroidery drew compliments all day.',
    rating: 5,
    isRecommended: 1,
    created: '2026-03-04T12:00:00.000Z',
    user: { firstName: 'Tunde' },
    ...overrides,
  };
}

/** An active brand as GET /api/brand/list sends it. */
export function makeBrand(overrides: Partial<BrandDto> = {}): BrandDto {
  return {
    _id: nextId(),
    name: 'Agbada',
    slug: 'agbada',
    description: 'Grand robes in brocade and aso-oke.',
    isActive: true,
    merchant: null,
    created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
