import { Row } from 'antd';
import type { ReactNode } from 'react';
import { AccountDataCard } from './AccountDataCard';
import { AccountDetailsCard } from './AccountDetailsCard';
import { CardCol } from './CardCol';
import { CompanyOverviewCard } from './CompanyOverviewCard';
import { SecurityCard } from './SecurityCard';
import { TwoFactorCard } from './TwoFactorCard';

export interface AccountTabProps {
  /**
   * Cards of other features (CardCols of its Row), composed by the page: the notification cards. The first is the
   * third card of the two-factor / account data row.
   */
  extraCards?: ReactNode;
}

/** Account tab: profile and company contact, security (sessions, password, two-factor), and account data. */
export function AccountTab({ extraCards }: AccountTabProps) {
  return (
    <Row gutter={[16, 16]}>
      <CardCol xs={24} xl={14}>
        <AccountDetailsCard />
      </CardCol>
      <CardCol xs={24} xl={10}>
        <CompanyOverviewCard />
      </CardCol>
      <CardCol xs={24}>
        <SecurityCard />
      </CardCol>
      <CardCol xs={24} lg={12} xl={8}>
        <TwoFactorCard />
      </CardCol>
      <CardCol xs={24} lg={12} xl={8}>
        <AccountDataCard />
      </CardCol>
      {extraCards}
    </Row>
  );
}
