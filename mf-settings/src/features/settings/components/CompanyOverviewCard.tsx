import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Card, Descriptions, Skeleton, Tag, Typography, Upload } from 'antd';
import { errorDetail } from 'shared-auth';
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
  const { data: company, isLoading } = useCompanyQuery();
  const isAdmin = useIsCompanyAdmin();
  const [upload, { isLoading: uploading }] = useUploadTermsOfReferenceMutation();

  if (isLoading) {
    return (
      <Card title="Company">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!company) return null;

  const onUpload = async (file: File) => {
    try {
      await upload(file).unwrap();
      void message.success('Terms of reference uploaded.');
    } catch (caught) {
      void message.error(errorDetail(caught, 'Failed to upload the terms of reference.'));
    }
  };

  const terms = company.terms_of_reference;
  return (
    <Card title="Company">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Name">{company.name}</Descriptions.Item>
        <Descriptions.Item label="Your role">
          <Tag color={company.current_user_role === 'admin' ? 'blue' : 'default'}>
            {company.current_user_role === 'admin' ? 'Admin' : 'Analyst'}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Users">
          {company.user_count} of {company.max_users} users
        </Descriptions.Item>
        <Descriptions.Item label="Free trial">
          {company.is_trial_active
            ? `${company.days_remaining} day${company.days_remaining === 1 ? '' : 's'} left (ends ${formatTorontoDate(company.trial_ends_at)})`
            : 'Not active'}
        </Descriptions.Item>
        <Descriptions.Item label="Terms of reference">
          {terms ? (
            <span>
              {terms.filename}{' '}
              <Typography.Text type="secondary">
                ({fileSize(terms.file_size)}, {formatTorontoDate(terms.uploaded_at)})
              </Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">None uploaded</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Monitored municipalities">
          {company.monitored_municipalities.length === 0 ? (
            <Typography.Text type="secondary">None yet</Typography.Text>
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
              {terms ? 'Replace terms of reference' : 'Upload terms of reference'}
            </Button>
          </Upload>
        </div>
      )}
    </Card>
  );
}
