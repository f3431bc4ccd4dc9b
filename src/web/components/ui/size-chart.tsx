import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';

import { ScrollRegion } from './scroll-region';

/** A measurement in inches: one value, or a [from, to] range. */
type Inches = number | readonly [number, number];

interface SizeRow {
  label: string;
  chest: Inches;
  waist: Inches;
  sleeve: Inches;
  agbadaLength: Inches;
  height: readonly [number, number];
}

/** Body chest and waist; finished sleeve and agbada length; the height each size is cut for. */
const SIZES: Record<ProductSize, SizeRow> = {
  S: {
    label: 'Small',
    chest: [36, 38],
    waist: [30, 32],
    sleeve: 24,
    agbadaLength: 54,
    height: [66, 69],
  },
  M: {
    label: 'Medium',
    chest: [38, 40],
    waist: [32, 34],
    sleeve: 24.5,
    agbadaLength: 56,
    height: [68, 71],
  },
  MT: {
    label: 'Medium tall',
    chest: [38, 40],
    waist: [32, 34],
    sleeve: 26,
    agbadaLength: 59,
    height: [72, 75],
  },
  L: {
    label: 'Large',
    chest: [40, 42],
    waist: [34, 36],
    sleeve: 25,
    agbadaLength: 57,
    height: [69, 72],
  },
  XL: {
    label: 'Extra large',
    chest: [42, 44],
    waist: [36, 38],
    sleeve: 25.5,
    agbadaLength: 58,
    height: [70, 73],
  },
  XXL: {
    label: 'Extra extra large',
    chest: [44, 47],
    waist: [38, 41],
    sleeve: 26,
    agbadaLength: 58,
    height: [70, 73],
  },
};

const CM_PER_INCH = 2.54;

function inches(value: number): string {
  const whole = Math.floor(value);
  return value - whole === 0.5 ? `${whole}½` : String(whole);
}

function centimetres(value: number): string {
  return String(Math.round(value * CM_PER_INCH));
}

function feet(value: number): string {
  return `${Math.floor(value / 12)}′${value % 12}″`;
}

function range(value: Inches, format: (n: number) => string): string {
  return typeof value === 'number' ? format(value) : `${format(value[0])}–${format(value[1])}`;
}

function Cell({ value }: { value: Inches }) {
  return (
    <td className="px-3 py-3 align-top whitespace-nowrap">
      <span className="block text-ink">{range(value, inches)} in</span>
      <span className="block text-xs text-muted">{range(value, centimetres)} cm</span>
    </td>
  );
}

/** Our six sizes with real measurements in inches and centimetres. */
export function SizeChart() {
  return (
    <ScrollRegion labelledBy="size-chart-caption">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id="size-chart-caption" className="pb-3 text-left text-xs leading-5 text-muted">
          Eko Thread size chart. Chest and waist are body measurements; sleeve and agbada length are
          finished garment lengths.
        </caption>
        <thead>
          <tr className="border-b border-ink text-xs uppercase tracking-[0.12em] text-ink">
            <th scope="col" className="px-3 py-2 font-semibold">
              Size
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Chest
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Waist
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Sleeve
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Agbada length
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Height
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {PRODUCT_SIZES.map((size) => {
            const row = SIZES[size];
            return (
              <tr key={size}>
                <th scope="row" className="px-3 py-3 align-top">
                  <abbr title={row.label} className="font-semibold text-ink no-underline">
                    {size}
                  </abbr>
                </th>
                <Cell value={row.chest} />
                <Cell value={row.waist} />
                <Cell value={row.sleeve} />
                <Cell value={row.agbadaLength} />
                <td className="px-3 py-3 align-top whitespace-nowrap">
                  <span className="block text-ink">{range(row.height, feet)}</span>
                  <span className="block text-xs text-muted">
                    {range(row.height, centimetres)} cm
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
