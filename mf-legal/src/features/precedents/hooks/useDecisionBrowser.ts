import { useEffect, useState } from 'react';
import { useInitialQuery } from '../../../shared/initialQuery';
import { DECISIONS_PAGE_SIZE, type DateFilter } from '../../../shared/constants';
import { useLegalDecisionsQuery } from '../api/precedentsApi';
import type { DecisionSortChoice } from '../api/types';

/** Search, date, sort and the page of 6 decisions asked from the server. */
export function useDecisionBrowser() {
  /** Already debounced by the search box. */
  const initialQuery = useInitialQuery();
  const [q, setSearch] = useState(initialQuery);
  const [date, setDate] = useState<DateFilter>('');
  const [sort, setSort] = useState<DecisionSortChoice>('decision_date');
  const [page, setPage] = useState(1);

  // The page returns to 1 whenever the list is asked again with other filters.
  useEffect(() => setPage(1), [q, date, sort]);

  const result = useLegalDecisionsQuery({
    q: q || undefined,
    sort,
    date: date || undefined,
    limit: DECISIONS_PAGE_SIZE,
    offset: (page - 1) * DECISIONS_PAGE_SIZE,
  });
  const total = result.data?.total ?? 0;
  return {
    setSearch,
    initialQuery,
    date,
    setDate,
    sort,
    setSort,
    page,
    setPage,
    total,
    pageCount: Math.ceil(total / DECISIONS_PAGE_SIZE),
    decisions: result.data?.items ?? [],
    isLoading: result.isLoading || (result.isFetching && !result.currentData),
    isError: result.isError,
    refetch: result.refetch,
  };
}
