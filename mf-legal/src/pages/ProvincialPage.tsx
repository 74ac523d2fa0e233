import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { Pager } from '../shared/Pager';
import type { Proposal } from '../features/provincial/api/types';
import { ProposalDetailModal } from '../features/provincial/components/ProposalDetailModal';
import { ProposalFilters } from '../features/provincial/components/ProposalFilters';
import { ProposalGrid } from '../features/provincial/components/ProposalGrid';
import { ProposalsHeader } from '../features/provincial/components/ProposalsHeader';
import { useProposalBrowser } from '../features/provincial/hooks/useProposalBrowser';
import { LegalAreaNav } from '../shared/LegalAreaNav';

/** /provincial: provincial and federal proposals. */
export default function ProvincialPage() {
  const browser = useProposalBrowser();
  const [opened, setOpened] = useState<Proposal | null>(null);
  return (
    <section data-testid="mf_legal-ProvincialPage">
      <LegalAreaNav />
      <Flex vertical gap={16}>
        <ProposalsHeader />
        <ProposalFilters
          {...browser.filters}
          onSearch={browser.setSearch}
          onSite={browser.setSite}
          onDate={browser.setDate}
          onSort={browser.setSort}
        />
        {browser.isError ? <Alert type="error" showIcon title="Failed to load proposals" /> : null}
        {!browser.isError ? <ProposalGrid proposals={browser.visible} loading={browser.isLoading} onOpen={setOpened} /> : null}
        <Pager page={browser.page} pageCount={browser.pageCount} onChange={browser.setPage} label="Proposal pages" />
      </Flex>
      <ProposalDetailModal proposal={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
