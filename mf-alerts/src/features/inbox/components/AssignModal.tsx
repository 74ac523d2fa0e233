import { Alert as Notice, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useAssignAlertsMutation, useTeammatesQuery } from '../api/inboxApi';

export interface AssignModalProps {
  /** The alerts to assign (one from a card, several from the selection). */
  ids: number[];
  /** What is assigned, for the dialog's sentence: the alert's title, or 'N alerts'. */
  what: string;
  /** The current assignee, preselected. */
  currentAssigneeId?: string | null;
  onClose: () => void;
  onDone?: () => void;
}

/** Assign alerts to a teammate: they are told by mail and find them in their inbox. */
export function AssignModal({ ids, what, currentAssigneeId, onClose, onDone }: AssignModalProps) {
  const t = useT(ALERTS_NAMESPACE);
  const teammates = useTeammatesQuery();
  const [assignee, setAssignee] = useState<string | undefined>(currentAssigneeId ?? undefined);
  const [assign, { isLoading, error }] = useAssignAlertsMutation();
  const confirm = async () => {
    if (!assignee) return;
    try {
      await assign({ ids, assignee_id: assignee }).unwrap();
      onDone?.();
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal
      open
      title={t('Assign to a teammate')}
      okText={t('Assign')}
      okButtonProps={{ disabled: !assignee }}
      confirmLoading={isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t('Who should handle “{{what}}”? They are told by email and see it in their inbox.', { what })}
        </Typography.Text>
        <Select
          aria-label={t('Teammate')}
          placeholder={t('Choose a teammate')}
          style={{ width: '100%' }}
          loading={teammates.isLoading}
          value={assignee}
          onChange={setAssignee}
          showSearch={{ optionFilterProp: 'label' }}
          options={(teammates.data ?? []).map((mate) => ({ value: mate.id, label: mate.name }))}
        />
        {teammates.isError && (
          <Notice type="error" showIcon title={t('Could not load your teammates. Please try again.')} />
        )}
        {error && <Notice type="error" showIcon title={errorDetail(error, t('Failed to assign. Please try again.'))} />}
      </Space>
    </Modal>
  );
}
