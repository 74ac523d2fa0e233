import { Alert as Notice, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from 'shared-auth';
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
  const what = `${ids.length} ${ids.length === 1 ? 'alert' : 'alerts'}`;
  return (
    <Modal
      open
      title="Dismiss Alerts"
      okText={`Dismiss ${what}`}
      okButtonProps={{ disabled: !reason, danger: true }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>Why are you dismissing these {what}?</Typography.Text>
        <Radio.Group aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
          <Space orientation="vertical">
            <Radio value="finished">Finished: I have dealt with them</Radio>
            <Radio value="irrelevant">Irrelevant: they do not affect my properties</Radio>
          </Space>
        </Radio.Group>
        {error && (
          <Notice type="error" showIcon title={errorDetail(error, 'Failed to dismiss alert. Please try again.')} />
        )}
      </Space>
    </Modal>
  );
}
