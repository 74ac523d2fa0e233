import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useMayoralDecisionsQuery } from '../api/mayoralApi';
import type { MayoralDecision } from '../api/types';
import { useInitialQuery } from '../../../shared/initialQuery';
import { MayoralDecisionsTable } from '../components/MayoralDecisionsTable';
import { LegalAreaNav } from '../../../shared/LegalAreaNav';
import { PageTitle, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

/** Whether a decision's id or title holds `q` (any case). */
const matches = (decision: MayoralDecision, q: string) =>
  `${decision.decision_id} ${decision.title ?? ''}`.toLowerCase().includes(q.toLowerCase());

/**
 * /decisions: mayoral decisions and the bylaws they approved. Opened with `?q=` (a result of the header search), it
 * shows the decisions whose id or title holds it, with a way back to the whole list.
 */
export default function DecisionsPage() {
  const t = useT(LEGAL_NAMESPACE);
  const { data, isLoading, isError } = useMayoralDecisionsQuery();
  const initial = useInitialQuery();
  const [q, setQ] = useState(initial);
  const shown = useMemo(() => (q ? (data ?? []).filter((d) => matches(d, q)) : (data ?? [])), [data, q]);
  return (
    <section data-testid="mf_legal-DecisionsPage">
      <LegalAreaNav />
      <PageTitle documentTitle={t('Decisions')} style={{ marginTop: 0, marginBottom: 4 }}>
        {t('Mayoral Decisions')}
      </PageTitle>
      <Typography.Paragraph type="secondary">
        {t('Complete list of decisions and approved bylaws')}
      </Typography.Paragraph>
      {isLoading ? (
        <Typography.Paragraph>{t('Loading...')}</Typography.Paragraph>
      ) : isError ? (
        <Alert type="error" showIcon title={t('Failed to load mayoral decisions')} />
      ) : (
        <>
          {q && (
            <Typography.Paragraph data-testid="decisions-filter">
              {t('Decisions matching “{{q}}”: {{shown}} of {{total}}.', {
                q,
                shown: shown.length,
                total: data?.length ?? 0,
              })}{' '}
              <Button type="link" style={{ padding: 0 }} onClick={() => setQ('')}>
                {t('Show all decisions')}
              </Button>
            </Typography.Paragraph>
          )}
          <MayoralDecisionsTable decisions={shown} />
        </>
      )}
    </section>
  );
}
