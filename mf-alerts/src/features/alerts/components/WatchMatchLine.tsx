import { EyeOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { Alert } from '../api/types';

/** The parts of a headline: the API marks matched terms with <mark>...</mark>; the rest is plain text. */
export function headlineParts(headline: string): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let last = 0;
  for (const match of headline.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > last) parts.push({ text: headline.slice(last, match.index), marked: false });
    parts.push({ text: match[1]!, marked: true });
    last = match.index + match[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), marked: false });
  return parts;
}

/** A watch alert's reason: the watch, the terms it matched, and the snippet with the terms highlighted. */
export function WatchMatchLine({ alert }: { alert: Alert }) {
  return (
    <Flex vertical gap={4} data-testid="watch-match">
      <Flex gap={4} wrap align="center">
        <Tag icon={<EyeOutlined />} color="purple">
          {alert.watch_name ?? alert.property_name}
        </Tag>
        {alert.matched_terms.map((term) => (
          <Tag key={term}>“{term}”</Tag>
        ))}
        {alert.backfilled && <Typography.Text type="secondary">found in the last 90 days</Typography.Text>}
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
        {alert.headline
          ? headlineParts(alert.headline).map((part, i) =>
              part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
            )
          : alert.alert_preview || alert.alert_summary}
      </Typography.Paragraph>
    </Flex>
  );
}
