import { Card, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { applicationTypeLabel, useT, type Translate } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import type { ApplicationListItem } from '../api/types';
import { distanceLabel } from '../lib/labels';

/** The name of a file: its first file number, else its type and address. */
export function applicationName(
  a: Pick<ApplicationListItem, 'fileNumbers' | 'type' | 'addresses'>,
  t: Translate,
): string {
  if (a.fileNumbers[0] !== undefined) return a.fileNumbers[0];
  const type = applicationTypeLabel(a.type);
  return a.addresses[0]
    ? t('{{type}} at {{address}}', { type, address: a.addresses[0] })
    : t('{{type}} at an address not given', { type });
}

const day = (value: string | null) => (value ? dayjs(value).format('MMM D, YYYY') : null);

/** One application of the list: a card (stacked on a phone), its name a link to the file. */
export function ApplicationCard({ application: a }: { application: ApplicationListItem }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const distance = distanceLabel(a.distanceMeters);
  const filed = day(a.filedOn);
  const hearing = day(a.hearingOn);
  return (
    <Card size="small" role="listitem" data-testid="application-card">
      <Flex vertical gap={4}>
        <Link
          to={`/applications/${a.id}`}
          style={{ display: 'flex', alignItems: 'center', minHeight: 44, fontSize: 16, fontWeight: 600 }}
        >
          <span style={{ overflowWrap: 'anywhere' }}>
            {applicationName(a, t)}
            {a.addresses[0] && a.fileNumbers[0] ? ` · ${a.addresses[0]}` : ''}
          </span>
        </Link>
        <Flex gap={4} wrap>
          <Tag color="blue">{applicationTypeLabel(a.type)}</Tag>
          {a.status ? <Tag color="purple">{a.status}</Tag> : null}
          <Tag>{a.municipality}</Tag>
          {distance ? <Tag color="geekblue">{t('{{distance}} away', { distance })}</Tag> : null}
        </Flex>
        {a.description ? (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {a.description}
          </Typography.Paragraph>
        ) : null}
        <Typography.Text type="secondary">
          {[
            filed ? t('Filed {{date}}', { date: filed }) : t('Filing date not given'),
            hearing ? t('Hearing {{date}}', { date: hearing }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
