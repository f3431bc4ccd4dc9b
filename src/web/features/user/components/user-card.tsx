import type { UserDto } from '#shared/user/user.schemas';

import { formatDate } from '../../../lib/format';
import { RoleBadge } from './role-badge';
import { Breakable } from '../../../components/ui/breakable';

function fullName(user: UserDto): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** One user of the admin directory. */
export function UserCard({ user }: { user: UserDto }) {
  const name = fullName(user) || 'N/A';
  const rows = [
    { label: 'Email', value: user.email ? <Breakable text={user.email} /> : '-' },
    { label: 'Provider', value: user.provider },
    { label: 'Account Created', value: formatDate(user.created) },
  ];
  return (
    <article className="flex h-full flex-col border border-line bg-white p-5 sm:p-6">
      <p className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">Name</p>
      <h2 className="mt-1 truncate text-2xl font-semibold text-ink">{name}</h2>
      <dl className="mt-5 grid gap-4 border-t border-line pt-5 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">
              {row.label}
            </dt>
            <dd className="mt-1 break-words text-ink">{row.value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">Role</dt>
          <dd className="mt-1">
            <RoleBadge role={user.role} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
