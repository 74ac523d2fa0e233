import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Descriptions, Flex, Typography } from 'antd';
import { errorDetail, PageTitle, safeExternalUrl, translate, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { formatDate } from '../../../shared/format';
import { useDownloadDocumentMutation } from '../api/documentsApi';
import type { DocumentMeta } from '../api/types';

const formatSize = (bytes: number | null) =>
  bytes === null
    ? translate(ALERTS_NAMESPACE, 'Unknown')
    : bytes < 1024
      ? translate(ALERTS_NAMESPACE, '{{size}} B', { size: bytes })
      : bytes < 1024 * 1024
        ? translate(ALERTS_NAMESPACE, '{{size}} KB', { size: (bytes / 1024).toFixed(1) })
        : translate(ALERTS_NAMESPACE, '{{size}} MB', { size: (bytes / 1024 / 1024).toFixed(1) });

/** Title, where the document comes from, and its download and source links. */
export function DocumentHeader({ doc }: { doc: DocumentMeta }) {
  const t = useT(ALERTS_NAMESPACE);
  const [download, { isLoading, error }] = useDownloadDocumentMutation();
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <PageTitle>{doc.title}</PageTitle>
        <Flex gap={8}>
          <Button
            icon={<DownloadOutlined />}
            loading={isLoading}
            onClick={() => void download({ id: doc.ref, title: doc.title })}
          >
            {t('Download')}
          </Button>
          {safeExternalUrl(doc.source_url) && (
            <Button
              icon={<ExportOutlined />}
              href={safeExternalUrl(doc.source_url)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('View Source')}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && (
        <Notice
          type="error"
          showIcon
          title={errorDetail(error, t('The document could not be downloaded. Please try again.'))}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        {doc.kind === 'property' ? (
          <Descriptions.Item label={t('Property')}>{doc.property_name}</Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('Meeting')}>{doc.meeting_title ?? t('Unknown')}</Descriptions.Item>
        )}
        {doc.kind === 'municipal' && (
          <Descriptions.Item label={t('Date')}>{formatDate(doc.meeting_date)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('Municipality')}>{doc.municipality ?? t('Unknown')}</Descriptions.Item>
        <Descriptions.Item label={t('Pages')}>{doc.pages ?? t('Unknown')}</Descriptions.Item>
        <Descriptions.Item label={t('Size')}>{formatSize(doc.size_bytes)}</Descriptions.Item>
        <Descriptions.Item label={t('Type')}>{doc.type?.split(';')[0] ?? t('Unknown')}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
