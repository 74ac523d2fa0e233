import { Flex, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { ApplicationStep } from '../api/types';
import { sourceLabel, stepColor, stepLabel } from '../lib/labels';
import { ExternalLink } from './ExternalLink';

/** Every step of the file in order, each with its date, its source and link, and why it was joined to the file. */
export function ApplicationTimeline({ steps }: { steps: ApplicationStep[] }) {
  const t = useT(PROPERTIES_NAMESPACE);
  if (steps.length === 0)
    return <Typography.Text type="secondary">{t('No step of this file is known yet.')}</Typography.Text>;
  return (
    <Timeline
      aria-label={t('Timeline')}
      items={steps.map((step) => ({
        key: step.id,
        color: stepColor(step.kind),
        content: (
          <Flex vertical gap={2} data-testid="application-step" data-kind={step.kind}>
            <Flex gap={8} wrap align="center">
              <Tag color={stepColor(step.kind)} style={{ marginInlineEnd: 0 }}>
                {stepLabel(step.kind, t)}
              </Tag>
              <Typography.Text strong>
                {step.on ? dayjs(step.on).format('MMM D, YYYY') : t('Date not given')}
              </Typography.Text>
              <Typography.Text type="secondary">{sourceLabel(step.source, t)}</Typography.Text>
            </Flex>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>{step.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {t('Joined: {{reason}}', { reason: step.joinReason })}
            </Typography.Text>
            <ExternalLink url={step.link}>{t('Open the source')}</ExternalLink>
          </Flex>
        ),
      }))}
    />
  );
}
