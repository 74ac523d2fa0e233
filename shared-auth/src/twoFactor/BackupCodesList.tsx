import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { BACKUP_CODES_FILENAME, backupCodesText, downloadTextFile } from './download';
import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';

export interface BackupCodesListProps {
  codes: string[];
  /** The heading level where the list sits (3 on the signup card, 4 inside a settings dialog). */
  headingLevel?: 2 | 3 | 4;
}

/** The one-time backup codes, with a download as a text file (signup and settings). */
export function BackupCodesList({ codes, headingLevel = 3 }: BackupCodesListProps) {
  const headingId = useId();
  const t = useT(SHARED_NAMESPACE);
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title
        level={headingLevel}
        id={headingId}
        style={{ fontSize: headingLevel === 3 ? 16 : 15, marginTop: 0 }}
      >
        {t('Backup codes')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Save these codes somewhere safe. Each one can be used once if you lose access to your authenticator app.')}
      </Typography.Paragraph>
      <ul
        aria-label={t('Backup codes')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 8,
          listStyle: 'none',
          padding: 12,
          margin: '0 0 12px',
          background: '#f5f7fb',
          borderRadius: 8,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        }}
      >
        {codes.map((code) => (
          <li key={code} style={{ textAlign: 'center' }}>
            {code}
          </li>
        ))}
      </ul>
      <Flex justify="center">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadTextFile(BACKUP_CODES_FILENAME, backupCodesText(codes))}
        >
          {t('Download backup codes')}
        </Button>
      </Flex>
    </section>
  );
}
