import { AutoComplete, Button, Flex, InputNumber, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useAreaAddressSuggestionsQuery } from '../api/areasApi';
import {
  complete,
  hint,
  MAX_RADIUS,
  MIN_RADIUS,
  undone,
  withRadius,
  type Draft,
  type DrawMode,
} from '../lib/areaDraft';

type PanelMode = DrawMode | 'address';

/**
 * The controls of drawing an area: polygon, circle, or a circle by address (the keyboard's way: an address and a
 * radius, no pointer needed); what to do next; the radius; Undo, Finish and Cancel. Tap targets are 44 px high.
 */
export function AreaDrawPanel({
  draft,
  onDraft,
  onFinish,
  onCancel,
}: {
  draft: Draft;
  onDraft: (d: Draft) => void;
  onFinish: () => void;
  onCancel: () => void;
}) {
  const t = useT(PROPERTIES_NAMESPACE);
  const [mode, setMode] = useState<PanelMode>(draft.mode);
  const [address, setAddress] = useState('');
  const { data: suggestions } = useAreaAddressSuggestionsQuery(address, { skip: address.trim().length < 3 });
  const big = { minHeight: 44 };

  const choose = (next: PanelMode) => {
    setMode(next);
    onDraft({ mode: next === 'polygon' ? 'polygon' : 'circle', vertices: [], center: null, radius: draft.radius });
  };

  return (
    <Flex vertical gap={8} data-testid="area-draw-panel">
      <Segmented<PanelMode>
        value={mode}
        onChange={choose}
        options={[
          { value: 'polygon', label: t('Polygon') },
          { value: 'circle', label: t('Circle') },
          { value: 'address', label: t('Circle by address') },
        ]}
        aria-label={t('How to draw the area')}
      />
      {mode === 'address' && (
        <AutoComplete
          aria-label={t('Address of the centre')}
          placeholder={t('Type an address, then choose it')}
          value={address}
          onChange={setAddress}
          style={{ width: '100%', maxWidth: 420 }}
          options={(suggestions ?? []).map((s) => ({ value: s.id, label: s.label }))}
          onSelect={(id: string) => {
            const s = suggestions?.find((x) => x.id === id);
            if (!s) return;
            setAddress(s.label);
            onDraft({ ...draft, mode: 'circle', center: [s.latitude, s.longitude] });
          }}
        />
      )}
      <Typography.Text type="secondary" aria-live="polite" data-testid="area-draw-hint">
        {mode === 'address' && !draft.center ? t('Choose an address for the centre, then a radius.') : hint(draft)}
      </Typography.Text>
      <Flex wrap gap={8} align="center">
        {draft.mode === 'circle' && (
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            {t('Radius (m)')}
            <InputNumber
              aria-label={t('Radius in metres')}
              min={MIN_RADIUS}
              max={MAX_RADIUS}
              step={50}
              value={draft.radius}
              onChange={(v) => typeof v === 'number' && onDraft(withRadius(draft, v))}
              style={{ width: 120, ...big }}
            />
          </label>
        )}
        <Button style={big} onClick={() => onDraft(undone(draft))} disabled={!draft.center && !draft.vertices.length}>
          {t('Undo')}
        </Button>
        <Button type="primary" style={big} onClick={onFinish} disabled={!complete(draft)}>
          {t('Finish')}
        </Button>
        <Button style={big} onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
