import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useCompanySubscriptionQuery } from '../api/billingApi';
import { useCompanyQuery } from '../api/companyApi';
import { formatTorontoDate, humanize } from '../lib/format';

const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'red',
  canceled: 'default',
  none: 'default',
};

/** A small summary of the company plan: status, renewal or end date, trial. */
export function CompanyPlanCard() {
  const subscription = useCompanySubscriptionQuery();
  const { data: company } = useCompanyQuery();

  let body;
  if (subscription.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (subscription.isError || !subscription.data) {
    body = (
      <Typography.Text type="secondary">
        {company?.is_trial_active
          ? `Free trial: ${company.days_remaining} days left.`
          : 'No company plan information is available right now.'}
      </Typography.Text>
    );
  } else {
    const plan = subscription.data;
    const status: string = plan.status ?? 'none';
    const onFreeTrial = (status === 'inactive' || status === 'none') && !!company?.is_trial_active;
    body = (
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small">
        <Descriptions.Item label="Status">
          {onFreeTrial ? (
            <Tag color="blue">Free trial ({company?.days_remaining} days left)</Tag>
          ) : (
            <Tag color={STATUS_COLORS[status] ?? 'default'}>{status === 'none' ? 'No plan' : humanize(status)}</Tag>
          )}
          {plan.cancel_at_period_end && <Tag color="orange">Cancelling</Tag>}
        </Descriptions.Item>
        {plan.current_period_end ? (
          <Descriptions.Item label={plan.cancel_at_period_end ? 'Ends on' : 'Renews on'}>
            {formatTorontoDate(plan.current_period_end)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Trial ends">
          {formatTorontoDate(plan.trial_end ?? company?.trial_ends_at ?? null)}
        </Descriptions.Item>
        <Descriptions.Item label="Price">$50.00 CAD per property per month</Descriptions.Item>
      </Descriptions>
    );
  }

  return <Card title="Company plan">{body}</Card>;
}
