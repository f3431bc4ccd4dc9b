import { useId } from 'react';

import {
  columnsOf,
  formatLength,
  MEASUREMENT_LABELS,
  type LengthUnit,
  type SizeGuideView,
} from '#shared/size-guide/size-guide.constants';

import { ScrollRegion } from '../../../components/ui/scroll-region';
import { cn } from '../../../lib/cn';
import { useLengthUnit } from './length-unit';

const UNITS: ReadonlyArray<{ unit: LengthUnit; label: string }> = [
  { unit: 'cm', label: 'cm' },
  { unit: 'in', label: 'inches' },
];

function captionOf(guide: SizeGuideView): string {
  if (guide.source === 'brand') return `${guide.name} size guide`;
  if (guide.source === 'category') return `Size guide for ${guide.name}`;
  return `${guide.name} size chart`;
}

/**
 * The size guide that applies to a product (its brand's, a category's or the store's), in
 * centimetres or inches at the shopper's choice, with how to measure.
 */
export function SizeGuidePanel({ guide }: { guide: SizeGuideView }) {
  const [unit, setUnit] = useLengthUnit();
  const captionId = useId();
  const columns = columnsOf(guide.rows);
  const suffix = unit === 'cm' ? 'cm' : 'in';

  return (
    <div className="space-y-5">
      <div role="group" aria-label="Units" className="inline-flex border border-stone-300">
        {UNITS.map((option) => (
          <button
            key={option.unit}
            type="button"
            aria-pressed={unit === option.unit}
            className={cn(
              'min-h-11 min-w-16 px-4 text-sm font-medium transition-colors',
              unit === option.unit ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-stone-100',
            )}
            onClick={() => setUnit(option.unit)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
          <caption id={captionId} className="pb-3 text-left text-xs leading-5 text-muted">
            {captionOf(guide)}, in {unit === 'cm' ? 'centimetres' : 'inches'}.
          </caption>
          <thead>
            <tr className="border-b border-ink text-xs tracking-[0.12em] text-ink uppercase">
              <th scope="col" className="px-3 py-2 font-semibold">
                Size
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {MEASUREMENT_LABELS[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {guide.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="px-3 py-3 font-semibold text-ink">
                  {row.size}
                </th>
                {columns.map((column) => {
                  const value = row[column];
                  return (
                    <td key={column} className="px-3 py-3 whitespace-nowrap text-ink">
                      {value === null ? (
                        <span aria-label="Not given">–</span>
                      ) : (
                        `${formatLength(value, unit)} ${suffix}`
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="max-w-3xl">
        <h3 className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
          How to measure
        </h3>
        <div className="mt-3 space-y-2 text-[15px] leading-7 text-ink-soft">
          {guide.howToMeasure
            .split('\n')
            .filter((line) => line.trim())
            .map((line, index) => (
              <p key={index}>{line}</p>
            ))}
        </div>
      </div>
    </div>
  );
}
