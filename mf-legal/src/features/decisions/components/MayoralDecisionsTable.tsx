import { Button, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { MayoralDecision } from '../api/types';
import { BylawList } from './BylawList';
import { decisionDateLabel } from './decisionDate';
import { safeExternalUrl, useT, type Translate } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

const bylawLabel = (t: Translate, count: number) =>
  count === 1 ? t('{{count}} bylaw', { count }) : t('{{count}} bylaws', { count });

/**
 * Decision ID (narrow: cut with an ellipsis, the whole id in a tooltip), Title (the widest column), Date, Bylaws
 * (with View / Hide details) and Actions (View PDF).
 */
export function MayoralDecisionsTable({ decisions }: { decisions: MayoralDecision[] }) {
  const t = useT(LEGAL_NAMESPACE);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: ColumnsType<MayoralDecision> = [
    {
      title: t('Decision ID'),
      key: 'decision',
      width: 150,
      ellipsis: { showTitle: false },
      render: (_: unknown, d) => (
        <Tooltip title={d.decision_id} placement="topLeft">
          <Typography.Text strong>{d.decision_id}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('Title'),
      key: 'title',
      render: (_: unknown, d) =>
        d.title ? <span>{d.title}</span> : <Typography.Text type="secondary">{t('No title')}</Typography.Text>,
    },
    { title: t('Date'), key: 'date', width: 140, render: (_: unknown, d) => decisionDateLabel(d) },
    {
      title: t('Bylaws'),
      key: 'bylaws',
      width: 200,
      render: (_: unknown, d) => (
        <Space size="small" wrap>
          <span>{bylawLabel(t, d.bylaw_count)}</span>
          {d.bylaw_count > 0 ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-expanded={expanded.has(d.id)}
              onClick={() => toggle(d.id)}
            >
              {expanded.has(d.id) ? t('Hide details') : t('View details')}
            </Button>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('Actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, d) =>
        safeExternalUrl(d.url) ? (
          <a href={safeExternalUrl(d.url)} target="_blank" rel="noopener noreferrer">
            {t('View PDF')}
          </a>
        ) : null,
    },
  ];

  return (
    <Table<MayoralDecision>
      rowKey="id"
      columns={columns}
      dataSource={decisions}
      pagination={decisions.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('No mayoral decisions found') }}
      expandable={{
        expandedRowKeys: [...expanded],
        showExpandColumn: false,
        rowExpandable: (d) => d.bylaws.length > 0,
        expandedRowRender: (d) => <BylawList bylaws={d.bylaws} />,
      }}
    />
  );
}
