import { Typography } from 'antd';

/** Shown when no tile service is configured: the map still works, and an administrator can add a basemap. */
export function BasemapNote() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="basemap-note">
      No basemap configured: the map shows properties, rings and items on a plain grid. An administrator can add one by
      setting MAP_TILE_URL and MAP_ATTRIBUTION on the server (any XYZ raster tile service).
    </Typography.Text>
  );
}
