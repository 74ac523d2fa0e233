import { Button, Modal } from 'antd';
import { BackupCodesList, useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Shows freshly generated backup codes once (they are not shown again). */
export function NewBackupCodesModal({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Modal
      title={t('New backup codes')}
      open={!!codes}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('Done')}
        </Button>
      }
      destroyOnHidden
    >
      {codes && <BackupCodesList codes={codes} headingLevel={2} />}
    </Modal>
  );
}
