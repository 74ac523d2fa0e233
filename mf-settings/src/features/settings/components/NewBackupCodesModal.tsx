import { Button, Modal } from 'antd';
import { BackupCodesList } from './BackupCodesList';

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
      {codes && <BackupCodesList codes={codes} />}
    </Modal>
  );
}
