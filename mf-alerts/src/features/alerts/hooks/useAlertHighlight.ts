import { useEffect, useRef, useState } from 'react';
import type { Alert } from '../api/types';
import { HIGHLIGHT_MS, PAGE_SIZE } from '../lib/constants';

/**
 * `?alertId=`: once the alert is in the list, go to its page, scroll it into view and highlight it for 3 seconds
 * (part 1 §2). Done once per alertId.
 */
export function useAlertHighlight(alerts: Alert[] | undefined, alertId: number | null, setPage: (page: number) => void) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const handled = useRef<number | null>(null);

  useEffect(() => {
    if (!alerts || alertId === null || handled.current === alertId) return;
    const index = alerts.findIndex((a) => a.id === alertId);
    if (index < 0) return;
    handled.current = alertId;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
    setHighlighted(alertId);
  }, [alerts, alertId, setPage]);

  useEffect(() => {
    if (highlighted === null) return;
    // After the page with the card has rendered.
    const frame = requestAnimationFrame(() => document.getElementById(`alert-${highlighted}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [highlighted]);

  return highlighted;
}
