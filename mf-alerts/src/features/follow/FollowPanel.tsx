import { App, Button, Flex, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { errorDetail, safeExternalUrl, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../i18n/catalogue';
import { useFollowItemMutation, useFollowTimelineQuery, useUnfollowItemMutation, type FollowStep } from './followApi';

/** One step: where and when, then what happened (the item, its new status, or the tribunal's decision). */
function StepView({ step }: { step: FollowStep }) {
  const t = useT(ALERTS_NAMESPACE);
  const what =
    step.kind === 'status' ? (
      <>
        {t('Status:')} <Typography.Text strong>{step.status}</Typography.Text>
        {step.item_number ? ` ${t('(item {{number}})', { number: step.item_number })}` : ''}
      </>
    ) : step.kind === 'tribunal' ? (
      <>
        {step.item_number ? t('Decision {{number}}:', { number: step.item_number }) : t('Decision:')}{' '}
        {safeExternalUrl(step.url) ? (
          <Typography.Link href={safeExternalUrl(step.url)} target="_blank" rel="noopener noreferrer">
            {step.title}
          </Typography.Link>
        ) : (
          step.title
        )}
      </>
    ) : (
      <>
        {step.item_number ? `${t('Item {{number}}:', { number: step.item_number })} ` : ''}
        {step.title}
        {step.item_status ? ` (${step.item_status})` : ''}
        {step.followed ? ` ${t('(followed)')}` : ''}
      </>
    );
  return (
    <div data-testid="follow-step" data-kind={step.kind}>
      <Typography.Text strong>{step.committee_name ?? step.meeting_title}</Typography.Text>{' '}
      <Typography.Text type="secondary">{dayjs(step.starts_at).format('MMM D, YYYY')}</Typography.Text>
      <div>{what}</div>
      {step.kind !== 'meeting' && step.detail ? (
        <Typography.Text type="secondary">{step.detail}</Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * Follow an alert's agenda item through its life: a Follow / Unfollow button and, once followed, the steps found so
 * far (same application or address at a later meeting: committee -> council..., a change of its status, a tribunal
 * decision on it), oldest first.
 */
export function FollowPanel({ alertId }: { alertId: number }) {
  const t = useT(ALERTS_NAMESPACE);
  const { message } = App.useApp();
  const { data, isLoading } = useFollowTimelineQuery(alertId);
  const [follow, { isLoading: following }] = useFollowItemMutation();
  const [unfollow, { isLoading: unfollowing }] = useUnfollowItemMutation();
  if (isLoading || !data) return null;

  const onFollow = async () => {
    try {
      await follow({ alert_id: alertId }).unwrap();
      message.success(t('You will be alerted when this item comes back'));
    } catch (error) {
      message.error(errorDetail(error, t('Could not follow this item')));
    }
  };
  const onUnfollow = async () => {
    try {
      await unfollow(data.follow!.id).unwrap();
    } catch (error) {
      message.error(errorDetail(error, t('Could not stop following this item')));
    }
  };

  return (
    <Flex vertical gap={8} data-testid="follow-panel" style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('Follow this item')}
        </Typography.Title>
        {data.follow ? (
          <Button onClick={() => void onUnfollow()} loading={unfollowing}>
            {t('Unfollow')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void onFollow()} loading={following}>
            {t('Follow')}
          </Button>
        )}
      </Flex>
      {data.follow ? (
        <Timeline
          items={data.steps.map((step) => ({
            color: step.followed
              ? 'blue'
              : step.kind === 'tribunal'
                ? 'red'
                : step.kind === 'status'
                  ? 'gray'
                  : 'green',
            content: <StepView step={step} />,
          }))}
        />
      ) : (
        <Typography.Text type="secondary">
          {t(
            'Get an alert when this matter reaches a later meeting (same application number or address), e.g. from committee to council, when its status changes, or when it reaches the tribunal.',
          )}
        </Typography.Text>
      )}
    </Flex>
  );
}
