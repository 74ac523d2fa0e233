import { useEffect, useState } from 'react';
import { useInitialQuery } from '../../../shared/initialQuery';
import { PROPOSALS_PAGE_SIZE, type DateFilter } from '../../../shared/constants';
import { useProposalsQuery } from '../api/provincialApi';
import type { ProposalSort } from '../api/types';

/** The provincial screen's filters, the proposals they select, and the page of 6 cards shown. */
export function useProposalBrowser() {
  /** Already debounced by the search box. */
  const initialQuery = useInitialQuery();
  const [q, setSearch] = useState(initialQuery);
  const [site, setSite] = useState('');
  const [date, setDate] = useState<DateFilter>('');
  const [sort, setSort] = useState<ProposalSort>('posted_date_desc');
  const [page, setPage] = useState(1);

  const result = useProposalsQuery({ q, site, date, sort });
  const proposals = result.data ?? [];
  const pageCount = Math.max(1, Math.ceil(proposals.length / PROPOSALS_PAGE_SIZE));

  // A new selection starts again on page 1.
  useEffect(() => setPage(1), [q, site, date, sort]);
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  const start = (page - 1) * PROPOSALS_PAGE_SIZE;
  return {
    filters: { site, date, sort },
    setSearch,
    initialQuery,
    setSite,
    setDate,
    setSort,
    page,
    setPage,
    pageCount,
    total: proposals.length,
    visible: proposals.slice(start, start + PROPOSALS_PAGE_SIZE),
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isError: result.isError,
    refetch: result.refetch,
  };
}
