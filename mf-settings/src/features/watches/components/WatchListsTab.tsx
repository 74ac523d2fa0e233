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
import { AlertFeedButton } from 'shared-auth';
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
import { SYNTAX_HELP, WatchFormModal } from './WatchFormModal';
import { WatchMatches } from './WatchMatches';

export interface WatchListsTabProps {
  isAdmin: boolean;
}

/** Settings > Watch lists: keyword watches over every source, their last matches, create / edit / pause / delete. */
export function WatchListsTab({ isAdmin }: WatchListsTabProps) {
  const { message } = App.useApp();
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
        ? `Saved “${watch.name}”: ${watch.backfilled} match${watch.backfilled === 1 ? '' : 'es'} found in the last 90 days`
        : `Saved “${watch.name}”`,
    );
  };
  const togglePaused = async (watch: Watch, paused: boolean) => {
    try {
      await update({ id: watch.id, body: { paused } }).unwrap();
      message.success(paused ? `Paused “${watch.name}”` : `Resumed “${watch.name}”`);
    } catch (error) {
      message.error(errorDetail(error, 'Could not change the watch'));
    }
  };
  const del = async (watch: Watch) => {
    try {
      await remove(watch.id).unwrap();
      message.success(`Deleted “${watch.name}”`);
    } catch (error) {
      message.error(errorDetail(error, 'Could not delete the watch'));
    }
  };

  return (
    <Card
      data-testid="watch-lists"
      title="Watch lists"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
          New watch
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Follow a topic, a developer or a by-law across council and committee items, meeting documents, provincial
        proposals and tribunal and mayoral decisions, whether or not it concerns one of your properties. Each match is
        an alert of type Watch.
      </Typography.Paragraph>
      {SYNTAX_HELP}
      <div style={{ height: 16 }} />
      {isError && (
        <Alert
          type="error"
          showIcon
          message="Could not load your watch lists."
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : watches.length === 0 && !isError ? (
        <Empty description="No watch lists yet">
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            Create your first watch
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
              title: 'Watch',
              key: 'name',
              render: (_, w) => (
                <Space direction="vertical" size={2}>
                  <Space size={6} wrap>
                    <Typography.Text strong>{w.name}</Typography.Text>
                    {w.company_wide ? <Tag color="blue">Company</Tag> : <Tag>Personal</Tag>}
                    {w.paused && <Tag color="orange">Paused</Tag>}
                  </Space>
                  <Typography.Text code>{w.terms}</Typography.Text>
                </Space>
              ),
            },
            {
              title: 'Scope',
              key: 'scope',
              responsive: ['lg'],
              render: (_, w) => (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {w.scope.source_kinds.length === 4
                    ? 'All sources'
                    : w.scope.source_kinds.map((k) => SOURCE_KIND_LABELS[k] ?? k).join(', ')}
                  <br />
                  {w.scope.municipality_ids.length
                    ? `${w.scope.municipality_ids.length} municipalit${w.scope.municipality_ids.length === 1 ? 'y' : 'ies'}`
                    : 'All municipalities'}
                </Typography.Text>
              ),
            },
            {
              title: 'Delivery',
              key: 'delivery',
              responsive: ['md'],
              render: (_, w) => DELIVERY_LABELS[w.delivery] ?? w.delivery,
            },
            {
              title: 'Matches',
              key: 'matches',
              render: (_, w) => (
                <Space direction="vertical" size={0}>
                  <span>{w.match_count}</span>
                  {w.last_match_at && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      last {dayjs(w.last_match_at).format('MMM D')}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: 'Active',
              key: 'active',
              render: (_, w) => (
                <Tooltip title={w.can_edit ? undefined : 'Only admins change company watches'}>
                  <Switch
                    checked={!w.paused}
                    disabled={!w.can_edit}
                    aria-label={w.paused ? `Resume ${w.name}` : `Pause ${w.name}`}
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
                        aria-label={`Edit ${w.name}`}
                        onClick={() => {
                          setEditing(w);
                          setFormOpen(true);
                        }}
                      />
                      <Popconfirm
                        title={`Delete “${w.name}”?`}
                        description="Its alerts are deleted too."
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => del(w)}
                      >
                        <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${w.name}`} />
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
