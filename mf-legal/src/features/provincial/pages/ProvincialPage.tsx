import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { Pager, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { Proposal } from '../api/types';
import { ProposalDetailModal } from '../components/ProposalDetailModal';
import { ProposalFilters } from '../components/ProposalFilters';
import { ProposalGrid } from '../components/ProposalGrid';
import { ProposalsHeader } from '../components/ProposalsHeader';
import { useProposalBrowser } from '../hooks/useProposalBrowser';
import { LegalAreaNav } from '../../../shared/LegalAreaNav';

/** /provincial: provincial and federal proposals. */
export default function ProvincialPage() {
  const t = useT(LEGAL_NAMESPACE);
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
          initialQuery={browser.initialQuery}
          onSite={browser.setSite}
          onDate={browser.setDate}
          onSort={browser.setSort}
        />
        {browser.isError ? <Alert type="error" showIcon title={t('Failed to load proposals')} /> : null}
        {!browser.isError ? (
          <ProposalGrid proposals={browser.visible} loading={browser.isLoading} onOpen={setOpened} />
        ) : null}
        <Pager
          page={browser.page}
          pageCount={browser.pageCount}
          onChange={browser.setPage}
          label={t('Proposal pages')}
        />
      </Flex>
      <ProposalDetailModal proposal={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
