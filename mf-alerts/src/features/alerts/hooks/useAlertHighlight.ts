import { useEffect, useState } from 'react';
import { useAlertPositionQuery } from '../api/alertsApi';
import type { Alert, AlertFilters } from '../api/types';
import { HIGHLIGHT_MS, PAGE_SIZE } from '../../../shared/constants';

/**
 * `?alertId=`: ask the server which page holds the alert under the current filters, go to that page,
 * then, once its card is shown, scroll it into view and highlight it for 3 seconds. Done once per alertId.
 * `waiting` is true while the page is not known yet (the list waits, so that page 1 is not fetched for nothing).
 */
export function useAlertHighlight(
  alertId: number | null,
  filters: AlertFilters,
  alerts: Alert[] | undefined,
  setPage: (page: number) => void,
  pageSize: number = PAGE_SIZE,
) {
  const [handled, setHandled] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const pending = alertId !== null && handled !== alertId;
  const position = useAlertPositionQuery({ id: alertId ?? 0, ...filters, limit: pageSize }, { skip: !pending });

  useEffect(() => {
    if (!pending) return;
    if (position.isError) {
      setHandled(alertId); // unknown or not ours: the list opens on page 1
      return;
    }
    const found = position.currentData;
    if (!found || found.id !== alertId) return;
    setHandled(alertId);
    if (found.page !== null) {
      setPage(found.page);
      setTarget(alertId);
    }
  }, [pending, position.isError, position.currentData, alertId, setPage]);

  const shown = target !== null && Boolean(alerts?.some((a) => a.id === target));
  useEffect(() => {
    if (!shown) return;
    // After the page with the card has rendered.
    const frame = requestAnimationFrame(() =>
      document.getElementById(`alert-${target}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }),
    );
    const timer = setTimeout(() => setTarget(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, target]);

  return { highlighted: shown ? target : null, waiting: pending };
}
