import { Checkbox, Flex, Select, Typography } from 'antd';
import { SEVERITY_HEX, SEVERITY_NAMES, SEVERITY_ORDER, type Severity } from 'shared-auth';
import { ITEM_TYPES, PERIODS, type MapFilterState, type MapProperty, type PeriodDays } from '../api/mapQuery';

export interface MapFiltersProps {
  value: MapFilterState;
  onChange(next: MapFilterState): void;
  properties: MapProperty[];
  municipalities: Array<{ id: number; name: string }>;
}

/** The map's filters: period, severity, type, municipality and property (every control has a visible label). */
export function MapFilters({ value, onChange, properties, municipalities }: MapFiltersProps) {
  const set = (patch: Partial<MapFilterState>) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap={12} align="flex-end" data-testid="map-filters">
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="map-period-label">
          Period
        </Typography.Text>
        <Select<PeriodDays>
          aria-labelledby="map-period-label"
          value={value.days}
          onChange={(days) => set({ days })}
          options={PERIODS.map((p) => ({ value: p.days, label: p.label }))}
          style={{ width: 140 }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="map-severity-label">
          Severity
        </Typography.Text>
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
                {SEVERITY_NAMES[s]}
              </Flex>
            ),
          }))}
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="map-type-label">
          Type
        </Typography.Text>
        <Select
          aria-labelledby="map-type-label"
          allowClear
          placeholder="All types"
          value={value.category}
          onChange={(category) => set({ category })}
          options={ITEM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          style={{ width: 140 }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="map-municipality-label">
          Municipality
        </Typography.Text>
        <Select
          aria-labelledby="map-municipality-label"
          allowClear
          placeholder="All municipalities"
          value={value.municipalityId}
          onChange={(municipalityId) => set({ municipalityId })}
          options={municipalities.map((m) => ({ value: m.id, label: m.name }))}
          style={{ width: 170 }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="map-property-label">
          Property
        </Typography.Text>
        <Select
          aria-labelledby="map-property-label"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="All properties"
          value={value.propertyId}
          onChange={(propertyId) => set({ propertyId })}
          options={properties.map((p) => ({ value: p.id, label: p.name }))}
          style={{ width: 180 }}
        />
      </Flex>
    </Flex>
  );
}
