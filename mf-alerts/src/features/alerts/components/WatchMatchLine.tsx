import { EyeOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { MarkedSnippet, useAlertPreview, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { Alert } from '../api/types';

/** A watch alert's reason: the watch, the terms it matched, and the snippet with the terms highlighted. */
export function WatchMatchLine({ alert }: { alert: Alert }) {
  const t = useT(ALERTS_NAMESPACE);
  const previewOf = useAlertPreview();
  return (
    <Flex vertical gap={4} data-testid="watch-match">
      <Flex gap={4} wrap align="center">
        <Tag icon={<EyeOutlined />} color="purple">
          {alert.watch_name ?? alert.property_name}
        </Tag>
        {alert.matched_terms.map((term) => (
          <Tag key={term}>“{term}”</Tag>
        ))}
        {alert.backfilled && <Typography.Text type="secondary">{t('found in the last 90 days')}</Typography.Text>}
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
        {alert.headline ? <MarkedSnippet snippet={alert.headline} /> : previewOf(alert)}
      </Typography.Paragraph>
    </Flex>
  );
}
