import { Alert, Typography } from 'antd';
import { useMayoralDecisionsQuery } from '../api/mayoralApi';
import { MayoralDecisionsTable } from '../components/MayoralDecisionsTable';
import { LegalAreaNav } from '../../../shared/LegalAreaNav';
import { PageTitle } from 'shared-auth';

/** /decisions: mayoral decisions and the bylaws they approved. */
export default function DecisionsPage() {
  const { data, isLoading, isError } = useMayoralDecisionsQuery();
  return (
    <section data-testid="mf_legal-DecisionsPage">
      <LegalAreaNav />
      <PageTitle documentTitle="Decisions" style={{ marginTop: 0, marginBottom: 4 }}>
        Mayoral Decisions
      </PageTitle>
      <Typography.Paragraph type="secondary">Complete list of decisions and approved bylaws</Typography.Paragraph>
      {isLoading ? (
        <Typography.Paragraph>Loading...</Typography.Paragraph>
      ) : isError ? (
        <Alert type="error" showIcon title="Failed to load mayoral decisions" />
      ) : (
        <MayoralDecisionsTable decisions={data ?? []} />
      )}
    </section>
  );
}
