import { Button, Modal } from 'antd';
import { BackupCodesList } from 'shared-auth';

/** Shows freshly generated backup codes once (they are not shown again). */
export function NewBackupCodesModal({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  return (
    <Modal
      title="New backup codes"
      open={!!codes}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      {codes && <BackupCodesList codes={codes} headingLevel={2} />}
    </Modal>
  );
}
