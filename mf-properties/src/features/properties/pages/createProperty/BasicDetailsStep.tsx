import { AutoComplete, Flex, Form, Input, Segmented } from 'antd';
import type { LocationMode } from '../../lib/wizard';
import type { CreatePropertyWizard } from './useCreatePropertyWizard';

/** Step 1, Basic Details: the location (an address, or coordinates) and an optional nickname. */
export function BasicDetailsStep({ wizard }: { wizard: CreatePropertyWizard }) {
  const { state, dispatch, showBasic, suggestions, pickAddress } = wizard;
  const { mode, address } = state;
  return (
    <>
      <Form.Item label="Location by">
        <Segmented<LocationMode>
          value={mode}
          onChange={(value) => dispatch({ type: 'mode', mode: value })}
          options={[
            { value: 'address', label: 'Address' },
            { value: 'coordinates', label: 'Coordinates' },
          ]}
        />
      </Form.Item>
      {mode === 'address' ? (
        <Form.Item
          label="Address"
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
            placeholder="Start typing an address"
            aria-label="Address"
          />
        </Form.Item>
      ) : (
        <Flex gap={16}>
          <Form.Item
            label="Latitude"
            required
            style={{ flex: 1 }}
            validateStatus={showBasic.latitude ? 'error' : undefined}
            help={showBasic.latitude}
          >
            <Input
              aria-label="Latitude"
              value={state.latitude}
              onChange={(e) => dispatch({ type: 'field', field: 'latitude', value: e.target.value })}
              onBlur={() => dispatch({ type: 'touch', field: 'latitude' })}
              placeholder="43.6532"
              inputMode="decimal"
            />
          </Form.Item>
          <Form.Item
            label="Longitude"
            required
            style={{ flex: 1 }}
            validateStatus={showBasic.longitude ? 'error' : undefined}
            help={showBasic.longitude}
          >
            <Input
              aria-label="Longitude"
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
        label="Nickname"
        extra="Optional. Without one, the property is named after its address or coordinates."
      >
        <Input
          aria-label="Nickname"
          value={state.nickname}
          onChange={(e) => dispatch({ type: 'field', field: 'nickname', value: e.target.value })}
          maxLength={200}
          placeholder={mode === 'address' ? address || 'e.g. Queen St site' : 'e.g. North parcel'}
        />
      </Form.Item>
    </>
  );
}
