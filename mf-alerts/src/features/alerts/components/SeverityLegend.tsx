import { Flex, Typography } from 'antd';
import { useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { SEVERITY_MEANINGS } from '../lib/severity';
import { SeverityTag } from './SeverityTag';

/** What each severity means: the same rules the matching engine follows, shown where an alert is read. */
export function SeverityLegend({ current }: { current?: string }) {
  const t = useT(ALERTS_NAMESPACE);
  return (
    <Flex vertical gap={4} data-testid="severity-legend" role="list" aria-label={t('What the severities mean')}>
      {SEVERITY_MEANINGS.map(({ severity, meaning }) => (
        <Flex
          key={severity}
          gap={8}
          align="baseline"
          role="listitem"
          aria-current={severity === current ? 'true' : undefined}
        >
          <span style={{ minWidth: 104 }}>
            <SeverityTag severity={severity} />
          </span>
          <Typography.Text type={severity === current ? undefined : 'secondary'} strong={severity === current}>
            {meaning}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
