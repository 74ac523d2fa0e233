import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import { formatDay } from '../../../shared/dates';
import type { Proposal } from '../api/types';

export interface ProposalCardProps {
  proposal: Proposal;
  onOpen: (proposal: Proposal) => void;
}

/** One proposal: site, category, title, dates and the start of its description. Opens the detail modal. */
export function ProposalCard({ proposal, onOpen }: ProposalCardProps) {
  const t = useT(LEGAL_NAMESPACE);
  const open = () => onOpen(proposal);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-label={proposal.title}
      onClick={open}
      onKeyDown={onKeyDown}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}
      data-testid="proposal-card"
    >
      <Flex gap={4} wrap>
        <Tag color={proposal.site === 'ERO' ? 'green' : 'blue'}>{proposal.site}</Tag>
        {proposal.category ? <Tag>{proposal.category}</Tag> : null}
      </Flex>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {proposal.title}
      </Typography.Title>
      {/* The space that evens the cards' heights is the wrapper's: a clamped paragraph taller than its three lines
          showed a fourth line under the ellipsis. */}
      <div style={{ flex: 1 }}>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {proposal.description ?? proposal.content ?? ''}
        </Typography.Paragraph>
      </div>
      <Space size="middle" wrap>
        <Typography.Text type="secondary">
          <CalendarOutlined /> {t('Posted {{date}}', { date: formatDay(proposal.posted_date) ?? t('N/A') })}
        </Typography.Text>
        {proposal.deadline ? (
          <Typography.Text type="secondary">
            <ClockCircleOutlined /> {t('Deadline {{date}}', { date: formatDay(proposal.deadline) })}
          </Typography.Text>
        ) : null}
        {proposal.attachment_count > 0 ? (
          <Typography.Text type="secondary">
            <PaperClipOutlined /> {proposal.attachment_count}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}
