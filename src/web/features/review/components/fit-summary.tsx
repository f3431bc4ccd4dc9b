import { fitSummary, type FitCounts } from '#shared/size-guide/size-guide.constants';

/**
 * What buyers say of the fit, over the approved reviews that gave one ("Most buyers say: true
 * to size (12 reviews)"); nothing when none did.
 */
export function FitSummary({ fit }: { fit: FitCounts | undefined }) {
  const line = fit ? fitSummary(fit) : null;
  if (!line) return null;
  return <p className="mb-5 text-sm text-ink-soft">{line}</p>;
}
