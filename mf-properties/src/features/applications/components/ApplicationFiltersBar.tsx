import { Button, Card, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { APPLICATION_TYPES, applicationTypeLabel, useDebouncedValue, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { DISTANCES, isFiltered, withFilter, type ApplicationFilters } from '../lib/filters';
import { distanceLabel } from '../lib/labels';

const SEARCH_DEBOUNCE_MS = 300;
const FIELD = { width: 220, maxWidth: '100%', flex: '1 1 200px' } as const;
const TALL = { minHeight: 44 } as const;

export interface ApplicationFiltersBarProps {
  filters: ApplicationFilters;
  onChange(next: ApplicationFilters): void;
  /** The municipalities to choose from. */
  municipalities: Array<{ id: number; name: string }>;
  /** The company's properties: those with a location measure distances. */
  properties: Array<{ id: string; name: string; latitude: number | null; longitude: number | null }>;
}

/** Search by file number, address or words; type, status, municipality, filing dates, distance from a property. */
export function ApplicationFiltersBar({ filters, onChange, municipalities, properties }: ApplicationFiltersBarProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  const [search, setSearch] = useState(filters.q);
  const [status, setStatus] = useState(filters.status);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const statusWords = useDebouncedValue(status, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (q !== filters.q) onChange(withFilter(filters, 'q', q));
    // Only the debounced words start a search.
  }, [q]);
  useEffect(() => {
    if (statusWords !== filters.status) onChange(withFilter(filters, 'status', statusWords));
  }, [statusWords]);
  const located = properties.filter((p) => p.latitude !== null && p.longitude !== null);

  return (
    <Card size="small">
      <Flex gap={12} wrap align="center">
        <Input.Search
          aria-label={t('Search applications')}
          placeholder={t('File number, address or words')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={200}
          size="large"
          style={{ ...FIELD, flex: '2 1 280px', width: 320 }}
        />
        <Select
          aria-label={t('Type')}
          placeholder={t('Any type')}
          allowClear
          size="large"
          value={filters.type || undefined}
          onChange={(value) => onChange(withFilter(filters, 'type', value ?? ''))}
          options={APPLICATION_TYPES.map((type) => ({ value: type, label: applicationTypeLabel(type) }))}
          style={FIELD}
        />
        <Input
          aria-label={t('Status')}
          placeholder={t('Status (Hearing Scheduled, OLT Appeal...)')}
          allowClear
          size="large"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          maxLength={100}
          style={FIELD}
        />
        <Select
          aria-label={t('Municipality')}
          placeholder={t('Any municipality')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          size="large"
          value={filters.municipalityId ?? undefined}
          onChange={(value) => onChange(withFilter(filters, 'municipalityId', value ?? null))}
          options={municipalities.map((m) => ({ value: m.id, label: m.name }))}
          style={FIELD}
        />
        <Flex gap={8} align="center" wrap style={{ flex: '1 1 280px' }}>
          <Input
            type="date"
            aria-label={t('Filed from')}
            size="large"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange(withFilter(filters, 'from', e.target.value))}
            style={{ flex: '1 1 130px', ...TALL }}
          />
          <Input
            type="date"
            aria-label={t('Filed to')}
            size="large"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange(withFilter(filters, 'to', e.target.value))}
            style={{ flex: '1 1 130px', ...TALL }}
          />
        </Flex>
        <Select
          aria-label={t('Distance from property')}
          placeholder={t('Distance from a property')}
          allowClear
          size="large"
          value={filters.propertyId || undefined}
          onChange={(value) => onChange(withFilter(filters, 'propertyId', value ?? ''))}
          options={located.map((p) => ({ value: p.id, label: p.name }))}
          notFoundContent={t('None of your properties has a location')}
          style={FIELD}
        />
        <Select
          aria-label={t('Within')}
          placeholder={t('Any distance')}
          allowClear
          size="large"
          disabled={!filters.propertyId}
          value={filters.within ?? undefined}
          onChange={(value) => onChange(withFilter(filters, 'within', value ?? null))}
          options={DISTANCES.map((d) => ({
            value: d,
            label: t('Within {{distance}}', { distance: distanceLabel(d) }),
          }))}
          style={FIELD}
        />
        {isFiltered(filters) ? (
          <Button
            size="large"
            onClick={() => {
              setSearch('');
              setStatus('');
              onChange({
                ...filters,
                q: '',
                type: '',
                status: '',
                municipalityId: null,
                from: '',
                to: '',
                propertyId: '',
                within: null,
                page: 1,
              });
            }}
          >
            {t('Clear filters')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
