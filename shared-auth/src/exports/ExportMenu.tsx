import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { downloadApiFile, exportQuery } from './download';

export interface ExportMenuProps {
  /** The export's API path, e.g. /api/alerts/export. */
  path: string;
  /** The filters the list is shown with: the export holds the same rows. */
  params?: Record<string, string | number | undefined | null>;
  /** The file's name when the server gives none, without extension. */
  fileName: string;
  /** Told the server's message when the download fails. */
  onError?: (message: string) => void;
  size?: 'small' | 'middle';
  testId?: string;
}

const FORMATS = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'Excel' },
] as const;

/** "Export": CSV or Excel of the list as filtered, fetched with the session's token (docs/exports.md). */
export function ExportMenu({
  path,
  params = {},
  fileName,
  onError,
  size = 'middle',
  testId = 'export-menu',
}: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const t = useT(SHARED_NAMESPACE);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await downloadApiFile(`${path}${exportQuery({ ...params, format })}`, `${fileName}.${format}`);
    } catch (error) {
      onError?.(error instanceof Error ? error.message : t('The download failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: FORMATS.map((f) => ({ key: f.key, label: <span data-testid={`${testId}-${f.key}`}>{f.label}</span> })),
        onClick: ({ key }) => void download(key as 'csv' | 'xlsx'),
      }}
    >
      <Tooltip title={t('At most 10,000 rows')}>
        <Button size={size} loading={busy} data-testid={testId} style={{ minHeight: 44 }}>
          {t('Export')}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
