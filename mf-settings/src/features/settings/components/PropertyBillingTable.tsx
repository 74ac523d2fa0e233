import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { App, Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import {
  errorDetail,
  translate,
  propertyPlace,
  subscriptionDate,
  subscriptionView,
  useTrialStatusQuery,
  type CompanyTrial,
  type SubscriptionView,
  type Translate,
  useT,
} from 'shared-auth';
import {
  useBillingCheckoutMutation,
  useBillingPropertiesQuery,
  useCancelPropertySubscriptionMutation,
  usePropertyBillingQuery,
  useRenewPropertySubscriptionMutation,
} from '../api/billingApi';
import type { BillingProperty, PropertyBillingRow } from '../api/types';
import { formatMoney, formatTorontoDate, propertyAmount } from '../lib/format';
import { MESSAGES } from '../lib/messages';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { LoadError } from './LoadError';

/** One line of the table: a subscribed property (its billing row), or a property on the company's trial. */
interface BillingLine {
  property_id: string;
  property_name: string;
  property_address: string;
  municipality_name: string | null;
  view: SubscriptionView;
  amount: number;
  currency: string | null;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

function fromBillingRow(row: PropertyBillingRow, trial: CompanyTrial | null): BillingLine {
  return {
    property_id: row.property_id,
    property_name: row.property_name,
    property_address: row.property_address || translate(SETTINGS_NAMESPACE, 'No address'),
    municipality_name: row.municipality_name,
    view: subscriptionView(
      {
        active: row.status === 'active' || row.status === 'trialing',
        subscription_status: row.status,
        payment_status: row.payment_status,
        cancel_at_period_end: row.cancel_at_period_end,
        current_period_end: row.current_period_end,
        trial_end: row.status === 'trialing' ? row.current_period_end : null,
      },
      trial,
    ),
    amount: propertyAmount(row.amount),
    currency: row.currency,
  };
}

function fromTrialProperty(property: BillingProperty, trial: CompanyTrial | null): BillingLine {
  return {
    property_id: property.id,
    property_name: property.name,
    property_address: propertyPlace(property),
    municipality_name: property.municipality_name,
    view: subscriptionView(property, trial),
    amount: propertyAmount(null),
    currency: 'CAD',
  };
}

/** The subscribed properties' rows, then the properties on the company's trial (not subscribed), by name. */
export function billingLines(
  rows: readonly PropertyBillingRow[],
  properties: readonly BillingProperty[],
  trial: CompanyTrial | null,
): BillingLine[] {
  const subscribed = rows.map((row) => fromBillingRow(row, trial));
  const listed = new Set(rows.map((row) => row.property_id));
  const onTrial = properties
    .filter((p) => !listed.has(p.id) && !LIVE.has(p.subscription_status ?? ''))
    .map((p) => fromTrialProperty(p, trial))
    .filter((line) => line.view.state === 'trial')
    .sort((a, b) => a.property_name.localeCompare(b.property_name));
  return [...subscribed, ...onTrial];
}

function StatusCell({ line }: { line: BillingLine }) {
  const { view } = line;
  return (
    <Flex vertical gap={2}>
      <Flex gap={4} wrap>
        <Tag color={view.color} icon={view.state === 'past_due' ? <WarningOutlined /> : undefined}>
          {view.label}
        </Tag>
      </Flex>
      {view.state === 'trial' || view.state === 'cancelling' || view.state === 'past_due' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {view.detail}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** When the line's period or trial ends: 'Trial ends Dec 28, 2026', 'Ends on …', or the period end. */
function dateCell(t: Translate, line: BillingLine): string {
  const when = subscriptionDate(line.view.date);
  if (line.view.state === 'trial') return when ? t('Trial ends {{date}}', { date: when }) : t('During the trial');
  if (line.view.state === 'cancelling') return when ? t('Ends on {{date}}', { date: when }) : '—';
  return formatTorontoDate(line.view.date);
}

/**
 * One row per subscribed property (status 'Cancelling' / 'Payment Failed', period end, amount; Cancel or Renew),
 * then the properties on the company's trial with the day the trial ends and what they cost after it (Subscribe).
 */
export function PropertyBillingTable() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const rows = usePropertyBillingQuery();
  const properties = useBillingPropertiesQuery();
  const trialStatus = useTrialStatusQuery();
  const [cancel, cancelState] = useCancelPropertySubscriptionMutation();
  const [renew, renewState] = useRenewPropertySubscriptionMutation();
  const [checkout, checkoutState] = useBillingCheckoutMutation();
  const trial: CompanyTrial | null = trialStatus.data?.is_trial_active
    ? { active: true, daysRemaining: trialStatus.data.days_remaining }
    : null;

  const onCancel = async (line: BillingLine) => {
    try {
      await cancel(line.property_id).unwrap();
      void message.success(MESSAGES.subscriptionCancelled);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.cancelFailed));
    }
  };

  const onRenew = async (line: BillingLine) => {
    try {
      await renew(line.property_id).unwrap();
      void message.success(MESSAGES.subscriptionRenewed);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.renewFailed));
    }
  };

  const onSubscribe = async (line: BillingLine) => {
    try {
      const { checkout_url } = await checkout(line.property_id).unwrap();
      window.location.assign(checkout_url);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.subscribeFailed));
    }
  };

  if (rows.isError) return <LoadError onRetry={() => void rows.refetch()} />;

  const lines = billingLines(rows.data ?? [], properties.data ?? [], trial);

  return (
    // On a narrow screen the table scrolls sideways inside this box, which the keyboard can reach (a scrolling box
    // whose rows hold no control, such as a trial's, must be focusable itself).
    <div role="region" aria-label={t('Property subscriptions')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<BillingLine>
        aria-label={t('Property subscriptions')}
        style={{ minWidth: 860 }}
        rowKey="property_id"
        loading={rows.isLoading}
        dataSource={lines}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              description={t(
                'No property subscriptions yet. Subscribe a property for full AI analysis ($50.00 CAD per month).',
              )}
            />
          ),
        }}
        columns={[
          {
            title: t('Property'),
            key: 'property',
            render: (_, line) => (
              <div>
                <Typography.Text strong>{line.property_name}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {line.property_address}
                </Typography.Text>
              </div>
            ),
          },
          { title: t('Municipality'), key: 'municipality', render: (_, line) => line.municipality_name || '—' },
          { title: t('Status'), key: 'status', render: (_, line) => <StatusCell line={line} /> },
          { title: t('Current period ends'), key: 'period_end', render: (_, line) => dateCell(t, line) },
          {
            title: t('Amount'),
            key: 'amount',
            render: (_, line) =>
              line.view.state === 'trial'
                ? t('{{amount}} / month after the trial', { amount: formatMoney(line.amount, line.currency) })
                : t('{{amount}} / month', { amount: formatMoney(line.amount, line.currency) }),
          },
          {
            title: t('Actions'),
            key: 'actions',
            align: 'right',
            render: (_, line) => {
              const { actions } = line.view;
              if (actions.renew) {
                return (
                  <Button
                    type="primary"
                    size="small"
                    aria-label={t('Renew {{name}}', { name: line.property_name })}
                    loading={renewState.isLoading && renewState.originalArgs === line.property_id}
                    onClick={() => void onRenew(line)}
                  >
                    {t('Renew')}
                  </Button>
                );
              }
              if (actions.cancel) {
                return (
                  <Popconfirm
                    title={t('Cancel the subscription of {{name}}?', { name: line.property_name })}
                    description={t('It stays active until the end of the current billing period.')}
                    okText={t('Cancel subscription')}
                    cancelText={t('Keep it')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onCancel(line)}
                  >
                    <Button
                      danger
                      size="small"
                      aria-label={t('Cancel {{name}}', { name: line.property_name })}
                      loading={cancelState.isLoading && cancelState.originalArgs === line.property_id}
                    >
                      {t('Cancel')}
                    </Button>
                  </Popconfirm>
                );
              }
              if (actions.subscribe) {
                return (
                  <Button
                    size="small"
                    aria-label={t('Subscribe {{name}}', { name: line.property_name })}
                    loading={checkoutState.isLoading && checkoutState.originalArgs === line.property_id}
                    onClick={() => void onSubscribe(line)}
                  >
                    {t('Subscribe')}
                  </Button>
                );
              }
              return null;
            },
          },
        ]}
      />
    </div>
  );
}
