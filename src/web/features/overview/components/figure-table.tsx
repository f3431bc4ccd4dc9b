import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  /** The row's name (its header cell). */
  name: ReactNode;
  /** The figures after it, right-aligned. */
  figures: ReactNode[];
}

/**
 * A table of the overview: a name per row, then its figures (the sales per day, the top
 * products and brands). The caption names it for screen readers.
 */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: FigureRow[];
}) {
  const [first, ...rest] = columns;
  return (
    <table className="w-full min-w-[20rem] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs uppercase tracking-[0.12em] text-ink-soft">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3 font-medium">
            {first}
          </th>
          {rest.map((column) => (
            <th key={column} scope="col" className="py-2 pl-3 text-right font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line">
            <th scope="row" className="py-2 pr-3 font-normal">
              {row.name}
            </th>
            {row.figures.map((figure, index) => (
              <td key={rest[index]} className="py-2 pl-3 text-right tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
