import { Alert as Notice, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useDismissAlertsMutation } from '../api/inboxApi';

type Reason = 'finished' | 'irrelevant';

/** Dismiss the selected alerts with one reason: they leave the list and their counts drop. */
export function BulkDismissModal({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone?: () => void;
}) {
  const t = useT(ALERTS_NAMESPACE);
  const [reason, setReason] = useState<Reason | null>(null);
  const [dismiss, { isLoading, error }] = useDismissAlertsMutation();
  const confirm = async () => {
    if (!reason) return;
    try {
      await dismiss({ ids, reason }).unwrap();
      onDone?.();
      onClose();
    } catch {
      // shown below
    }
  };
  const count = ids.length;
  return (
    <Modal
      open
      title={t('Dismiss Alerts')}
      okText={count === 1 ? t('Dismiss {{count}} alert', { count }) : t('Dismiss {{count}} alerts', { count })}
      okButtonProps={{ disabled: !reason, danger: true }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {count === 1
            ? t('Why are you dismissing these {{count}} alert?', { count })
            : t('Why are you dismissing these {{count}} alerts?', { count })}
        </Typography.Text>
        <Radio.Group aria-label={t('Reason')} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
          <Space orientation="vertical">
            <Radio value="finished">{t('Finished: I have dealt with them')}</Radio>
            <Radio value="irrelevant">{t('Irrelevant: they do not affect my properties')}</Radio>
          </Space>
        </Radio.Group>
        {error && (
          <Notice type="error" showIcon title={errorDetail(error, t('Failed to dismiss alert. Please try again.'))} />
        )}
      </Space>
    </Modal>
  );
}
