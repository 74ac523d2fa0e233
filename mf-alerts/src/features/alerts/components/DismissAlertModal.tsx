import { Alert as Notice, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useAlertTitle, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useDismissAlertMutation } from '../api/alertsApi';
import type { Alert, DismissReason } from '../api/types';
import { MESSAGES } from '../../../shared/constants';

/** Dismiss with a reason, finished or irrelevant: the alert leaves the list and its count drops. */
export function DismissAlertModal({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const t = useT(ALERTS_NAMESPACE);
  const titleOf = useAlertTitle();
  const [reason, setReason] = useState<DismissReason | null>(null);
  const [dismiss, { isLoading, error }] = useDismissAlertMutation();
  const confirm = async () => {
    if (!reason) return;
    try {
      await dismiss({ id: alert.id, reason }).unwrap();
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal
      open
      title={t('Dismiss Alert')}
      okText={t('Dismiss')}
      okButtonProps={{ disabled: !reason, danger: true }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('Why are you dismissing “{{title}}”?', { title: titleOf(alert) })}</Typography.Text>
        <Radio.Group
          aria-label={t('Reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value as DismissReason)}
        >
          <Space orientation="vertical">
            <Radio value="finished">{t('Finished: I have dealt with it')}</Radio>
            <Radio value="irrelevant">{t('Irrelevant: it does not affect this property')}</Radio>
          </Space>
        </Radio.Group>
        {error && <Notice type="error" showIcon title={errorDetail(error, MESSAGES.dismissError)} />}
      </Space>
    </Modal>
  );
}
