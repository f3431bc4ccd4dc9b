import { RoleGate } from '../../dashboard/components/role-gate';
import { UserDirectory } from '../components/user-directory';

/** /dashboard/users: admins only; any other role gets the dashboard's not-found screen. */
export function UsersPage() {
  return (
    <RoleGate to="/dashboard/users">
      <UserDirectory />
    </RoleGate>
  );
}
