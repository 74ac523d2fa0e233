import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCompanyQuery } from '../api/companyApi';
import { useSettingsTab, type SettingsTab } from '../hooks/useSettingsTab';
import { AccountTab } from './AccountTab';
import { BillingTab } from './BillingTab';
import { LoadError } from './LoadError';
import { UsersTab } from './UsersTab';
import { PageTitle, useT, type Translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface SettingsScreenProps {
  /** Cards of other features shown at the end of the Account tab (the page composes them). */
  accountExtraCards?: ReactNode;
  /** The Watch lists tab's content (another feature's screen; the page composes it). */
  watchListsTab?: ReactNode;
  /** The API keys tab's content, for company admins only (another feature's screen). */
  apiKeysTab?: ReactNode;
}

/** The browser tab's name of each tab ("Users · Settings · Parcelwatch"). */
function tabTitle(t: Translate, tab: SettingsTab): string {
  switch (tab) {
    case 'account':
      return t('Account');
    case 'users':
      return t('Users');
    case 'billing':
      return t('Billing');
    case 'watches':
      return t('Watch lists');
    case 'api-keys':
      return t('API keys');
  }
}

/** Settings: one screen, tabs Account / Users / Billing / Watch lists (/ API keys for admins) selected by the path. */
export function SettingsScreen({ accountExtraCards, watchListsTab, apiKeysTab }: SettingsScreenProps) {
  const t = useT(SETTINGS_NAMESPACE);
  const [tab, selectTab] = useSettingsTab();
  const company = useCompanyQuery();

  return (
    <section data-testid="mf_settings-SettingsPage">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle documentTitle={t('{{tab}} · Settings', { tab: tabTitle(t, tab) })}>{t('Settings')}</PageTitle>
        <Typography.Text type="secondary">{t('Your account, your team, billing and watch lists.')}</Typography.Text>
      </Flex>
      {company.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadError onRetry={() => void company.refetch()} />
        </div>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => selectTab(key as SettingsTab)}
        // Only the visited tabs mount: each loads its own data.
        destroyOnHidden={false}
        items={[
          {
            key: 'account',
            label: tabTitle(t, 'account'),
            icon: <UserOutlined />,
            children: <AccountTab extraCards={accountExtraCards} />,
          },
          { key: 'users', label: tabTitle(t, 'users'), icon: <TeamOutlined />, children: <UsersTab /> },
          { key: 'billing', label: tabTitle(t, 'billing'), icon: <CreditCardOutlined />, children: <BillingTab /> },
          ...(watchListsTab
            ? [{ key: 'watches', label: tabTitle(t, 'watches'), icon: <EyeOutlined />, children: watchListsTab }]
            : []),
          ...(apiKeysTab
            ? [{ key: 'api-keys', label: tabTitle(t, 'api-keys'), icon: <KeyOutlined />, children: apiKeysTab }]
            : []),
        ]}
      />
    </section>
  );
}
