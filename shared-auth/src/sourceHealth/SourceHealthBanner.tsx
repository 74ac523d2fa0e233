import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';
import { LazyAlert } from '../ui/LazyAlert';
import { SOURCE_HEALTH_POLL_MS, useSourceHealthQuery, type DegradedSource } from './sourceHealthApi';

export interface SourceHealthBannerProps {
  /** Only the sources this property depends on; every degraded source of the company when left out. */
  propertyId?: string;
  /** Space below the banner (the page's own spacing); 16 px when left out. */
  marginBottom?: number;
}

/** The degraded sources that concern these properties (all of them, or one property's). */
export function degradedFor(degraded: DegradedSource[], propertyId?: string): DegradedSource[] {
  return propertyId ? degraded.filter((d) => d.property_ids.includes(propertyId)) : degraded;
}

/**
 * A warning that alerts may be missing because a source they come from is not being read ("Toronto council
 * agendas have not been read since Nov 26. Alerts from them may be missing."). Nothing while every source that
 * concerns the properties is healthy, while loading, or when the check itself failed (the page's own content
 * says what went wrong there).
 */
export function SourceHealthBanner({ propertyId, marginBottom = 16 }: SourceHealthBannerProps) {
  const { data } = useSourceHealthQuery(undefined, {
    pollingInterval: SOURCE_HEALTH_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const t = useT(SHARED_NAMESPACE);
  const shown = degradedFor(data?.degraded ?? [], propertyId);
  if (shown.length === 0) return null;
  return (
    <LazyAlert
      data-testid="source-health-banner"
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom }}
      title={
        shown.length === 1 ? shown[0]!.message : t('Some sources are not being read. Alerts from them may be missing.')
      }
      description={
        shown.length === 1 ? undefined : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {shown.map((d) => (
              <li key={d.source}>{d.message}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
