import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDay } from '../../../shared/dates';
import { openInNewTab } from '../../../shared/openInNewTab';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';
import type { LegalDecision } from '../api/types';

export interface DecisionsTableProps {
  decisions: LegalDecision[];
  loading: boolean;
  /** The list failed to load: the error shows above, the table stays empty without the empty-state text. */
  failed?: boolean;
  onOpen: (decision: LegalDecision) => void;
}

/** Title, Case Number, Decision Date and PDF; a row opens the detail modal (click or Enter). */
export function DecisionsTable({ decisions, loading, failed = false, onOpen }: DecisionsTableProps) {
  const t = useT(LEGAL_NAMESPACE);
  const columns: ColumnsType<LegalDecision> = [
    {
      title: t('Title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => <Typography.Text strong>{title || t('Decision Details')}</Typography.Text>,
    },
    {
      title: t('Case Number'),
      dataIndex: 'caseid',
      key: 'caseid',
      width: 170,
      render: (caseid: string | null) => caseid || t('N/A'),
    },
    {
      title: t('Decision Date'),
      dataIndex: 'decision_date',
      key: 'decision_date',
      width: 150,
      render: (value: string | null) => formatDay(value) ?? t('N/A'),
    },
    {
      title: 'PDF',
      key: 'pdf',
      width: 110,
      render: (_: unknown, decision) => (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          disabled={!decision.pdf_url}
          aria-label={t('PDF of {{title}}', { title: decision.title })}
          onClick={(event) => {
            event.stopPropagation();
            openInNewTab(decision.pdf_url);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          PDF
        </Button>
      ),
    },
  ];
  return (
    <Table<LegalDecision>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={decisions}
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: loading || failed ? ' ' : t('No precedents decisions found. Try adjusting your filters.') }}
      onRow={(decision) => ({
        onClick: () => onOpen(decision),
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen(decision);
          }
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'aria-label': t('Open {{title}}', { title: decision.title }),
      })}
    />
  );
}
