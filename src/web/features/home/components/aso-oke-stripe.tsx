import type { CSSProperties } from 'react';

import { cn } from '../../../lib/cn';

/** Warp stripes of a strip of aso-oke: gold, cream, wine and indigo, over a fine weft texture. */
const STRIPES =
  'repeating-linear-gradient(var(--stripe-angle), #b8893b 0 8px, #f4ead6 8px 11px, #6e1f2f 11px 19px, #f4ead6 19px 20px, #1e2a4a 20px 34px, #b8893b 34px 36px, #f4ead6 36px 42px, #6e1f2f 42px 46px, #1c1917 46px 48px)';
const WEFT =
  'repeating-linear-gradient(calc(var(--stripe-angle) + 90deg), rgb(0 0 0 / 0.14) 0 1px, transparent 1px 3px)';

/** A decorative piece of hand-woven aso-oke; `stripes` says which way its stripes run. */
export function AsoOkeStripe({
  stripes = 'vertical',
  className,
}: {
  stripes?: 'vertical' | 'horizontal';
  className?: string;
}) {
  const style: CSSProperties & Record<'--stripe-angle', string> = {
    '--stripe-angle': stripes === 'vertical' ? '90deg' : '180deg',
    backgroundImage: `${WEFT}, ${STRIPES}`,
  };
  return <div aria-hidden="true" className={cn('pointer-events-none', className)} style={style} />;
}
