import { Flex, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { translate, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useNearestMunicipalitiesQuery, type NearestMunicipality } from '../api/registryApi';
import { formatKm } from '../lib/municipalities';

/** The municipality the wizard picked from a point, and for which point. */
export interface NearestSuggestion {
  key: string;
  id: number;
}

export interface NearestMunicipalitiesProps {
  latitude: number;
  longitude: number;
  /** The municipality chosen now. */
  value: number | null;
  suggestion: NearestSuggestion | null;
  /** Pre-selects the nearest municipality of a point (when none is chosen, or the last suggestion is). */
  onSuggest(suggestion: NearestSuggestion): void;
  onChoose(id: number): void;
}

const nearestLabel = (m: NearestMunicipality) =>
  m.basis === 'address'
    ? translate(PROPERTIES_NAMESPACE, '{{name}} ({{distance}}, by its address)', {
        name: m.name,
        distance: formatKm(m.distance_km),
      })
    : `${m.name} (${formatKm(m.distance_km)})`;

/**
 * Coordinates mode: the municipalities nearest the point, the nearest pre-selected as a suggestion for the user to
 * confirm or change. Nothing when the server proposes none.
 */
export function NearestMunicipalities({
  latitude,
  longitude,
  value,
  suggestion,
  onSuggest,
  onChoose,
}: NearestMunicipalitiesProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  const key = `${latitude},${longitude}`;
  // currentData: this point's answer only (never the previous point's while this one loads or fails).
  const { currentData: data, isFetching } = useNearestMunicipalitiesQuery({ latitude, longitude });
  const first = !isFetching ? data?.[0] : undefined;

  useEffect(() => {
    if (!first || suggestion?.key === key) return;
    // Never over the user's own choice: only an empty field, or the previous point's suggestion, is replaced.
    if (value === null || value === suggestion?.id) onSuggest({ key, id: first.id });
  }, [first, key, suggestion, value, onSuggest]);

  if (!data?.length || isFetching) return null;
  const suggested = suggestion?.key === key && suggestion.id === value ? data.find((m) => m.id === value) : undefined;
  return (
    <Flex vertical gap={4} data-testid="nearest-municipalities" style={{ marginTop: 8 }}>
      {suggested ? (
        <Typography.Text>
          {t('Suggested from the location: {{municipality}}', { municipality: nearestLabel(suggested) })}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary" id="nearest-municipalities-label">
        {t('Nearest to the point: confirm the municipality the property is in.')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="nearest-municipalities-label"
        value={data.some((m) => m.id === value) ? value : null}
        onChange={(event) => onChoose(event.target.value as number)}
        options={data.map((m) => ({ value: m.id, label: nearestLabel(m) }))}
      />
    </Flex>
  );
}
