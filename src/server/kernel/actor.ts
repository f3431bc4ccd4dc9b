import type { Role } from '#shared/common/constants';

import { AppError } from './app-error';

/** Who is making a request, as the services see it. */
export interface Actor {
  id: string;
  role: Role;
  merchantId: string | null;
  /** False only for a merchant whose merchant account an admin disabled. */
  isMerchantActive: boolean;
  /**
   * The client's address the request came from (Fastify's `request.ip`, which honours
   * TRUST_PROXY), set by http/auth.ts; what the audit log records (decision 0045). Absent for
   * work no request started (the seed, jobs).
   */
  address?: string;
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === 'ROLE ADMIN';
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  if (!actor) throw AppError.unauthenticated();
  if (!roles.includes(actor.role)) throw AppError.forbidden();
  return actor;
}
