import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { AccountDataCard } from './AccountDataCard';
import { AccountDetailsCard } from './AccountDetailsCard';
import { CompanyOverviewCard } from './CompanyOverviewCard';
import { SecurityCard } from './SecurityCard';
import { TwoFactorCard } from './TwoFactorCard';

export interface AccountTabProps {
  /** Cards of other features at the end of the tab (Cols of its Row), composed by the page: the notification cards. */
  extraCards?: ReactNode;
}

/** Account tab: profile and company contact, security (sessions, password, two-factor), and account data. */
export function AccountTab({ extraCards }: AccountTabProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <AccountDetailsCard />
      </Col>
      <Col xs={24} xl={10}>
        <CompanyOverviewCard />
      </Col>
      <Col xs={24}>
        <SecurityCard />
      </Col>
      <Col xs={24} xl={14}>
        <TwoFactorCard />
      </Col>
      <Col xs={24} xl={10}>
        <AccountDataCard />
      </Col>
      {extraCards}
    </Row>
  );
}
