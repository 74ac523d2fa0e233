import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  AutoComplete,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Input,
  Segmented,
  Select,
  Spin,
  Steps,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle, useDebouncedValue, useFocusFirstField } from 'shared-auth';
import {
  useAddressSuggestionsQuery,
  useCreatePropertyMutation,
  useLandUseTypesQuery,
  useMunicipalitiesQuery,
  useMunicipalityCommitteesQuery,
} from '../api/propertiesApi';
import type { AddressSuggestion, Committee } from '../api/types';
import { MunicipalityCoverageAlert } from '../../coverage/components/MunicipalityCoverageAlert';
import { NearestMunicipalities, type NearestSuggestion } from '../components/NearestMunicipalities';
import { municipalityOptions, propertyMunicipalities } from '../lib/municipalities';
import { defaultName, MESSAGES } from '../lib/format';
import { APPLICATION_NUMBERS_HELP, parseApplicationNumbers } from '../lib/applicationNumbers';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  basicDetailsErrors,
  locationErrors,
  municipalityForPlace,
  municipalityInAddress,
  type LocationMode,
} from '../lib/wizard';

const STEPS = [{ title: 'Basic Details' }, { title: 'Location & Committees' }, { title: 'Additional Details' }];

/** A regional body's committee (Peel Region, a conservation authority) is offered with the body's name. */
const committeeLabel = (committee: Committee, municipalityId: number | null) =>
  committee.municipality_id !== municipalityId && committee.municipality_name
    ? `${committee.name} (${committee.municipality_name})`
    : committee.name;

/** /properties/new: the three-step create wizard. */
/** Pixels between the municipality field and its open list while the field shows an error (one line of help). */
const MUNICIPALITY_ERROR_GAP = 30;

export default function CreatePropertyPage() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [step, setStep] = useState(0);
  // Next and Back put the focus on the new step's first field.
  const stepCard = useRef<HTMLDivElement>(null);
  useFocusFirstField(stepCard, step);
  const [mode, setMode] = useState<LocationMode>('address');
  const [address, setAddress] = useState('');
  const [picked, setPicked] = useState<AddressSuggestion | null>(null);
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [nickname, setNickname] = useState('');
  const [step0Tried, setStep0Tried] = useState(false);
  // A field's error shows once the user has left it (or pressed Next), never before they acted on it.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));
  const [suggestion, setSuggestion] = useState<NearestSuggestion | null>(null);
  const [municipalityId, setMunicipalityId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [autoSelectedFor, setAutoSelectedFor] = useState<number | null>(null);
  const [currentUse, setCurrentUse] = useState<string | undefined>();
  const [futureUse, setFutureUse] = useState<string | undefined>();
  const [notes, setNotes] = useState('');
  const [applicationNumbers, setApplicationNumbers] = useState('');
  const applications = parseApplicationNumbers(applicationNumbers);

  const { data: registry, isLoading: loadingMunicipalities } = useMunicipalitiesQuery();
  const municipalities = useMemo(() => propertyMunicipalities(registry ?? []), [registry]);
  const { data: landUses } = useLandUseTypesQuery();
  const municipality = municipalities.find((m) => m.id === municipalityId) ?? null;
  const { data: committees, isFetching: loadingCommittees } = useMunicipalityCommitteesQuery(municipality?.name ?? '', {
    skip: !municipality,
  });
  const committeesReady = Boolean(municipality && committees && !loadingCommittees);

  const query = useDebouncedValue(address.trim(), ADDRESS_DEBOUNCE_MS);
  const wantsSuggestions = mode === 'address' && query.length >= ADDRESS_MIN_CHARS && query !== picked?.label;
  const { data: suggestions } = useAddressSuggestionsQuery(query, { skip: !wantsSuggestions });

  // All committees of a newly chosen municipality are selected once they load.
  useEffect(() => {
    if (municipalityId !== null && committeesReady && autoSelectedFor !== municipalityId) {
      setSelected((committees ?? []).map((c) => c.id));
      setAutoSelectedFor(municipalityId);
    }
  }, [municipalityId, committeesReady, committees, autoSelectedFor]);

  const chooseMunicipality = (id: number | null) => {
    if (id === municipalityId) return;
    setMunicipalityId(id);
    setSelected([]);
    setAutoSelectedFor(null);
  };

  // Coordinates mode: the nearest municipality of the point, pre-selected for the user to confirm.
  const onSuggest = (next: NearestSuggestion) => {
    setSuggestion(next);
    chooseMunicipality(next.id);
  };

  const basicErrors = basicDetailsErrors({ mode, address, latitude, longitude });
  const committeeCount = committeesReady ? (committees?.length ?? 0) : 0;
  const locErrors = locationErrors(municipalityId, committeeCount, selected.length);
  const step1Valid = Object.keys(locErrors).length === 0 && (municipalityId === null || committeesReady);
  const name = defaultName(nickname, address, latitude, longitude, mode);

  const next = () => {
    if (step === 0) {
      setStep0Tried(true);
      if (Object.keys(basicErrors).length) return;
      if (mode === 'address') {
        const found =
          municipalityForPlace(municipalities, picked?.municipality, picked?.place) ??
          municipalityInAddress(municipalities, address);
        if (found) chooseMunicipality(found.id);
      }
    }
    if (step === 1 && !step1Valid) return;
    setStep((s) => Math.min(2, s + 1));
  };

  const onPick = (label: string) => {
    const suggestion = suggestions?.find((s) => s.label === label) ?? null;
    setAddress(label);
    setPicked(suggestion);
    const found = suggestion
      ? municipalityForPlace(municipalities, suggestion.municipality, suggestion.place)
      : undefined;
    if (found) chooseMunicipality(found.id);
  };

  const [create, { isLoading: creating }] = useCreatePropertyMutation();
  const submit = async () => {
    if (!step1Valid || municipalityId === null || applications.error) return;
    const coordinates =
      mode === 'coordinates'
        ? { latitude: Number(latitude), longitude: Number(longitude) }
        : { latitude: picked?.latitude ?? null, longitude: picked?.longitude ?? null };
    try {
      await create({
        name,
        nickname: nickname.trim() || null,
        address: mode === 'address' ? address.trim() : null,
        ...coordinates,
        municipality_id: municipalityId,
        current_land_use: currentUse ?? null,
        future_land_use: futureUse ?? null,
        notes: notes.trim() || null,
        application_numbers: applications.numbers,
        selectedCommittees: selected,
      }).unwrap();
      void message.success('Property created.');
      navigate('/properties');
    } catch {
      modal.error({ title: 'Could not create the property', content: MESSAGES.createFailed });
    }
  };

  const landUseOptions = landUses?.map((t) => ({ value: t.value, label: t.label }));
  const showBasic = step0Tried
    ? basicErrors
    : Object.fromEntries(Object.entries(basicErrors).filter(([field]) => touched.has(field)));
  const showLoc = touched.has('municipality') ? locErrors : { committees: locErrors.committees };

  return (
    <section data-testid="mf_properties-CreatePropertyPage" style={{ maxWidth: 760 }}>
      <Link to="/properties">
        <ArrowLeftOutlined /> Back to Properties
      </Link>
      <PageTitle style={{ marginTop: 8 }}>Add Property</PageTitle>
      <Steps current={step} items={STEPS} style={{ marginBottom: 24 }} />
      <Card ref={stepCard}>
        <Form layout="vertical" component="div">
          {step === 0 ? (
            <>
              <Form.Item label="Location by">
                <Segmented<LocationMode>
                  value={mode}
                  onChange={(value) => {
                    setMode(value);
                    setStep0Tried(false);
                  }}
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
                    options={(wantsSuggestions ? (suggestions ?? []) : []).map((s) => ({
                      value: s.label,
                      label: s.label,
                    }))}
                    onChange={(value: string) => {
                      setAddress(value);
                      if (picked && value !== picked.label) setPicked(null);
                    }}
                    onSelect={onPick}
                    onBlur={() => touch('address')}
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
                      value={latitude}
                      onChange={(e) => setLatitude(e.target.value)}
                      onBlur={() => touch('latitude')}
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
                      value={longitude}
                      onChange={(e) => setLongitude(e.target.value)}
                      onBlur={() => touch('longitude')}
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
                  value={nickname}
                  onChange={(e) => setNickname(e.target.value)}
                  maxLength={200}
                  placeholder={mode === 'address' ? address || 'e.g. Queen St site' : 'e.g. North parcel'}
                />
              </Form.Item>
            </>
          ) : null}
          {step === 1 ? (
            <>
              <Form.Item
                label="Municipality"
                required
                validateStatus={showLoc.municipality ? 'error' : undefined}
                help={showLoc.municipality}
              >
                <Select
                  aria-label="Municipality"
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={loadingMunicipalities}
                  value={municipalityId ?? undefined}
                  onChange={(value: number) => chooseMunicipality(value)}
                  onBlur={() => touch('municipality')}
                  placeholder="Select a municipality"
                  // With an error under the field, the open list starts below the message instead of covering it.
                  popupAlign={showLoc.municipality ? { offset: [0, MUNICIPALITY_ERROR_GAP] } : undefined}
                  options={municipalityOptions(municipalities)}
                  optionRender={(option) => (
                    <Flex justify="space-between" gap={8}>
                      <span>{option.data.label}</span>
                      {option.data.upperTier ? (
                        <Typography.Text type="secondary">{option.data.upperTier}</Typography.Text>
                      ) : null}
                    </Flex>
                  )}
                />
                {mode === 'coordinates' && !Object.keys(basicErrors).length ? (
                  <NearestMunicipalities
                    latitude={Number(latitude)}
                    longitude={Number(longitude)}
                    value={municipalityId}
                    suggestion={suggestion}
                    onSuggest={onSuggest}
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
                label="Committees"
                required={committeeCount > 0}
                validateStatus={showLoc.committees ? 'error' : undefined}
                help={showLoc.committees}
              >
                {!municipality ? (
                  <Typography.Text type="secondary">Select a municipality to see its committees.</Typography.Text>
                ) : !committeesReady ? (
                  <Spin size="small" />
                ) : committees?.length ? (
                  <Checkbox.Group
                    value={selected}
                    onChange={(values) => setSelected(values as number[])}
                    options={committees.map((c) => ({ value: c.id, label: committeeLabel(c, municipalityId) }))}
                    style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                  />
                ) : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description="No committees are known for this municipality yet."
                  />
                )}
              </Form.Item>
            </>
          ) : null}
          {step === 2 ? (
            <>
              <Typography.Paragraph>
                <Typography.Text type="secondary">Property name: </Typography.Text>
                <Typography.Text strong>{name}</Typography.Text>
              </Typography.Paragraph>
              <Form.Item label="Current land use">
                <Select
                  aria-label="Current land use"
                  allowClear
                  value={currentUse}
                  onChange={setCurrentUse}
                  options={landUseOptions}
                  placeholder="Select"
                />
              </Form.Item>
              <Form.Item label="Future land use">
                <Select
                  aria-label="Future land use"
                  allowClear
                  value={futureUse}
                  onChange={setFutureUse}
                  options={landUseOptions}
                  placeholder="Select"
                />
              </Form.Item>
              <Form.Item label="Notes">
                <Input.TextArea
                  aria-label="Notes"
                  rows={3}
                  value={notes}
                  onChange={(e) => setNotes(e.target.value)}
                  maxLength={5000}
                />
              </Form.Item>
              <Form.Item
                label="Application numbers (optional)"
                extra={APPLICATION_NUMBERS_HELP}
                validateStatus={applications.error ? 'error' : undefined}
                help={applications.error ?? undefined}
              >
                <Input
                  aria-label="Application numbers"
                  placeholder="OZ 22/012 W7, A-123/24"
                  value={applicationNumbers}
                  onChange={(e) => setApplicationNumbers(e.target.value)}
                  maxLength={1000}
                />
              </Form.Item>
            </>
          ) : null}
        </Form>
        <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
          <Link to="/properties">Cancel</Link>
          <Flex gap={8}>
            {step > 0 ? <Button onClick={() => setStep((s) => s - 1)}>Back</Button> : null}
            {step < 2 ? (
              <Button type="primary" onClick={next} disabled={step === 1 && !step1Valid}>
                Next
              </Button>
            ) : (
              <Button
                type="primary"
                onClick={submit}
                loading={creating}
                disabled={!step1Valid || applications.error !== null}
              >
                Create Property
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
