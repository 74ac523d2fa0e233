/** The constants of the provincial, precedents and mayoral screens. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PROPOSALS_PAGE_SIZE = 6;
export const DECISIONS_PAGE_SIZE = 6;
export const AUTO_REFRESH_MS = 30_000;

export const DATE_FILTERS = [
  { value: '', label: 'All Dates' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'This Quarter' },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]['value'];
