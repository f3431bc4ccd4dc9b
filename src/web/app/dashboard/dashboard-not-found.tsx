import { MSG } from '#shared/common/messages';

export function DashboardNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-semibold">{MSG.notFoundPage}</h1>
    </div>
  );
}
