import { Col, Row, Typography } from 'antd';
import { selectCurrentUser, useAppSelector } from 'shared-auth';
import { RemoteModule } from '../remotes/RemoteModule';

/** The Overview dashboard, composed from widgets that remotes expose. */
export function OverviewPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <section>
      <Typography.Title level={2}>Overview</Typography.Title>
      <Typography.Paragraph type="secondary">
        {user ? `Welcome back, ${user.first_name}.` : 'Welcome back.'} Here is what is happening around your properties.
      </Typography.Paragraph>
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
