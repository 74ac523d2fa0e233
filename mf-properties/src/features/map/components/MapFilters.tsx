import { Checkbox, Flex } from 'antd';
import { SEVERITY_HEX, SEVERITY_ORDER, severityName, useT, type Severity } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import {
  ITEM_TYPES,
  itemTypeLabel,
  PERIODS,
  periodLabel,
  type MapFilterState,
  type MapProperty,
  type PeriodDays,
} from '../api/mapQuery';
import { FilterField, FilterSelect } from './FilterSelect';

export interface MapFiltersProps {
  value: MapFilterState;
  onChange(next: MapFilterState): void;
  properties: MapProperty[];
  municipalities: Array<{ id: number; name: string }>;
}

/** The map's filters: period, severity, type, municipality and property (every control has a visible label). */
export function MapFilters({ value, onChange, properties, municipalities }: MapFiltersProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  const set = (patch: Partial<MapFilterState>) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap={12} align="flex-end" data-testid="map-filters">
      <FilterSelect<PeriodDays>
        labelId="map-period-label"
        label={t('Period')}
        value={value.days}
        onChange={(days) => days !== undefined && set({ days })}
        options={PERIODS.map((p) => ({ value: p.days, label: periodLabel(p.days, t) }))}
        width={140}
      />
      <FilterField labelId="map-severity-label" label={t('Severity')}>
        <Checkbox.Group
          aria-labelledby="map-severity-label"
          value={value.severities}
          onChange={(list) => set({ severities: SEVERITY_ORDER.filter((s) => (list as Severity[]).includes(s)) })}
          style={{ minHeight: 32, alignItems: 'center' }}
          options={SEVERITY_ORDER.map((s) => ({
            value: s,
            label: (
              <Flex align="center" gap={6}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    background: SEVERITY_HEX[s],
                    display: 'inline-block',
                  }}
                />
                {severityName(s)}
              </Flex>
            ),
          }))}
        />
      </FilterField>
      <FilterSelect
        labelId="map-type-label"
        label={t('Type')}
        placeholder={t('All types')}
        value={value.category}
        onChange={(category) => set({ category })}
        options={ITEM_TYPES.map((type) => ({ value: type, label: itemTypeLabel(type, t) }))}
        width={140}
      />
      <FilterSelect
        labelId="map-municipality-label"
        label={t('Municipality')}
        placeholder={t('All municipalities')}
        value={value.municipalityId}
        onChange={(municipalityId) => set({ municipalityId })}
        options={municipalities.map((m) => ({ value: m.id, label: m.name }))}
        width={170}
      />
      <FilterSelect
        labelId="map-property-label"
        label={t('Property')}
        placeholder={t('All properties')}
        searchable
        value={value.propertyId}
        onChange={(propertyId) => set({ propertyId })}
        options={properties.map((p) => ({ value: p.id, label: p.name }))}
        width={180}
      />
    </Flex>
  );
}
