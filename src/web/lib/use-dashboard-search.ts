import { useState } from 'react';

import { LIMITS } from '#shared/common/constants';

import { useDebouncedValue } from './use-debounced-value';

function isLongEnough(text: string): boolean {
  return text.length >= LIMITS.dashboardSearchMin;
}

/**
 * A dashboard list's search box (dashboard spec section 9): the term acts from 2 characters
 * after a 1000 ms pause; fewer characters clear it and bring the pages back.
 */
export function useDashboardSearch(initial = '') {
  const [input, setInput] = useState(initial);
  const debounced = useDebouncedValue(input.trim(), LIMITS.dashboardSearchDebounceMs);
  const term = isLongEnough(input.trim()) && isLongEnough(debounced) ? debounced : '';
  return { input, setInput, term, isSearching: term !== '' };
}
export type DashboardSearch = ReturnType<typeof useDashboardSearch>;
