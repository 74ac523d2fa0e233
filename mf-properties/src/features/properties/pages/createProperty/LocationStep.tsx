import { Checkbox, Empty, Flex, Form, Select, Spin, Typography } from 'antd';
import { useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../../i18n/catalogue';
import type { Committee } from '../../api/types';
import { MunicipalityCoverageAlert } from '../../../coverage/components/MunicipalityCoverageAlert';
import { NearestMunicipalities } from '../../components/NearestMunicipalities';
import { municipalityOptions } from '../../lib/municipalities';
import type { CreatePropertyWizard } from './useCreatePropertyWizard';

/** Pixels between the municipality field and its open list while the field shows an error (one line of help). */
const MUNICIPALITY_ERROR_GAP = 30;

/** A regional body's committee (Peel Region, a conservation authority) is offered with the body's name. */
const committeeLabel = (committee: Committee, municipalityId: number | null) =>
  committee.municipality_id !== municipalityId && committee.municipality_name
    ? `${committee.name} (${committee.municipality_name})`
    : committee.name;

/** Step 2, Location & Committees: the municipality (with its coverage) and the committees to watch. */
export function LocationStep({ wizard }: { wizard: CreatePropertyWizard }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { state, dispatch, showLoc, municipality, committees, committeesReady, committeeCount } = wizard;
  const { municipalityId } = state;
  const chooseMunicipality = (id: number | null) => dispatch({ type: 'municipality', id });
  return (
    <>
      <Form.Item
        label={t('Municipality')}
        required
        validateStatus={showLoc.municipality ? 'error' : undefined}
        help={showLoc.municipality}
      >
        <Select
          aria-label={t('Municipality')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={wizard.loadingMunicipalities}
          value={municipalityId ?? undefined}
          onChange={(value: number) => chooseMunicipality(value)}
          onBlur={() => dispatch({ type: 'touch', field: 'municipality' })}
          placeholder={t('Select a municipality')}
          // With an error under the field, the open list starts below the message instead of covering it.
          popupAlign={showLoc.municipality ? { offset: [0, MUNICIPALITY_ERROR_GAP] } : undefined}
          options={municipalityOptions(wizard.municipalities)}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <span>{option.data.label}</span>
              {option.data.upperTier ? (
                <Typography.Text type="secondary">{option.data.upperTier}</Typography.Text>
              ) : null}
            </Flex>
          )}
        />
        {state.mode === 'coordinates' && !Object.keys(wizard.basicErrors).length ? (
          <NearestMunicipalities
            latitude={Number(state.latitude)}
            longitude={Number(state.longitude)}
            value={municipalityId}
            suggestion={state.suggestion}
            onSuggest={(suggestion) => dispatch({ type: 'suggest', suggestion })}
            onChoose={chooseMunicipality}
          />
        ) : null}
      </Form.Item>
      {municipalityId !== null ? (
        <div style={{ marginBottom: 24 }}>
          <MunicipalityCoverageAlert municipalityId={municipalityId} />
        </div>
      ) : null}
      <Form.Item
        label={t('Committees')}
        required={committeeCount > 0}
        validateStatus={showLoc.committees ? 'error' : undefined}
        help={showLoc.committees}
      >
        {!municipality ? (
          <Typography.Text type="secondary">{t('Select a municipality to see its committees.')}</Typography.Text>
        ) : !committeesReady ? (
          <Spin size="small" />
        ) : committees?.length ? (
          <Checkbox.Group
            value={state.selected}
            onChange={(values) => dispatch({ type: 'committees', ids: values as number[] })}
            options={committees.map((c) => ({ value: c.id, label: committeeLabel(c, municipalityId) }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('No committees are known for this municipality yet.')}
          />
        )}
      </Form.Item>
    </>
  );
}
