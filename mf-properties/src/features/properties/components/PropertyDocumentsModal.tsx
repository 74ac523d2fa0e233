import { FileTextOutlined, RobotOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Divider, Empty, Flex, List, Modal, Progress, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  api,
  errorDetail,
  errorStatus,
  selectToken,
  useAppDispatch,
  useAppSelector,
  useT,
  ListItemMeta,
} from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useGenerateSummaryMutation, usePropertyDocumentsQuery } from '../api/propertiesApi';
import type { Property } from '../api/types';
import { MESSAGES } from '../lib/format';
import { ACCEPTED_EXTENSIONS, formatBytes, MAX_FILE_BYTES, uploadDocuments } from '../lib/uploadDocuments';

/** 'Property Documents & AI Analysis': upload with progress, the list with sizes, and the AI summary. */
export function PropertyDocumentsModal({ property, onClose }: { property: Property; onClose(): void }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState({ text: property.property_summary, at: property.summary_updated_at });
  const { data: documents, isLoading } = usePropertyDocumentsQuery(property.id);
  const [generate, { isLoading: generating }] = useGenerateSummaryMutation();

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const wrong = files.find((file) => !ACCEPTED_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)));
    if (wrong)
      return void message.error(t('{{name}}: only PDF, DOC, DOCX and TXT files are allowed.', { name: wrong.name }));
    const large = files.find((file) => file.size > MAX_FILE_BYTES);
    if (large) return void message.error(t('{{name}} is larger than 50 MB.', { name: large.name }));
    setProgress(0);
    try {
      await uploadDocuments(property.id, files, token, setProgress);
      void message.success(
        files.length === 1 ? t('Document uploaded.') : t('{{count}} documents uploaded.', { count: files.length }),
      );
    } catch (error) {
      void message.error((error as Error).message || MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
      dispatch(api.util.invalidateTags([{ type: 'Documents', id: property.id }]));
    }
  };

  const onGenerate = async () => {
    try {
      const result = await generate(property.id).unwrap();
      setSummary({ text: result.summary, at: result.summary_updated_at });
      void message.success(MESSAGES.summaryDone);
    } catch (error) {
      // A 5xx detail is the server's generic 'Internal Server Error': the screen's own message reads better.
      const status = errorStatus(error);
      void message.error(
        status !== undefined && status >= 500 ? MESSAGES.summaryFailed : errorDetail(error, MESSAGES.summaryFailed),
      );
    }
  };

  return (
    <Modal
      open
      title={t('Property Documents & AI Analysis')}
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{property.name}</Typography.Paragraph>
      <Flex vertical gap={8}>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_EXTENSIONS.join(',')}
          onChange={onFiles}
          style={{ display: 'none' }}
          data-testid="document-input"
        />
        <Flex align="center" gap={12}>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null}>
            {t('Upload Documents')}
          </Button>
          <Typography.Text type="secondary">{t('PDF, DOC, DOCX or TXT, up to 50 MB each')}</Typography.Text>
        </Flex>
        {progress !== null ? <Progress percent={progress} status="active" aria-label={t('Upload progress')} /> : null}
      </Flex>
      <Divider titlePlacement="start">{t('Documents')}</Divider>
      <List
        loading={isLoading}
        dataSource={documents ?? []}
        locale={{ emptyText: <Empty description={t('No documents uploaded yet.')} /> }}
        renderItem={(doc) => (
          <List.Item key={doc.id}>
            <ListItemMeta
              avatar={<FileTextOutlined />}
              title={doc.filename}
              description={
                <>
                  {`${formatBytes(doc.file_size)} · ${t('uploaded {{date}}', { date: dayjs(doc.uploaded_at).format('MMM D, YYYY h:mm A') })}`}
                  {doc.extraction_status === 'failed' ? (
                    <Typography.Text type="danger" style={{ display: 'block' }}>
                      {doc.extraction_error
                        ? t('The text of this document could not be read: {{error}}', { error: doc.extraction_error })
                        : t('The text of this document could not be read.')}
                    </Typography.Text>
                  ) : null}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Divider titlePlacement="start">{t('AI Analysis')}</Divider>
      <Flex vertical gap={12}>
        <Button
          type="primary"
          icon={<RobotOutlined />}
          onClick={onGenerate}
          loading={generating}
          disabled={!documents?.length}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Generate AI Summary')}
        </Button>
        {summary.text ? (
          <Card size="small" title={t('AI Property Summary')} data-testid="property-summary">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
              {summary.text}
            </Typography.Paragraph>
            {summary.at ? (
              <Typography.Text type="secondary">
                {t('Updated {{date}}', { date: dayjs(summary.at).format('MMM D, YYYY h:mm A') })}
              </Typography.Text>
            ) : null}
          </Card>
        ) : (
          <Typography.Text type="secondary">
            {t('No summary yet. Upload documents, then generate a summary.')}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
