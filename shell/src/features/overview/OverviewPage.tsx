import { Col, Row, Typography } from 'antd';
import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { RemoteModule } from '../remotes/RemoteModule';
import { useOverviewPropertiesQuery } from './api/overviewApi';
import { KpiCards } from './components/KpiCards';
import { timeSavedHours } from './lib/overview';

/** The Overview dashboard: KPI cards, then widgets that remotes expose. */
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
        <Col xs={24} xl={14}>
          <RemoteModule remote="mf_properties" module="./ProjectPulseWidget" />
        </Col>
        <Col xs={24} xl={10}>
          <RemoteModule remote="mf_alerts" module="./AlertsOverviewWidget" />
        </Col>
      </Row>
    </section>
  );
}
