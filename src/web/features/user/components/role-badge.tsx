import { ROLE_BADGES, type Role } from '#shared/common/constants';

import { Badge } from '../../../components/ui/page';

const TONES = {
  'ROLE ADMIN': 'dark',
  'ROLE MERCHANT': 'gold',
  'ROLE MEMBER': 'neutral',
} as const satisfies Record<Role, 'dark' | 'gold' | 'neutral'>;

/** The role as the spec's badge: Admin, Merchant or Member. */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={TONES[role]}>{ROLE_BADGES[role]}</Badge>;
}
