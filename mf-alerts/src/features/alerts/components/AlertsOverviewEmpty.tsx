import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useAlertPagePropertiesQuery } from '../api/alertsApi';

/**
 * Below the Alerts Overview's empty text: what will appear there and how to get it. Without a property, the way
 * is to add one; with properties, a watch list finds words and file numbers anywhere.
 */
export function AlertsOverviewEmpty() {
  const navigate = useNavigate();
  const t = useT(ALERTS_NAMESPACE);
  const properties = useAlertPagePropertiesQuery();
  if (!properties.data) return null;
  const none = properties.data.length === 0;
  return (
    <Flex vertical align="center" gap={8} data-testid="alerts-overview-empty-help">
      <Typography.Text type="secondary">
        {none
          ? t(
              'Alerts appear here when an agenda item, a decision or a proposal concerns one of your properties. Add one to start.',
            )
          : t(
              'Alerts appear here when an agenda item, a decision or a proposal concerns one of your properties, or matches a watch list.',
            )}
      </Typography.Text>
      {none ? (
        <Button type="primary" style={{ minHeight: 44 }} onClick={() => navigate('/properties/new')}>
          {t('Add a property')}
        </Button>
      ) : (
        <Button style={{ minHeight: 44 }} onClick={() => navigate('/settings/watches')}>
          {t('Create a watch list')}
        </Button>
      )}
    </Flex>
  );
}
