import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Descriptions, Flex, Typography } from 'antd';
import { errorDetail, PageTitle, safeExternalUrl } from 'shared-auth';
import { formatDate } from '../../../shared/format';
import { useDownloadDocumentMutation } from '../api/documentsApi';
import type { DocumentMeta } from '../api/types';

const formatSize = (bytes: number | null) =>
  bytes === null
    ? 'Unknown'
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1024 * 1024
        ? `${(bytes / 1024).toFixed(1)} KB`
        : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Title, where the document comes from, and its download and source links. */
export function DocumentHeader({ doc }: { doc: DocumentMeta }) {
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
            Download
          </Button>
          {safeExternalUrl(doc.source_url) && (
            <Button
              icon={<ExportOutlined />}
              href={safeExternalUrl(doc.source_url)}
              target="_blank"
              rel="noopener noreferrer"
            >
              View Source
            </Button>
          )}
        </Flex>
      </Flex>
      {error && (
        <Notice
          type="error"
          showIcon
          title={errorDetail(error, 'The document could not be downloaded. Please try again.')}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        {doc.kind === 'property' ? (
          <Descriptions.Item label="Property">{doc.property_name}</Descriptions.Item>
        ) : (
          <Descriptions.Item label="Meeting">{doc.meeting_title ?? 'Unknown'}</Descriptions.Item>
        )}
        {doc.kind === 'municipal' && <Descriptions.Item label="Date">{formatDate(doc.meeting_date)}</Descriptions.Item>}
        <Descriptions.Item label="Municipality">{doc.municipality ?? 'Unknown'}</Descriptions.Item>
        <Descriptions.Item label="Pages">{doc.pages ?? 'Unknown'}</Descriptions.Item>
        <Descriptions.Item label="Size">{formatSize(doc.size_bytes)}</Descriptions.Item>
        <Descriptions.Item label="Type">{doc.type?.split(';')[0] ?? 'Unknown'}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
