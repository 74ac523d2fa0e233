import { Typography } from 'antd';

/**
 * Shown when no tile service is configured: the map still works. End users are told only that; the settings that
 * add a street map are in the operator documentation.
 */
export function BasemapNote() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="basemap-note">
      No street map is configured: the map shows properties, rings and items on a plain grid.
    </Typography.Text>
  );
}
