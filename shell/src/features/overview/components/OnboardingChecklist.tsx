import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LazyAlert as Notice, useT } from 'shared-auth';
import { useDismissOnboardingMutation, type Onboarding } from '../api/onboardingApi';
import { taskPath } from '../../remotes/remoteManifest';
import { stepTexts } from '../lib/onboarding';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';

/** Read by screen readers only. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A step's mark: a green tick when done, an empty ring while to do. */
function StepMark({ done }: { done: boolean }) {
  return done ? (
    <CheckCircleFilled style={{ color: '#389e0d', fontSize: 20 }} aria-hidden />
  ) : (
    <span
      aria-hidden
      style={{ width: 20, height: 20, borderRadius: '50%', border: '2px solid #8c8c8c', display: 'inline-block' }}
    />
  );
}

/** "n of 5 done" and a thin bar (antd's Progress is outside the first screen's component group). */
function StepsDone({ completed, total }: { completed: number; total: number }) {
  const t = useT(SHELL_NAMESPACE);
  const percent = Math.round((completed / total) * 100);
  return (
    <Flex align="center" gap={12}>
      <div
        role="progressbar"
        aria-label={t('{{completed}} of {{total}} steps done', { completed, total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        style={{ flex: 1, height: 8, borderRadius: 4, background: '#f0f0f0', overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: '#1677ff' }} />
      </div>
      <Typography.Text>{t('{{completed}} of {{total}} done', { completed, total })}</Typography.Text>
    </Flex>
  );
}

/**
 * The Overview's first-run checklist (docs/onboarding.md): five steps ticked by the API from real state, each with a
 * link to where it is done, and a button that dismisses the whole checklist for good.
 */
export function OnboardingChecklist({ state }: { state: Onboarding }) {
  const [dismiss, dismissing] = useDismissOnboardingMutation();
  const t = useT(SHELL_NAMESPACE);
  const texts = stepTexts(t);
  return (
    <Card
      data-testid="onboarding-checklist"
      title={t('Get started')}
      style={{ marginBottom: 24 }}
      extra={
        <Button
          type="text"
          loading={dismissing.isLoading}
          onClick={() => void dismiss()}
          style={{ minHeight: 44 }}
          aria-label={t('Dismiss the getting-started checklist')}
        >
          {t('Dismiss')}
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('Five steps to have Parcelwatch watching for you. Each is ticked when it is done.')}
        </Typography.Text>
        <StepsDone completed={state.completed} total={state.total} />
        {dismissing.isError && (
          <Notice type="error" showIcon title={t('Could not dismiss the checklist. Please try again.')} />
        )}
        <ul aria-label={t('Getting-started steps')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.steps.map((step) => {
            const text = texts[step.key];
            const to = taskPath(step.key);
            return (
              <li
                key={step.key}
                data-testid={`onboarding-step-${step.key}`}
                data-done={step.done}
                style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }}
              >
                <Flex gap={12} align="center" wrap>
                  <StepMark done={step.done} />
                  <Flex vertical style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography.Text strong delete={step.done}>
                      {text.title}
                      <span style={VISUALLY_HIDDEN}>{step.done ? t(' (done)') : t(' (to do)')}</span>
                    </Typography.Text>
                    <Typography.Text type="secondary">{text.detail}</Typography.Text>
                  </Flex>
                  {!step.done && to && (
                    <Link
                      to={to}
                      style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', padding: '0 4px' }}
                    >
                      {text.action}
                    </Link>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      </Flex>
    </Card>
  );
}
