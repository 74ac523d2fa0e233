import { Flex, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { INSIGHTS_LIVE, usePulseInsightsQuery } from '../api/insightsApi';
import type { InsightCategory } from '../api/types';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { categoryText } from '../categoryText';

// The cards' code, their icons with it, loads with the first insights rather than with the Overview: an account
// without insights never needs it.
const InsightCard = lazy(() => import('./InsightCard').then((module) => ({ default: module.InsightCard })));
function Loading() {
  const t = useT(PROPERTIES_NAMESPACE);
  return <Typography.Text type="secondary">{t('Loading insights...')}</Typography.Text>;
}

/** One tab's insights: 'Loading insights...', the cards, or the category's description when there is none. */
export function InsightList({ category, propertyId }: { category: InsightCategory; propertyId?: string }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { data, isFetching, error } = usePulseInsightsQuery({ category: category.slug, propertyId }, INSIGHTS_LIVE);
  useEffect(() => {
    // Insight fetch errors are logged and the list emptied.
    if (error) console.error('Project Pulse: loading insights failed', error);
  }, [error]);
  if (isFetching && !data) return <Loading />;
  const items = error ? [] : (data?.items ?? []);
  if (items.length === 0)
    return (
      <Typography.Text type="secondary">
        {categoryText(category).description || t('No insights found for this category.')}
      </Typography.Text>
    );
  // A long list scrolls inside the widget, so the Overview's cards keep a dashboard's height side by side.
  return (
    <Flex
      vertical
      gap={8}
      tabIndex={0}
      role="region"
      aria-label={t('{{category}} insights', { category: categoryText(category).label })}
      style={{ maxHeight: 560, overflowY: 'auto', paddingRight: 4 }}
    >
      <Suspense fallback={<Loading />}>
        {items.map((insight) => (
          <InsightCard key={insight.id} insight={insight} icon={category.icon} />
        ))}
      </Suspense>
    </Flex>
  );
}
