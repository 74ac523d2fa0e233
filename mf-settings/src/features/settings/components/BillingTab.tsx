import { Card, Col, Row } from 'antd';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';
import { CompanyPlanCard } from './CompanyPlanCard';
import { InvoicesTable } from './InvoicesTable';
import { PropertyBillingTable } from './PropertyBillingTable';

/** Billing tab: the company plan, a row per subscribed property, and the invoices. */
export function BillingTab() {
  const t = useT(SETTINGS_NAMESPACE);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <CompanyPlanCard />
      </Col>
      <Col xs={24}>
        <Card title={t('Property subscriptions')}>
          <PropertyBillingTable />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('Invoices')}>
          <InvoicesTable />
        </Card>
      </Col>
    </Row>
  );
}
