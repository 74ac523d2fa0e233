import { Button, Grid, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import type { Source } from '../api/types';
import { formatReadAt, KIND_LABELS, sourceState, STATE_LABELS } from '../lib/sourceState';

export interface SourceActions {
  onRun: (source: string) => void;
  onPause: (source: string) => void;
  onResume: (source: string) => void;
  onRemove: (source: string) => void;
  /** The source an action is under way for. */
  busy: string | null;
}

const stateTag = (s: Source) => {
  const state = STATE_LABELS[sourceState(s)];
  const tag = <Tag color={state.color}>{state.label}</Tag>;
  return s.last_error && !s.paused ? <Tooltip title={s.last_error}>{tag}</Tooltip> : tag;
};

/**
 * The sources with their kind, municipality, state and last read, and their actions. On a phone (below antd's md,
 * 768 px) the source's cell carries its kind, municipality, state and last read, and only the actions stay beside
 * it: seven columns do not fit.
 */
export function SourcesTable({
  sources,
  loading,
  actions,
}: {
  sources: Source[];
  loading: boolean;
  actions: SourceActions;
}) {
  const t = useT(SETTINGS_NAMESPACE);
  const narrow = !Grid.useBreakpoint().md;
  const wide = narrow ? { hidden: true } : {};
  return (
    <Table<Source>
      rowKey="source"
      loading={loading}
      dataSource={sources}
      pagination={false}
      locale={{ emptyText: t('No sources yet: add an eSCRIBE portal.') }}
      scroll={narrow ? undefined : { x: 900 }}
      columns={[
        {
          title: t('Source'),
          key: 'source',
          render: (_, s) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{s.source}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                {s.base_url}
              </Typography.Text>
              {narrow ? (
                <>
                  <Typography.Text>
                    {KIND_LABELS[s.kind]} · {s.municipality_name ?? t('Province-wide')}
                  </Typography.Text>
                  <Space size={4} wrap>
                    {stateTag(s)}
                    <Typography.Text type="secondary">
                      {t('Last read {{date}}', { date: formatReadAt(s.last_success_at) })}
                    </Typography.Text>
                  </Space>
                </>
              ) : null}
            </Space>
          ),
        },
        { title: t('Kind'), key: 'kind', ...wide, render: (_, s) => KIND_LABELS[s.kind] },
        {
          title: t('Municipality'),
          key: 'municipality',
          ...wide,
          render: (_, s) => s.municipality_name ?? t('Province-wide'),
        },
        { title: t('State'), key: 'state', ...wide, render: (_, s) => stateTag(s) },
        {
          title: t('Last read'),
          key: 'last',
          ...wide,
          onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, s) => formatReadAt(s.last_success_at),
        },
        {
          title: t('Origin'),
          key: 'origin',
          ...wide,
          render: (_, s) => (s.origin === 'env' ? t('Environment') : t('Operator')),
        },
        {
          title: t('Actions'),
          key: 'actions',
          render: (_, s) => {
            const busy = actions.busy === s.source;
            return (
              <Space wrap orientation={narrow ? 'vertical' : 'horizontal'}>
                <Button
                  size="small"
                  onClick={() => actions.onRun(s.source)}
                  disabled={s.paused || busy}
                  aria-label={t('Run {{source}} now', { source: s.source })}
                >
                  {t('Run now')}
                </Button>
                {s.paused ? (
                  <Button
                    size="small"
                    onClick={() => actions.onResume(s.source)}
                    disabled={busy}
                    aria-label={t('Resume {{name}}', { name: s.source })}
                  >
                    {t('Resume')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    onClick={() => actions.onPause(s.source)}
                    disabled={busy}
                    aria-label={t('Pause {{name}}', { name: s.source })}
                  >
                    {t('Pause')}
                  </Button>
                )}
                {s.origin === 'env' ? (
                  <Tooltip
                    title={t(
                      "From the environment's variables: it would come back on the next start. Pause it instead.",
                    )}
                  >
                    <Button size="small" danger disabled aria-label={t('Remove {{name}}', { name: s.source })}>
                      {t('Remove')}
                    </Button>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    title={t('Remove {{name}}?', { name: s.source })}
                    description={t('It is no longer read. The meetings it brought stay.')}
                    okText={t('Remove')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => actions.onRemove(s.source)}
                  >
                    <Button size="small" danger disabled={busy} aria-label={t('Remove {{name}}', { name: s.source })}>
                      {t('Remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
