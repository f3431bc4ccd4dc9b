import { isUuid } from '#shared/common/text';

import type { Actor } from '../../../kernel/actor';
import { accounts } from '../../user/user-accounts.service';
import type { AuthContext } from './auth-context';

/** The actor behind an Authorization header, or null when it is missing or no longer valid. */
export async function authenticate(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<Actor | null> {
  const claims = await ctx.tokens.verify(authorization);
  if (!claims) return null;
  if (!isUuid(claims.userId)) return null;
  const found = await accounts.findById(ctx.db, claims.userId);
  if (!found || found.tokenVersion !== claims.tokenVersion) return null;
  // Only a merchant's account stands for a merchant (an invitation gives the role and the link
  // together, a deletion takes both), so the other roles cost no second read.
  const seller =
    found.role === 'ROLE MERCHANT' ? await ctx.sellers.ofAccount(ctx.db, found.id) : null;
  return {
    id: found.id,
    role: found.role,
    merchantId: seller?._id ?? null,
    isMerchantActive: seller ? seller.isActive : true,
  };
}
