import { lazy, Suspense } from 'react';

import { Spinner } from '../../../components/ui/spinner';

const SizeChart = lazy(() =>
  import('../../../components/ui/size-chart').then((m) => ({ default: m.SizeChart })),
);

/** The store's size chart, fetched when the Size & Fit tab is first opened. */
export function LazySizeChart() {
  return (
    <Suspense fallback={<Spinner label="Loading the size chart" />}>
      <SizeChart />
    </Suspense>
  );
}
