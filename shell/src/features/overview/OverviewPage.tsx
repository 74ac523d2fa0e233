import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import {
  PageTitle,
  selectCurrentUser,
  SubscriptionStates,
  useAppSelector,
  useT,
  useTrialStatusQuery,
} from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { NewSinceLastVisit } from '../inbox/NewSinceLastVisit';
import { widgetsOf } from '../remotes/remoteManifest';
import { RemoteModule } from '../remotes/RemoteModule';
import { useOnboardingQuery } from './api/onboardingApi';
import { useOverviewPropertiesQuery } from './api/overviewApi';
import { KpiCards } from './components/KpiCards';
import { OnboardingChecklist } from './components/OnboardingChecklist';
import { greeting } from './lib/greeting';
import { checklistVisible } from './lib/onboarding';
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
  const t = useT(SHELL_NAMESPACE);
  const properties = useOverviewPropertiesQuery();
  const trial = useTrialStatusQuery();
  const companyTrial = trial.data?.is_trial_active ? { active: true, daysRemaining: trial.data.days_remaining } : null;
  // The first-run checklist and the greeting, from the server's state; asked again on every Overview.
  const onboarding = useOnboardingQuery(undefined, { refetchOnMountOrArgChange: true });
  // "Welcome" on the user's first day (and if the API cannot say), "Welcome back" afterwards.
  const returning = onboarding.data ? !onboarding.data.first_day : false;
  const greetingKnown = Boolean(onboarding.data) || onboarding.isError;
  // Computed, not shown in the cards: the hours saved travel on the page for the widgets and tests that read them.
  const hoursSaved = timeSavedHours(properties.data?.length ?? 0);
  return (
    <section data-time-saved-hours={hoursSaved}>
      {/* The page heading as every screen has it: title and subtitle close together, the same distance from the top. */}
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle>{t('Overview')}</PageTitle>
        {/* Held (invisible) until the API says which greeting: no "Welcome back" flashing on a first day. */}
        <Typography.Text type="secondary" style={greetingKnown ? undefined : { visibility: 'hidden' }}>
          {greeting(user?.first_name, returning, t)} {t('Here is what is happening around your properties.')}
        </Typography.Text>
        {properties.data && properties.data.length > 0 ? (
          <SubscriptionStates properties={properties.data} trial={companyTrial} />
        ) : null}
      </Flex>
      {checklistVisible(onboarding.data) && <OnboardingChecklist state={onboarding.data} />}
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
