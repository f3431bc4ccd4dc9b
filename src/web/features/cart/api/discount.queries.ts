import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { DiscountApplyResponse } from '#shared/discount/discount.schemas';

import { ApiError, api } from '../../../lib/api-client';
import { useCartItems, type CartItem } from './cart-store';
import { useDiscountCode } from './discount-code-store';

type BagLine = Pick<CartItem, '_id' | 'size' | 'quantity'>;

export const discountKeys = {
  all: ['discount-quote'] as const,
  quote: (code: string, lines: readonly BagLine[]) =>
    [
      ...discountKeys.all,
      code,
      lines.map((line) => `${line._id}|${line.size}|${line.quantity}`).join(','),
    ] as const,
};

/**
 * POST /api/discount/apply: the server prices the bag with the code (only product, size and
 * quantity are sent, never a price) and answers the discount, or the shopper's reason it cannot
 * be used. Read without runtime parsing: the bag is in every page's first load, zod is not.
 */
function askQuote(code: string, lines: readonly BagLine[]): Promise<DiscountApplyResponse> {
  return api.post<DiscountApplyResponse>('/discount/apply', {
    code,
    cartItems: lines.map((line) => ({ _id: line._id, size: line.size, quantity: line.quantity })),
  });
}

function quoteOptions(code: string, lines: readonly BagLine[]) {
  return {
    queryKey: discountKeys.quote(code, lines),
    queryFn: () => askQuote(code, lines),
    retry: false,
    staleTime: 60_000,
  } as const;
}

/** Why a code was refused, in the server's words (the shared messages), or a generic line. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status !== 500) return error.message;
  return 'The discount code could not be checked. Please try again.';
}

/**
 * The applied code's quote for the bag as it is now: asked again whenever a line changes, so
 * the discount shown is always the server's for this bag. `data` is absent while asking, or
 * when the code no longer applies (`refusal` then says why).
 */
export function useDiscountQuote() {
  const code = useDiscountCode();
  const items = useCartItems();
  const query = useQuery({
    ...quoteOptions(code ?? '', items),
    enabled: code !== null && items.length > 0,
  });
  const isApplied = code !== null && items.length > 0;
  return {
    code: isApplied ? code : null,
    quote: isApplied && query.data?.code === code ? query.data : undefined,
    isChecking: isApplied && query.isFetching,
    refusal: isApplied && query.error ? refusalOf(query.error) : null,
  };
}

/** Asks for a quote of a code typed by the shopper, before it is applied. */
export function useTryDiscount() {
  const queryClient = useQueryClient();
  return (code: string, lines: readonly BagLine[]) =>
    queryClient.fetchQuery(quoteOptions(code, lines));
}
