import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { AlertFeedButton, useT } from 'shared-auth';
import { useState } from 'react';
import {
  errorDetail,
  useDeleteWatchMutation,
  useUpdateWatchMutation,
  useWatchesQuery,
  type Watch,
  type WatchSaved,
} from '../api/watchesApi';
import { DELIVERY_LABELS, SOURCE_KIND_LABELS } from '../lib/labels';
import { SyntaxHelp, WatchFormModal } from './WatchFormModal';
import { WatchMatches } from './WatchMatches';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface WatchListsTabProps {
  isAdmin: boolean;
}

/** Settings > Watch lists: keyword watches over every source, their last matches, create / edit / pause / delete. */
export function WatchListsTab({ isAdmin }: WatchListsTabProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const { data: watches = [], isLoading, isError, refetch } = useWatchesQuery();
  const [update] = useUpdateWatchMutation();
  const [remove] = useDeleteWatchMutation();
  const [editing, setEditing] = useState<Watch | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);

  const openNew = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const saved = (watch: WatchSaved) => {
    setFormOpen(false);
    setExpanded((keys) => (keys.includes(watch.id) ? keys : [...keys, watch.id]));
    message.success(
      watch.backfilled
        ? watch.backfilled === 1
          ? t('Saved “{{name}}”: {{count}} match found in the last 90 days', {
              name: watch.name,
              count: watch.backfilled,
            })
          : t('Saved “{{name}}”: {{count}} matches found in the last 90 days', {
              name: watch.name,
              count: watch.backfilled,
            })
        : t('Saved “{{name}}”', { name: watch.name }),
    );
  };
  const togglePaused = async (watch: Watch, paused: boolean) => {
    try {
      await update({ id: watch.id, body: { paused } }).unwrap();
      message.success(
        paused ? t('Paused “{{name}}”', { name: watch.name }) : t('Resumed “{{name}}”', { name: watch.name }),
      );
    } catch (error) {
      message.error(errorDetail(error, t('Could not change the watch')));
    }
  };
  const del = async (watch: Watch) => {
    try {
      await remove(watch.id).unwrap();
      message.success(t('Deleted “{{name}}”', { name: watch.name }));
    } catch (error) {
      message.error(errorDetail(error, t('Could not delete the watch')));
    }
  };

  return (
    <Card
      data-testid="watch-lists"
      title={t('Watch lists')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
          {t('New watch')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(
          'Follow a topic, a developer or a by-law across council and committee items, meeting documents, provincial proposals and tribunal and mayoral decisions, whether or not it concerns one of your properties. Each match is an alert of type Watch.',
        )}
      </Typography.Paragraph>
      <SyntaxHelp />
      <div style={{ height: 16 }} />
      {isError && (
        <Alert
          type="error"
          showIcon
          message={t('Could not load your watch lists.')}
          action={<Button onClick={() => void refetch()}>{t('Retry')}</Button>}
        />
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : watches.length === 0 && !isError ? (
        <Empty description={t('No watch lists yet')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            {t('Create your first watch')}
          </Button>
        </Empty>
      ) : (
        <Table<Watch>
          rowKey="id"
          dataSource={watches}
          pagination={false}
          size="middle"
          expandable={{
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys as string[]),
            expandedRowRender: (w) => <WatchMatches watchId={w.id} />,
          }}
          columns={[
            {
              title: t('Watch'),
              key: 'name',
              render: (_, w) => (
                <Space direction="vertical" size={2}>
                  <Space size={6} wrap>
                    <Typography.Text strong>{w.name}</Typography.Text>
                    {w.company_wide ? <Tag color="blue">{t('Company')}</Tag> : <Tag>{t('Personal')}</Tag>}
                    {w.paused && <Tag color="orange">{t('Paused')}</Tag>}
                  </Space>
                  <Typography.Text code>{w.terms}</Typography.Text>
                </Space>
              ),
            },
            {
              title: t('Scope'),
              key: 'scope',
              responsive: ['lg'],
              render: (_, w) => (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {w.scope.source_kinds.length === 4
                    ? t('All sources')
                    : w.scope.source_kinds.map((k) => SOURCE_KIND_LABELS[k] ?? k).join(', ')}
                  <br />
                  {w.scope.municipality_ids.length
                    ? w.scope.municipality_ids.length === 1
                      ? t('{{count}} municipality', { count: w.scope.municipality_ids.length })
                      : t('{{count}} municipalities', { count: w.scope.municipality_ids.length })
                    : t('All municipalities')}
                </Typography.Text>
              ),
            },
            {
              title: t('Delivery'),
              key: 'delivery',
              responsive: ['md'],
              render: (_, w) => DELIVERY_LABELS[w.delivery] ?? w.delivery,
            },
            {
              title: t('Matches'),
              key: 'matches',
              render: (_, w) => (
                <Space direction="vertical" size={0}>
                  <span>{w.match_count}</span>
                  {w.last_match_at && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('last {{date}}', { date: dayjs(w.last_match_at).format('MMM D') })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('Active'),
              key: 'active',
              render: (_, w) => (
                <Tooltip title={w.can_edit ? undefined : t('Only admins change company watches')}>
                  <Switch
                    checked={!w.paused}
                    disabled={!w.can_edit}
                    aria-label={
                      w.paused ? t('Resume {{name}}', { name: w.name }) : t('Pause {{name}}', { name: w.name })
                    }
                    onChange={(on) => void togglePaused(w, !on)}
                  />
                </Tooltip>
              ),
            },
            {
              title: '',
              key: 'actions',
              align: 'right',
              render: (_, w) => (
                <Flex gap={4} justify="flex-end">
                  <AlertFeedButton kind="watch" targetId={w.id} targetName={w.name} size="middle" />
                  {w.can_edit && (
                    <>
                      <Button
                        icon={<EditOutlined />}
                        aria-label={t('Edit {{name}}', { name: w.name })}
                        onClick={() => {
                          setEditing(w);
                          setFormOpen(true);
                        }}
                      />
                      <Popconfirm
                        title={t('Delete “{{name}}”?', { name: w.name })}
                        description={t('Its alerts are deleted too.')}
                        okText={t('Delete')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => del(w)}
                      >
                        <Button danger icon={<DeleteOutlined />} aria-label={t('Delete {{name}}', { name: w.name })} />
                      </Popconfirm>
                    </>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      )}
      <WatchFormModal
        open={formOpen}
        watch={editing}
        isAdmin={isAdmin}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </Card>
  );
}
