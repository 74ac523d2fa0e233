import { Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import { AttachmentList } from '../../../shared/AttachmentList';
import { formatDay } from '../../../shared/dates';
import { openInNewTab } from '../../../shared/openInNewTab';
import { useAttachmentsOnExpand } from '../../../shared/useAttachmentsOnExpand';
import { useLazyProposalAttachmentsQuery } from '../api/provincialApi';
import type { Proposal } from '../api/types';

function ProposalDetails({ proposal }: { proposal: Proposal }) {
  const [trigger] = useLazyProposalAttachmentsQuery();
  const files = useAttachmentsOnExpand(proposal.id, trigger);
  const t = useT(LEGAL_NAMESPACE);
  return (
    <Flex vertical gap={16}>
      <Flex gap={4} wrap>
        <Tag color={proposal.site === 'ERO' ? 'green' : 'blue'}>{proposal.site}</Tag>
        {proposal.category ? <Tag>{proposal.category}</Tag> : null}
        {proposal.status ? <Tag color="gold">{proposal.status}</Tag> : null}
      </Flex>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'number', label: t('Number'), children: proposal.source_id },
          { key: 'site', label: t('Site'), children: proposal.site_name },
          ...(proposal.ministry ? [{ key: 'ministry', label: t('Ministry'), children: proposal.ministry }] : []),
          { key: 'posted', label: t('Posted'), children: formatDay(proposal.posted_date) ?? t('N/A') },
          { key: 'deadline', label: t('Deadline'), children: formatDay(proposal.deadline) ?? t('N/A') },
        ]}
      />
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
        {proposal.description ?? proposal.content ?? t('No description provided.')}
      </Typography.Paragraph>
      <div>
        <Button onClick={files.toggle} aria-expanded={files.shown}>
          {files.shown ? t('Hide Attachments') : t('Show Attachments')}
        </Button>
        {files.shown ? (
          <div style={{ marginTop: 12 }}>
            <AttachmentList attachments={files.attachments} loading={files.loading} />
          </div>
        ) : null}
      </div>
    </Flex>
  );
}

export interface ProposalDetailModalProps {
  proposal: Proposal | null;
  onClose: () => void;
}

/** A proposal's details, its attachments toggle and View Item (the registry page, in a new tab). */
export function ProposalDetailModal({ proposal, onClose }: ProposalDetailModalProps) {
  const t = useT(LEGAL_NAMESPACE);
  return (
    <Modal
      open={proposal !== null}
      title={proposal?.title}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('Close')}
        </Button>,
        <Button key="view" type="primary" disabled={!proposal?.url} onClick={() => openInNewTab(proposal?.url)}>
          {t('View Item')}
        </Button>,
      ]}
    >
      {proposal ? <ProposalDetails key={proposal.id} proposal={proposal} /> : null}
    </Modal>
  );
}
