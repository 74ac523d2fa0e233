import { Empty, Space, Table, Tag, Typography } from 'antd';
import { safeExternalUrl, useT } from 'shared-auth';
import { useInvoicesQuery } from '../api/billingApi';
import type { Invoice } from '../api/types';
import { formatCents, formatTorontoDate, humanize } from '../lib/format';
import { LoadError } from './LoadError';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

const STATUS_COLORS: Record<string, string> = { paid: 'green', open: 'blue', uncollectible: 'red', void: 'default' };

/** The invoices: date, amount (cents / 100), status, and links to the hosted invoice and the PDF. */
export function InvoicesTable() {
  const t = useT(SETTINGS_NAMESPACE);
  const invoices = useInvoicesQuery();
  if (invoices.isError) return <LoadError onRetry={() => void invoices.refetch()} />;

  return (
    // On a narrow screen the table scrolls sideways inside this box, which the keyboard can reach (an invoice
    // without links holds no control).
    <div role="region" aria-label={t('Invoices')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Invoice>
        aria-label={t('Invoices')}
        style={{ minWidth: 600 }}
        rowKey="id"
        size="middle"
        loading={invoices.isLoading}
        dataSource={invoices.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('No invoices yet.')} /> }}
        columns={[
          { title: t('Date'), key: 'created', render: (_, invoice) => formatTorontoDate(invoice.created) },
          {
            title: t('Amount'),
            key: 'amount',
            render: (_, invoice) => formatCents(invoice.amount_due, invoice.currency),
          },
          {
            title: t('Status'),
            key: 'status',
            render: (_, invoice) => (
              <Tag color={STATUS_COLORS[invoice.status ?? ''] ?? 'default'}>{humanize(invoice.status)}</Tag>
            ),
          },
          {
            title: t('Documents'),
            key: 'links',
            render: (_, invoice) => {
              const hosted = safeExternalUrl(invoice.hosted_invoice_url);
              const pdf = safeExternalUrl(invoice.invoice_pdf);
              return (
                <Space size="middle">
                  {hosted ? (
                    <Typography.Link href={hosted} target="_blank" rel="noopener noreferrer">
                      {t('View invoice')}
                    </Typography.Link>
                  ) : null}
                  {pdf ? (
                    <Typography.Link href={pdf} target="_blank" rel="noopener noreferrer">
                      {t('Download PDF')}
                    </Typography.Link>
                  ) : null}
                  {!hosted && !pdf && <Typography.Text type="secondary">—</Typography.Text>}
                </Space>
              );
            },
          },
        ]}
      />
    </div>
  );
}
