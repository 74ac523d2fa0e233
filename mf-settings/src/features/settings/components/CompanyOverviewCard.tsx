import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Card, Descriptions, Skeleton, Tag, Typography, Upload } from 'antd';
import { errorDetail, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { useCompanyQuery, useUploadTermsOfReferenceMutation } from '../api/companyApi';
import { useIsCompanyAdmin } from '../hooks/useIsCompanyAdmin';
import { formatTorontoDate } from '../lib/format';

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The company at a glance: seats, trial, terms of reference and monitored municipalities. */
export function CompanyOverviewCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const { data: company, isLoading } = useCompanyQuery();
  const isAdmin = useIsCompanyAdmin();
  const [upload, { isLoading: uploading }] = useUploadTermsOfReferenceMutation();

  if (isLoading) {
    return (
      <Card title={t('Company')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!company) return null;

  const onUpload = async (file: File) => {
    try {
      await upload(file).unwrap();
      void message.success(t('Terms of reference uploaded.'));
    } catch (caught) {
      void message.error(errorDetail(caught, t('Failed to upload the terms of reference.')));
    }
  };

  const terms = company.terms_of_reference;
  return (
    <Card title={t('Company')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('Name')}>{company.name}</Descriptions.Item>
        <Descriptions.Item label={t('Your role')}>
          <Tag color={company.current_user_role === 'admin' ? 'blue' : 'default'}>
            {company.current_user_role === 'admin' ? t('Admin') : t('Analyst')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('Users')}>
          {t('{{count}} of {{max}} users', { count: company.user_count, max: company.max_users })}
        </Descriptions.Item>
        <Descriptions.Item label={t('Free trial')}>
          {company.is_trial_active
            ? company.days_remaining === 1
              ? t('{{count}} day left (ends {{date}})', {
                  count: company.days_remaining,
                  date: formatTorontoDate(company.trial_ends_at),
                })
              : t('{{count}} days left (ends {{date}})', {
                  count: company.days_remaining,
                  date: formatTorontoDate(company.trial_ends_at),
                })
            : t('Not active')}
        </Descriptions.Item>
        <Descriptions.Item label={t('Terms of reference')}>
          {terms ? (
            <span>
              {terms.filename}{' '}
              <Typography.Text type="secondary">
                ({fileSize(terms.file_size)}, {formatTorontoDate(terms.uploaded_at)})
              </Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('None uploaded')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('Monitored municipalities')}>
          {company.monitored_municipalities.length === 0 ? (
            <Typography.Text type="secondary">{t('None yet')}</Typography.Text>
          ) : (
            <span>
              {company.monitored_municipalities.map((municipality) => (
                <Tag key={municipality.id} style={{ marginBottom: 4 }}>
                  {municipality.name}
                </Tag>
              ))}
            </span>
          )}
        </Descriptions.Item>
      </Descriptions>
      {isAdmin && (
        <div style={{ marginTop: 12 }}>
          <Upload
            accept=".pdf,.doc,.docx,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {terms ? t('Replace terms of reference') : t('Upload terms of reference')}
            </Button>
          </Upload>
        </div>
      )}
    </Card>
  );
}
