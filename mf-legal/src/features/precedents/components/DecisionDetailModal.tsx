import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
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
  const t = useT(LEGAL_NAMESPACE);
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
          { key: 'case', label: t('Case ID'), children: decision.caseid || t('N/A') },
          { key: 'date', label: t('Decision Date'), children: formatDay(decision.decision_date) ?? t('N/A') },
          ...(decision.citations.length
            ? [
                {
                  key: 'citations',
                  label: t('Cited'),
                  children: decision.citations.map((c) => `${c.act}${c.section ? ` ${c.section}` : ''}`).join('; '),
                },
              ]
            : []),
        ]}
      />
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('View the full decision document using the link below.')}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {hasId ? (
          <Button onClick={files.toggle} aria-expanded={files.shown}>
            {files.shown ? t('Hide Attachments') : t('Show Attachments')}
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<FilePdfOutlined />}
          disabled={!decision.pdf_url}
          onClick={() => openInNewTab(decision.pdf_url)}
        >
          {t('View PDF')}
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
  const t = useT(LEGAL_NAMESPACE);
  return (
    <Modal
      open={decision !== null}
      title={decision?.title || t('Decision Details')}
      onCancel={onClose}
      mask={{ closable: true }}
      width={680}
      destroyOnHidden
      footer={
        <Button onClick={onClose} key="close">
          {t('Close')}
        </Button>
      }
    >
      {decision ? <DecisionDetails key={decision.id} decision={decision} /> : null}
    </Modal>
  );
}
