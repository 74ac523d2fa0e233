import { AutoComplete, Flex, Form, Input, Segmented } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../../i18n/catalogue';
import type { LocationMode } from '../../lib/wizard';
import type { CreatePropertyWizard } from './useCreatePropertyWizard';

/** Step 1, Basic Details: the location (an address, or coordinates) and an optional nickname. */
export function BasicDetailsStep({ wizard }: { wizard: CreatePropertyWizard }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { state, dispatch, showBasic, suggestions, pickAddress } = wizard;
  const { mode, address } = state;
  return (
    <>
      <Form.Item label={t('Location by')}>
        <Segmented<LocationMode>
          value={mode}
          onChange={(value) => dispatch({ type: 'mode', mode: value })}
          options={[
            { value: 'address', label: t('Address') },
            { value: 'coordinates', label: t('Coordinates') },
          ]}
        />
      </Form.Item>
      {mode === 'address' ? (
        <Form.Item
          label={t('Address')}
          required
          validateStatus={showBasic.address ? 'error' : undefined}
          help={showBasic.address}
        >
          <AutoComplete
            value={address}
            options={suggestions.map((s) => ({ value: s.label, label: s.label }))}
            onChange={(value: string) => dispatch({ type: 'typeAddress', address: value })}
            onSelect={pickAddress}
            onBlur={() => dispatch({ type: 'touch', field: 'address' })}
            placeholder={t('Start typing an address')}
            aria-label={t('Address')}
          />
        </Form.Item>
      ) : (
        <Flex gap={16}>
          <Form.Item
            label={t('Latitude')}
            required
            style={{ flex: 1 }}
            validateStatus={showBasic.latitude ? 'error' : undefined}
            help={showBasic.latitude}
          >
            <Input
              aria-label={t('Latitude')}
              value={state.latitude}
              onChange={(e) => dispatch({ type: 'field', field: 'latitude', value: e.target.value })}
              onBlur={() => dispatch({ type: 'touch', field: 'latitude' })}
              placeholder="43.6532"
              inputMode="decimal"
            />
          </Form.Item>
          <Form.Item
            label={t('Longitude')}
            required
            style={{ flex: 1 }}
            validateStatus={showBasic.longitude ? 'error' : undefined}
            help={showBasic.longitude}
          >
            <Input
              aria-label={t('Longitude')}
              value={state.longitude}
              onChange={(e) => dispatch({ type: 'field', field: 'longitude', value: e.target.value })}
              onBlur={() => dispatch({ type: 'touch', field: 'longitude' })}
              placeholder="-79.3832"
              inputMode="decimal"
            />
          </Form.Item>
        </Flex>
      )}
      <Form.Item
        label={t('Nickname')}
        extra={t('Optional. Without one, the property is named after its address or coordinates.')}
      >
        <Input
          aria-label={t('Nickname')}
          value={state.nickname}
          onChange={(e) => dispatch({ type: 'field', field: 'nickname', value: e.target.value })}
          maxLength={200}
          placeholder={mode === 'address' ? address || t('e.g. Queen St site') : t('e.g. North parcel')}
        />
      </Form.Item>
    </>
  );
}
