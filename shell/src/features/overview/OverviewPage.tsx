import { Col, Row, Typography } from 'antd';
import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { widgetsOf } from '../remotes/remoteManifest';
import { RemoteModule } from '../remotes/RemoteModule';
import { useOverviewPropertiesQuery } from './api/overviewApi';
import { KpiCards } from './components/KpiCards';
import { timeSavedHours } from './lib/overview';

/** The Overview dashboard: KPI cards, then the widgets remotes expose for it. */
export function OverviewPage() {
  const user = useAppSelector(selectCurrentUser);
  const properties = useOverviewPropertiesQuery();
  // Computed, not shown in the cards: the hours saved travel on the page for the widgets and tests that read them.
  const hoursSaved = timeSavedHours(properties.data?.length ?? 0);
  return (
    <section data-time-saved-hours={hoursSaved}>
      <Typography.Title level={2}>Overview</Typography.Title>
      <Typography.Paragraph type="secondary">
        {user ? `Welcome back, ${user.first_name}.` : 'Welcome back.'} Here is what is happening around your properties.
      </Typography.Paragraph>
      <KpiCards />
      <Row gutter={[24, 24]}>
        {/* The manifest's Overview widgets (build/remotes.json), each mounted as a parcel. */}
        {widgetsOf('overview').map((widget) => (
          <Col key={`${widget.remote}/${widget.module}`} xs={24} xl={widget.span ?? 12}>
            <RemoteModule remote={widget.remote} module={widget.module} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
