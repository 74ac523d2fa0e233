import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { backupCodesText, downloadTextFile } from '../lib/download';
import { BACKUP_CODES_FILENAME } from '../lib/messages';

/** The one-time backup codes, with a download as a text file. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="settings-backup-codes-heading">
      <Typography.Title level={4} id="settings-backup-codes-heading" style={{ fontSize: 15, marginTop: 0 }}>
        Backup codes
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Save these codes somewhere safe. Each one can be used once if you lose access to your authenticator app.
      </Typography.Paragraph>
      <ul
        aria-label="Backup codes"
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
        <Button icon={<DownloadOutlined />} onClick={() => downloadTextFile(BACKUP_CODES_FILENAME, backupCodesText(codes))}>
          Download backup codes
        </Button>
      </Flex>
    </section>
  );
}
