import { Flex, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { INSIGHTS_LIVE, usePulseInsightsQuery } from '../api/insightsApi';
import type { InsightCategory } from '../api/types';

// The cards' code, their icons with it, loads with the first insights rather than with the Overview: an account
// without insights never needs it.
const InsightCard = lazy(() => import('./InsightCard').then((module) => ({ default: module.InsightCard })));
const LOADING = <Typography.Text type="secondary">Loading insights...</Typography.Text>;

/** One tab's insights: 'Loading insights...', the cards, or the category's description when there is none. */
export function InsightList({ category, propertyId }: { category: InsightCategory; propertyId?: string }) {
  const { data, isFetching, error } = usePulseInsightsQuery({ category: category.slug, propertyId }, INSIGHTS_LIVE);
  useEffect(() => {
    // Insight fetch errors are logged and the list emptied.
    if (error) console.error('Project Pulse: loading insights failed', error);
  }, [error]);
  if (isFetching && !data) return LOADING;
  const items = error ? [] : (data?.items ?? []);
  if (items.length === 0)
    return (
      <Typography.Text type="secondary">
        {category.description || 'No insights found for this category.'}
      </Typography.Text>
    );
  // A long list scrolls inside the widget, so the Overview's cards keep a dashboard's height side by side.
  return (
    <Flex
      vertical
      gap={8}
      tabIndex={0}
      role="region"
      aria-label={`${category.label} insights`}
      style={{ maxHeight: 560, overflowY: 'auto', paddingRight: 4 }}
    >
      <Suspense fallback={LOADING}>
        {items.map((insight) => (
          <InsightCard key={insight.id} insight={insight} icon={category.icon} />
        ))}
      </Suspense>
    </Flex>
  );
}
