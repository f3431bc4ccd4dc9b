import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FitSummary } from './fit-summary';

const line = (small: number, fit: number, large: number) =>
  render(<FitSummary fit={{ small, true: fit, large }} />).container.textContent;

describe('FitSummary', () => {
  it('says what most buyers say, counting the reviews that gave a fit', () => {
    expect(line(2, 12 - 2 - 1, 1)).toBe('Most buyers say: true to size (12 reviews)');
    expect(line(3, 1, 0)).toBe('Most buyers say: runs small (4 reviews)');
    expect(line(0, 0, 1)).toBe('Most buyers say: runs large (1 review)');
  });

  it('says buyers are split on a tie', () => {
    expect(line(3, 3, 1)).toBe('Buyers are split between runs small and true to size (7 reviews)');
    expect(line(2, 2, 2)).toBe(
      'Buyers are split between runs small, true to size and runs large (6 reviews)',
    );
  });

  it('says nothing when no review gave a fit', () => {
    expect(line(0, 0, 0)).toBe('');
    expect(render(<FitSummary fit={undefined} />).container.textContent).toBe('');
  });
});
