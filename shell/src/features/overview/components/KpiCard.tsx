import { Card, Flex, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface KpiCardProps<V extends string | number> {
  title: string;
  to: string;
  icon: ReactNode;
  value: number | undefined;
  loading: boolean;
  sublabel?: string;
  picker?: { value: V; options: Array<{ value: V; label: string }>; onChange: (value: V) => void };
}

/** One KPI: its figure ('...' while loading), a link to its screen, and an optional period or source picker. */
export function KpiCard<V extends string | number>({
  title,
  to,
  icon,
  value,
  loading,
  sublabel,
  picker,
}: KpiCardProps<V>) {
  return (
    <Card data-testid={`kpi-${title}`} style={{ height: '100%' }} styles={{ body: { padding: '20px 16px' } }}>
      <Flex vertical gap={4}>
        <Link to={to} aria-label={title} style={{ color: 'inherit' }}>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {icon} {title}
          </Typography.Text>
        </Link>
        {/* The picker sits beside the figure on every card: it gives way (shrinks) rather than wrapping below. */}
        <Flex justify="space-between" align="center" gap={8} wrap={false}>
          <Typography.Text
            data-testid="kpi-value"
            style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.3, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {loading ? '...' : (value ?? 0)}
          </Typography.Text>
          {picker && (
            <Select<V>
              size="small"
              aria-label={`${title} period`}
              value={picker.value}
              options={picker.options}
              onChange={picker.onChange}
              popupMatchSelectWidth={false}
              style={{ minWidth: 0, flexShrink: 1 }}
            />
          )}
        </Flex>
        {sublabel && <Typography.Text type="secondary">{sublabel}</Typography.Text>}
      </Flex>
    </Card>
  );
}
