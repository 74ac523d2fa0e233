import { Typography } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/**
 * Shown when no tile service is configured: the map still works. End users are told only that; the settings that
 * add a street map are in the operator documentation.
 */
export function BasemapNote() {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="basemap-note">
      {t('No street map is configured: the map shows properties, rings and items on a plain grid.')}
    </Typography.Text>
  );
}
