import { useEffect, useState } from 'react';
import { AUTO_REFRESH_MS } from '../../../shared/constants';
import { useLegalActStatsQuery, useLegalSectionStatsQuery } from '../api/precedentsApi';
import { effectiveAct } from '../lib/chartData';

/**
 * The act and section statistics, polled every 30 s while Auto refresh is on. A failed refresh is only logged:
 * the charts keep what they showed.
 */
export function usePrecedentsStats({ date, autoRefresh }: { date: string; autoRefresh: boolean }) {
  const [chosenAct, setChosenAct] = useState<string | null>(null);
  const pollingInterval = autoRefresh ? AUTO_REFRESH_MS : 0;
  const acts = useLegalActStatsQuery({ date: date || undefined }, { pollingInterval, skipPollingIfUnfocused: false });
  const actList = acts.data ?? [];
  const selectedAct = effectiveAct(chosenAct, actList);
  const sections = useLegalSectionStatsQuery(
    { act: selectedAct ?? '', date: date || undefined },
    { skip: !selectedAct, pollingInterval, skipPollingIfUnfocused: false },
  );

  useEffect(() => {
    if (acts.error) console.error('Failed to load the act statistics', acts.error);
  }, [acts.error]);
  useEffect(() => {
    if (sections.error) console.error('Failed to load the section statistics', sections.error);
  }, [sections.error]);

  return {
    acts: actList,
    sections: selectedAct ? (sections.currentData ?? (sections.isError ? [] : (sections.data ?? []))) : [],
    selectedAct,
    chooseAct: setChosenAct,
    loading: acts.isLoading,
    sectionsLoading: sections.isFetching && !sections.currentData,
    refresh: () => {
      void acts.refetch();
      if (selectedAct) void sections.refetch();
    },
  };
}
