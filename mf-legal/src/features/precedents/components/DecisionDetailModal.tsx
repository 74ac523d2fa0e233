import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { AttachmentList } from '../../../shared/AttachmentList';
import { formatDay } from '../../../shared/dates';
import { openInNewTab } from '../../../shared/openInNewTab';
import { useAttachmentsOnExpand } from '../../../shared/useAttachmentsOnExpand';
import { useLazyLegalDecisionAttachmentsQuery } from '../api/precedentsApi';
import type { LegalDecision } from '../api/types';
import { databaseLabel } from '../lib/chartData';

function DecisionDetails({ decision }: { decision: LegalDecision }) {
  const [trigger] = useLazyLegalDecisionAttachmentsQuery();
  const files = useAttachmentsOnExpand(decision.id, trigger);
  const hasId = decision.id !== null && decision.id !== undefined;
  return (
    <Flex vertical gap={16}>
      <div>
        <Tag color={decision.database_id === 'onltb' ? 'purple' : 'blue'} data-testid="database-chip">
          {databaseLabel(decision.database_id)}
        </Tag>
      </div>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'case', label: 'Case ID', children: decision.caseid || 'N/A' },
          { key: 'date', label: 'Decision Date', children: formatDay(decision.decision_date) ?? 'N/A' },
          ...(decision.citations.length
            ? [
                {
                  key: 'citations',
                  label: 'Cited',
                  children: decision.citations.map((c) => `${c.act}${c.section ? ` ${c.section}` : ''}`).join('; '),
                },
              ]
            : []),
        ]}
      />
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        View the full decision document using the link below.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {hasId ? (
          <Button onClick={files.toggle} aria-expanded={files.shown}>
            {files.shown ? 'Hide Attachments' : 'Show Attachments'}
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<FilePdfOutlined />}
          disabled={!decision.pdf_url}
          onClick={() => openInNewTab(decision.pdf_url)}
        >
          View PDF
        </Button>
      </Flex>
      {files.shown ? <AttachmentList attachments={files.attachments} loading={files.loading} /> : null}
    </Flex>
  );
}

export interface DecisionDetailModalProps {
  decision: LegalDecision | null;
  onClose: () => void;
}

/** The decision's tribunal chip, case id, date, PDF and attachments; Close or a click outside closes it. */
export function DecisionDetailModal({ decision, onClose }: DecisionDetailModalProps) {
  return (
    <Modal
      open={decision !== null}
      title={decision?.title || 'Decision Details'}
      onCancel={onClose}
      mask={{ closable: true }}
      width={680}
      destroyOnHidden
      footer={
        <Button onClick={onClose} key="close">
          Close
        </Button>
      }
    >
      {decision ? <DecisionDetails key={decision.id} decision={decision} /> : null}
    </Modal>
  );
}
