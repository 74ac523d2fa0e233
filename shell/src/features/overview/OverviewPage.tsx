import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageTitle, selectCurrentUser, SubscriptionStates, useAppSelector, useTrialStatusQuery } from 'shared-auth';
import { NewSinceLastVisit } from '../inbox/NewSinceLastVisit';
import { widgetsOf } from '../remotes/remoteManifest';
import { RemoteModule } from '../remotes/RemoteModule';
import { useOverviewPropertiesQuery } from './api/overviewApi';
import { KpiCards } from './components/KpiCards';
import { greetedBefore, greeting, rememberGreeted } from './lib/greeting';
import { timeSavedHours } from './lib/overview';

/** A widget's card while its remote loads: the same title and frame, a skeleton inside. */
function WidgetLoading({ title }: { title: string }) {
  return (
    <Card title={title} style={{ flex: 'auto' }} data-testid={`loading-${title}`}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}

/** The Overview dashboard: KPI cards, then widgets that remotes expose (a row's cards stretch to one height). */
export function OverviewPage() {
  const user = useAppSelector(selectCurrentUser);
  const properties = useOverviewPropertiesQuery();
  const trial = useTrialStatusQuery();
  const companyTrial = trial.data?.is_trial_active ? { active: true, daysRemaining: trial.data.days_remaining } : null;
  // Read once per mount: the first Overview of a user in this browser says "Welcome", later ones "Welcome back".
  const userId = user?.id;
  const [returning] = useState(() => (userId ? greetedBefore(userId) : false));
  useEffect(() => {
    if (userId) rememberGreeted(userId);
  }, [userId]);
  // Computed, not shown in the cards: the hours saved travel on the page for the widgets and tests that read them.
  const hoursSaved = timeSavedHours(properties.data?.length ?? 0);
  return (
    <section data-time-saved-hours={hoursSaved}>
      {/* The page heading as every screen has it: title and subtitle close together, the same distance from the top. */}
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle>Overview</PageTitle>
        <Typography.Text type="secondary">
          {greeting(user?.first_name, returning)} Here is what is happening around your properties.
        </Typography.Text>
        {properties.data && properties.data.length > 0 ? (
          <SubscriptionStates properties={properties.data} trial={companyTrial} />
        ) : null}
      </Flex>
      <NewSinceLastVisit />
      <KpiCards />
      <Row gutter={[24, 24]} align="stretch">
        {/* The manifest's Overview widgets (build/remotes.json), each mounted as a parcel. */}
        {widgetsOf('overview').map((widget) => (
          // Each column is a flex column that its card (loading, mounted or failed) fills: one height per row.
          <Col
            key={`${widget.remote}/${widget.module}`}
            xs={24}
            xl={widget.span ?? 12}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <RemoteModule
              fill
              remote={widget.remote}
              module={widget.module}
              fallback={widget.title ? <WidgetLoading title={widget.title} /> : undefined}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
