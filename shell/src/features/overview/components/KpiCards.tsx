import { AlertOutlined, BankOutlined, CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useAlertStatsQuery } from '../../layout/alertStatsApi';
import {
  useOverviewMeetingStatsQuery,
  useOverviewPropertiesQuery,
  useOverviewProposalsCountQuery,
} from '../api/overviewApi';
import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../../i18n/catalogue';
import { alertPeriods, meetingPeriods, municipalitySublabel, provincialSites } from '../lib/overview';
import { KpiCard } from './KpiCard';

/** Properties, Alerts, Tracked Meetings and Provincial Items: the Overview's KPI cards. */
export function KpiCards() {
  const [alertDays, setAlertDays] = useState(999);
  const [meetingDays, setMeetingDays] = useState(999);
  const [site, setSite] = useState<string>('all');
  const t = useT(SHELL_NAMESPACE);
  const properties = useOverviewPropertiesQuery();
  const alerts = useAlertStatsQuery({ days: alertDays });
  const meetings = useOverviewMeetingStatsQuery({ days: meetingDays });
  const proposals = useOverviewProposalsCountQuery({ site: site === 'all' ? undefined : (site as 'ORR' | 'ERO') });

  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      <Col xs={24} sm={12} xl={6}>
        <KpiCard
          title={t('Properties')}
          to="/properties"
          icon={<HomeOutlined />}
          value={properties.data?.length}
          loading={properties.isLoading}
          // Its line is held while loading, so the row of cards does not grow (and push the page down) on arrival.
          sublabel={properties.data ? municipalitySublabel(properties.data, t) : '\u00a0'}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <KpiCard
          title={t('Alerts')}
          to="/alerts"
          icon={<AlertOutlined />}
          value={alerts.data?.new_alerts}
          loading={alerts.isFetching && !alerts.data}
          picker={{ value: alertDays, options: alertPeriods(t), onChange: setAlertDays }}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <KpiCard
          title={t('Tracked Meetings')}
          to="/meetings"
          icon={<CalendarOutlined />}
          value={meetings.data?.upcoming_meetings}
          loading={meetings.isFetching && !meetings.data}
          picker={{ value: meetingDays, options: meetingPeriods(t), onChange: setMeetingDays }}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <KpiCard
          title={t('Provincial Items')}
          to="/provincial"
          icon={<BankOutlined />}
          value={proposals.data?.count}
          loading={proposals.isFetching && !proposals.data}
          picker={{ value: site, options: provincialSites(t), onChange: setSite }}
        />
      </Col>
    </Row>
  );
}
