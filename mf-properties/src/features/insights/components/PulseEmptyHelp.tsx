import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

/**
 * Project Pulse without a property: what will appear in its tabs and how to get it (add a property). With
 * properties, each empty tab keeps its own text (the category's description).
 */
export function PulseEmptyHelp() {
  const t = useT(PROPERTIES_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Flex
      vertical
      align="flex-start"
      gap={8}
      data-testid="pulse-empty-help"
      style={{ marginBottom: 8, padding: 12, background: '#fafafa', borderRadius: 8 }}
    >
      <Typography.Text type="secondary">
        {t(
          'Competing applications, precedents, city growth and big policy changes near your properties will appear here. Add a property to see them.',
        )}
      </Typography.Text>
      <Button type="primary" style={{ minHeight: 44 }} onClick={() => navigate('/properties/new')}>
        {t('Add a property')}
      </Button>
    </Flex>
  );
}
