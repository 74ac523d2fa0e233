import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { App, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { useExportAccountDataMutation } from '../api/companyApi';
import { useIsCompanyAdmin } from '../hooks/useIsCompanyAdmin';
import { downloadTextFile } from 'shared-auth';
import { MESSAGES } from '../lib/messages';
import { AdminOnlyButton } from './AdminOnlyButton';
import { DeleteAccountModal } from './DeleteAccountModal';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Export Account Data (a JSON download) and Delete Account; both for company admins only. */
export function AccountDataCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const isAdmin = useIsCompanyAdmin();
  const [exportData, { isLoading: exporting, reset }] = useExportAccountDataMutation();
  const [deleting, setDeleting] = useState(false);

  const onExport = async () => {
    try {
      const { filename, text } = await exportData().unwrap();
      downloadTextFile(filename, text, 'application/json');
      void message.success(MESSAGES.exportReady);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.exportFailed));
    } finally {
      // The document can be large: do not keep it in the store.
      reset();
    }
  };

  return (
    <Card title={t('Account data')}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t(
              'Download everything your company keeps in Parcelwatch (company, users, properties, alerts, subscriptions, reports) as a JSON file.',
            )}
          </Typography.Paragraph>
          <AdminOnlyButton
            isAdmin={isAdmin}
            reason={t('Only company admins can export account data.')}
            icon={<ExportOutlined />}
            loading={exporting}
            onClick={() => void onExport()}
          >
            {t('Export Account Data')}
          </AdminOnlyButton>
        </div>
        <div>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('Permanently delete the company account and all of its data.')}
          </Typography.Paragraph>
          <AdminOnlyButton
            isAdmin={isAdmin}
            reason={t('Only company admins can delete the account.')}
            danger
            icon={<DeleteOutlined />}
            onClick={() => setDeleting(true)}
          >
            {t('Delete Account')}
          </AdminOnlyButton>
        </div>
      </Flex>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
