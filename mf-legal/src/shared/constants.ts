import { translate } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../i18n/catalogue';

/** The constants of the provincial, precedents and mayoral screens. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PROPOSALS_PAGE_SIZE = 6;
export const DECISIONS_PAGE_SIZE = 6;
export const AUTO_REFRESH_MS = 30_000;

// The labels are read when shown (getters), so that they are in the language in use.
export const DATE_FILTERS = [
  {
    value: '',
    get label() {
      return translate(LEGAL_NAMESPACE, 'All Dates');
    },
  },
  {
    value: 'week',
    get label() {
      return translate(LEGAL_NAMESPACE, 'This Week');
    },
  },
  {
    value: 'month',
    get label() {
      return translate(LEGAL_NAMESPACE, 'This Month');
    },
  },
  {
    value: 'quarter',
    get label() {
      return translate(LEGAL_NAMESPACE, 'This Quarter');
    },
  },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]['value'];
