import { Fragment } from 'react';

import { breakPieces } from '../../lib/break-points';

/**
 * An email address or SKU that wraps at sensible points on a narrow screen: a `<wbr>` after
 * `@` and the separators (lib/break-points.ts), and, for a piece still wider than its box,
 * `overflow-wrap: anywhere`, so no page scrolls sideways at a phone's width.
 */
export function Breakable({ text, className }: { text: string; className?: string }) {
  const pieces = breakPieces(text);
  return (
    <span className={className ? `wrap-anywhere ${className}` : 'wrap-anywhere'}>
      {pieces.map((piece, index) => (
        // The pieces of one text never move: their order is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
