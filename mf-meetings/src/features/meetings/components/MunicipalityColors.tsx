import { Button, ColorPicker, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';
import { isValidHexColor, municipalityColor, type ColorOverrides } from '../lib/colors';

/** The 'Meetings with Alerts' and 'Municipality Colors' legends, with the 'Customize Colors' mode. */
export function MunicipalityColors({
  municipalities,
  overrides,
  onSave,
}: {
  municipalities: string[];
  overrides: ColorOverrides;
  onSave: (municipality: string, color: string) => void;
}) {
  const t = useT(MEETINGS_NAMESPACE);
  const [customizing, setCustomizing] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const valid = isValidHexColor(draft);

  const startEditing = (name: string) => {
    setEditing(name);
    setDraft(municipalityColor(name, overrides));
  };
  const stopEditing = () => {
    setEditing(null);
    setDraft('');
  };

  return (
    <Flex vertical gap={8} data-testid="municipality-colors">
      <Space size="small">
        <span
          className="pw-alert-dot"
          aria-hidden
          style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: '#ff4d4f' }}
        />
        <Typography.Text>{t('Meetings with Alerts')}</Typography.Text>
      </Space>
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Typography.Text strong>{t('Municipality Colors')}</Typography.Text>
        <Button
          size="small"
          type={customizing ? 'primary' : 'default'}
          onClick={() => {
            setCustomizing((on) => !on);
            stopEditing();
          }}
        >
          {customizing ? t('Done') : t('Customize Colors')}
        </Button>
      </Flex>
      <Flex wrap gap={8}>
        {municipalities.map((name) => {
          const color = municipalityColor(name, overrides);
          const swatch = (
            <span
              aria-hidden
              style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: color }}
            />
          );
          return customizing ? (
            <Button
              key={name}
              size="small"
              onClick={() => startEditing(name)}
              data-testid={`color-${name}`}
              data-color={color}
            >
              {swatch} {name}
            </Button>
          ) : (
            <Space key={name} size={4} data-testid={`color-${name}`} data-color={color}>
              {swatch}
              <Typography.Text>{name}</Typography.Text>
            </Space>
          );
        })}
      </Flex>
      {customizing && editing && (
        <Flex vertical gap={8} style={{ maxWidth: 360 }} data-testid="color-editor">
          <Typography.Text>{t('Colour for {{municipality}}', { municipality: editing })}</Typography.Text>
          <Space>
            <ColorPicker
              value={valid ? draft.trim() : municipalityColor(editing, overrides)}
              onChangeComplete={(value) => setDraft(value.toHexString().slice(0, 7))}
              aria-label={t('Pick a colour')}
            />
            <Input
              aria-label={t('Hex colour')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              status={valid ? undefined : 'error'}
              style={{ width: 120 }}
            />
          </Space>
          {!valid && <Typography.Text type="danger">{t('Enter a 6-digit hex colour such as #1A2B3C')}</Typography.Text>}
          <Space>
            <Button
              type="primary"
              disabled={!valid}
              onClick={() => {
                onSave(editing, draft.trim());
                stopEditing();
              }}
            >
              {t('Save Color')}
            </Button>
            <Button onClick={stopEditing}>{t('Cancel')}</Button>
          </Space>
        </Flex>
      )}
    </Flex>
  );
}
