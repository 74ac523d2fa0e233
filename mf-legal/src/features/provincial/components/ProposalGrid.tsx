import { Col, Empty, Row, Skeleton } from 'antd';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { Proposal } from '../api/types';
import { ProposalCard } from './ProposalCard';

export interface ProposalGridProps {
  proposals: Proposal[];
  loading: boolean;
  onOpen: (proposal: Proposal) => void;
}

/** The page of proposal cards, three across on wide screens. */
export function ProposalGrid({ proposals, loading, onOpen }: ProposalGridProps) {
  const t = useT(LEGAL_NAMESPACE);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!proposals.length) return <Empty description={t('No proposals found. Try adjusting your filters.')} />;
  return (
    <Row gutter={[16, 16]}>
      {proposals.map((proposal) => (
        <Col key={proposal.id} xs={24} md={12} xl={8}>
          <ProposalCard proposal={proposal} onOpen={onOpen} />
        </Col>
      ))}
    </Row>
  );
}
