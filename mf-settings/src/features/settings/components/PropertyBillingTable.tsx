import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { App, Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { errorDetail } from 'shared-auth';
import {
  useCancelPropertySubscriptionMutation,
  usePropertyBillingQuery,
  useRenewPropertySubscriptionMutation,
} from '../api/billingApi';
import type { PropertyBillingRow } from '../api/types';
import { formatMoney, formatTorontoDate, humanize, propertyAmount } from '../lib/format';
import { MESSAGES } from '../lib/messages';
import { LoadError } from './LoadError';

const STATUS_COLORS: Record<string, string> = { active: 'green', trialing: 'blue', past_due: 'red' };

function StatusCell({ row }: { row: PropertyBillingRow }) {
  return (
    <Flex gap={4} wrap>
      {row.cancel_at_period_end ? (
        <Tag color="orange">Cancelling</Tag>
      ) : (
        <Tag color={STATUS_COLORS[row.status ?? ''] ?? 'default'}>
          {row.status === 'trialing' ? 'Trial' : humanize(row.status ?? row.payment_status)}
        </Tag>
      )}
      {row.payment_status === 'past_due' && (
        <Tag color="red" icon={<WarningOutlined />}>
          Payment Failed
        </Tag>
      )}
    </Flex>
  );
}

/** One row per subscribed property: status ('Cancelling' / 'Payment Failed'), period end, amount; Cancel or Renew. */
export function PropertyBillingTable() {
  const { message } = App.useApp();
  const rows = usePropertyBillingQuery();
  const [cancel, cancelState] = useCancelPropertySubscriptionMutation();
  const [renew, renewState] = useRenewPropertySubscriptionMutation();

  const onCancel = async (row: PropertyBillingRow) => {
    try {
      await cancel(row.property_id).unwrap();
      void message.success(MESSAGES.subscriptionCancelled);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.cancelFailed));
    }
  };

  const onRenew = async (row: PropertyBillingRow) => {
    try {
      await renew(row.property_id).unwrap();
      void message.success(MESSAGES.subscriptionRenewed);
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.renewFailed));
    }
  };

  if (rows.isError) return <LoadError onRetry={() => void rows.refetch()} />;

  return (
    <Table<PropertyBillingRow>
      aria-label="Property subscriptions"
      rowKey="property_id"
      loading={rows.isLoading}
      dataSource={rows.data ?? []}
      pagination={false}
      scroll={{ x: 860 }}
      locale={{
        emptyText: (
          <Empty description="No property subscriptions yet. Subscribe a property for full AI analysis ($50.00 CAD per month)." />
        ),
      }}
      columns={[
        {
          title: 'Property',
          key: 'property',
          render: (_, row) => (
            <div>
              <Typography.Text strong>{row.property_name}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {row.property_address || 'No address'}
              </Typography.Text>
            </div>
          ),
        },
        { title: 'Municipality', key: 'municipality', render: (_, row) => row.municipality_name || '—' },
        { title: 'Status', key: 'status', render: (_, row) => <StatusCell row={row} /> },
        {
          title: 'Current period ends',
          key: 'period_end',
          render: (_, row) => formatTorontoDate(row.current_period_end),
        },
        {
          title: 'Amount',
          key: 'amount',
          render: (_, row) => `${formatMoney(propertyAmount(row.amount), row.currency)} / month`,
        },
        {
          title: 'Actions',
          key: 'actions',
          align: 'right',
          render: (_, row) => {
            if (row.cancel_at_period_end) {
              return (
                <Button
                  type="primary"
                  size="small"
                  aria-label={`Renew ${row.property_name}`}
                  loading={renewState.isLoading && renewState.originalArgs === row.property_id}
                  onClick={() => void onRenew(row)}
                >
                  Renew
                </Button>
              );
            }
            if (row.status === 'active' || row.status === 'trialing' || row.status === 'past_due') {
              return (
                <Popconfirm
                  title={`Cancel the subscription of ${row.property_name}?`}
                  description="It stays active until the end of the current billing period."
                  okText="Cancel subscription"
                  cancelText="Keep it"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onCancel(row)}
                >
                  <Button
                    danger
                    size="small"
                    aria-label={`Cancel ${row.property_name}`}
                    loading={cancelState.isLoading && cancelState.originalArgs === row.property_id}
                  >
                    Cancel
                  </Button>
                </Popconfirm>
              );
            }
            return null;
          },
        },
      ]}
    />
  );
}
