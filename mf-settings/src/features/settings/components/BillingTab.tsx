import { Card, Col, Row } from 'antd';
import { CompanyPlanCard } from './CompanyPlanCard';
import { InvoicesTable } from './InvoicesTable';
import { PropertyBillingTable } from './PropertyBillingTable';

/** Billing tab: the company plan, a row per subscribed property, and the invoices. */
export function BillingTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <CompanyPlanCard />
      </Col>
      <Col xs={24}>
        <Card title="Property subscriptions">
          <PropertyBillingTable />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Invoices">
          <InvoicesTable />
        </Card>
      </Col>
    </Row>
  );
}
