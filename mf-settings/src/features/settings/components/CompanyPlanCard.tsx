import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useBillingPropertyCountQuery, useCompanySubscriptionQuery, usePropertyBillingQuery } from '../api/billingApi';
import { useCompanyQuery } from '../api/companyApi';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { formatTorontoDate } from '../lib/format';
import { planStatus, trialDetail } from '../lib/planStatus';

/** A small summary of the company's billing: status (trial, per-property subscriptions), renewal or end date. */
export function CompanyPlanCard() {
  const t = useT(SETTINGS_NAMESPACE);
  const subscription = useCompanySubscriptionQuery();
  const properties = usePropertyBillingQuery();
  const { data: company } = useCompanyQuery();
  // Only the trial sentence needs the count; until it is known the sentence gives the days alone.
  const { data: propertyCount } = useBillingPropertyCountQuery(undefined, { skip: !company?.is_trial_active });

  let body;
  if (subscription.isLoading || properties.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (subscription.isError || !subscription.data) {
    body = (
      <Typography.Text type="secondary">
        {company?.is_trial_active
          ? trialDetail(company.days_remaining, propertyCount)
          : t('No company plan information is available right now.')}
      </Typography.Text>
    );
  } else {
    const plan = subscription.data;
    const status = planStatus(
      plan,
      { active: !!company?.is_trial_active, daysRemaining: company?.days_remaining, propertyCount },
      properties.data ?? [],
    );
    const trialEnd = plan.trial_end ?? company?.trial_ends_at ?? null;
    body = (
      <>
        <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small">
          <Descriptions.Item label={t('Status')}>
            <Tag color={status.color}>{status.label}</Tag>
            {plan.cancel_at_period_end && <Tag color="orange">{t('Cancelling')}</Tag>}
          </Descriptions.Item>
          {plan.current_period_end ? (
            <Descriptions.Item label={plan.cancel_at_period_end ? t('Ends on') : t('Renews on')}>
              {formatTorontoDate(plan.current_period_end)}
            </Descriptions.Item>
          ) : null}
          {trialEnd && (company?.is_trial_active || plan.status === 'trialing') ? (
            <Descriptions.Item label={t('Trial ends')}>{formatTorontoDate(trialEnd)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('Price')}>{t('$50.00 CAD per property per month')}</Descriptions.Item>
        </Descriptions>
        {status.detail && (
          <Typography.Text type="secondary" data-testid="plan-detail">
            {status.detail}
          </Typography.Text>
        )}
      </>
    );
  }

  return <Card title={t('Company plan')}>{body}</Card>;
}
