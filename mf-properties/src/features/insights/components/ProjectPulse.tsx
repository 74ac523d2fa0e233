import { Badge, Card, Segmented, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import {
  INSIGHTS_LIVE,
  usePulseCategoriesQuery,
  usePulseCountsQuery,
  usePulsePropertiesQuery,
} from '../api/insightsApi';
import { useT } from 'shared-auth';
import { InsightList } from './InsightList';
import { PulseEmptyHelp } from './PulseEmptyHelp';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { categoryText } from '../categoryText';

type Mode = 'all' | 'single';

/**
 * Project Pulse (on the Overview): Competitors, Precedents, City Growth and Big Policies with count badges,
 * for all properties (default) or one property (the first one by default).
 */
export function ProjectPulse() {
  const t = useT(PROPERTIES_NAMESPACE);
  const [mode, setMode] = useState<Mode>('all');
  const [chosen, setChosen] = useState<string | undefined>();
  const [tab, setTab] = useState<string | undefined>();
  const categories = usePulseCategoriesQuery();
  const properties = usePulsePropertiesQuery();
  const options = properties.data?.properties ?? [];
  const propertyId = mode === 'single' ? (chosen ?? options[0]?.property_id) : undefined;
  const skipSingle = mode === 'single' && !propertyId;
  const counts = usePulseCountsQuery({ propertyId }, { ...INSIGHTS_LIVE, skip: skipSingle });
  const list = categories.data ?? [];
  const active = tab ?? list[0]?.slug;

  return (
    <Card
      data-testid="mf_properties-ProjectPulseWidget"
      title={t('Project Pulse')}
      style={{ height: '100%' }}
      styles={{ title: { minWidth: 'max-content' } }}
      extra={
        <Segmented<Mode>
          aria-label={t('Properties shown')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'all', label: t('View All Properties') },
            { value: 'single', label: t('View Single Property') },
          ]}
        />
      }
    >
      {/* The property picker goes in the body, not the header: there it would squeeze the title. */}
      {mode === 'single' && (
        <Select
          aria-label={t('Property')}
          style={{ width: '100%', maxWidth: 360, marginBottom: 8 }}
          value={propertyId}
          onChange={setChosen}
          placeholder={t('No properties')}
          options={options.map((p) => ({ value: p.property_id, label: p.name }))}
        />
      )}
      {properties.data && options.length === 0 && <PulseEmptyHelp />}
      {categories.isLoading && <Typography.Text type="secondary">{t('Loading insights...')}</Typography.Text>}
      {list.length > 0 && (
        <Tabs
          activeKey={active}
          size="small"
          tabBarGutter={16}
          onChange={setTab}
          items={list.map((category) => ({
            key: category.slug,
            label: (
              <span>
                {/* No icon in the tab: the four tabs and their counts fit the widget at 1366 px. */}
                {categoryText(category).label}{' '}
                <Badge
                  data-testid={`count-${category.slug}`}
                  count={counts.isError ? 0 : (counts.data?.[category.slug] ?? 0)}
                  showZero
                  color="#8c8c8c"
                  overflowCount={999}
                />
              </span>
            ),
            children: skipSingle ? (
              <Typography.Text type="secondary">{t('No insights found for this category.')}</Typography.Text>
            ) : category.slug === active ? (
              <InsightList category={category} propertyId={propertyId} />
            ) : null,
          }))}
        />
      )}
    </Card>
  );
}
