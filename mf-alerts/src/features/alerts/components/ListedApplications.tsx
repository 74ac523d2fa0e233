import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { applicationTypeLabel, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { Alert } from '../api/types';

type Listed = NonNullable<Alert['listed_applications']>[number];

/**
 * The files an alert lists: a property's new applications beyond the near radius, told together in one alert
 * (docs/applications.md "Alerts"). Nearest first, each linked to its page (where it can be followed), with its type,
 * address, distance and status now.
 */
export function ListedApplications({ applications }: { applications: Listed[] }) {
  const t = useT(ALERTS_NAMESPACE);
  return (
    <Flex vertical gap={4} data-testid="listed-applications">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {t('Applications nearby ({{count}})', { count: applications.length })}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {applications.map((application) => (
          <li
            key={application.id}
            data-testid="listed-application"
            style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }}
          >
            <Flex gap={8} wrap align="baseline">
              <Link to={`/applications/${application.id}`} style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
                {application.fileNumber ?? t('Application {{id}}', { id: application.id })}
              </Link>
              <Typography.Text>
                {applicationTypeLabel(application.type)}
                {application.address ? ` · ${application.address}` : ''}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('{{meters}} m from the property', { meters: application.distanceMeters })}
                {' · '}
                {application.status ? t('status {{status}}', { status: application.status }) : t('status not given')}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
