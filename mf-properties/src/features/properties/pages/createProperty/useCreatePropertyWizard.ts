import { App } from 'antd';
import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { translate, useDebouncedValue } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../../i18n/catalogue';
import {
  useAddressSuggestionsQuery,
  useCreatePropertyMutation,
  useLandUseTypesQuery,
  useMunicipalitiesQuery,
  useMunicipalityCommitteesQuery,
} from '../../api/propertiesApi';
import { propertyMunicipalities } from '../../lib/municipalities';
import { defaultName, MESSAGES } from '../../lib/format';
import { parseApplicationNumbers } from '../../lib/applicationNumbers';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  basicDetailsErrors,
  locationErrors,
  municipalityForPlace,
  municipalityInAddress,
} from '../../lib/wizard';
import { initialWizardState, LAST_STEP, wizardReducer } from './wizardState';

/**
 * The create wizard's form: its one state, the data the steps offer (municipalities, committees, land uses, address
 * suggestions), what each step's fields show as errors, and the moves between steps and the final create.
 */
export function useCreatePropertyWizard() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { step, mode, address, picked, latitude, longitude, nickname, municipalityId, selected } = state;
  const applications = parseApplicationNumbers(state.applicationNumbers);

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
    if (municipalityId !== null && committeesReady && state.autoSelectedFor !== municipalityId) {
      dispatch({ type: 'autoSelect', municipalityId, ids: (committees ?? []).map((c) => c.id) });
    }
  }, [municipalityId, committeesReady, committees, state.autoSelectedFor]);

  const basicErrors = basicDetailsErrors({ mode, address, latitude, longitude });
  const committeeCount = committeesReady ? (committees?.length ?? 0) : 0;
  const locErrors = locationErrors(municipalityId, committeeCount, selected.length);
  const step1Valid = Object.keys(locErrors).length === 0 && (municipalityId === null || committeesReady);
  const name = defaultName(nickname, address, latitude, longitude, mode);

  const next = () => {
    if (step === 0) {
      dispatch({ type: 'tryBasic' });
      if (Object.keys(basicErrors).length) return;
      if (mode === 'address') {
        const found =
          municipalityForPlace(municipalities, picked?.municipality, picked?.place) ??
          municipalityInAddress(municipalities, address);
        if (found) dispatch({ type: 'municipality', id: found.id });
      }
    }
    if (step === 1 && !step1Valid) return;
    dispatch({ type: 'step', step: Math.min(LAST_STEP, step + 1) });
  };
  const back = () => dispatch({ type: 'step', step: step - 1 });

  const pickAddress = (label: string) => {
    const suggestion = suggestions?.find((s) => s.label === label) ?? null;
    const found = suggestion
      ? municipalityForPlace(municipalities, suggestion.municipality, suggestion.place)
      : undefined;
    dispatch({ type: 'pickAddress', address: label, suggestion, municipalityId: found?.id ?? null });
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
        current_land_use: state.currentUse ?? null,
        future_land_use: state.futureUse ?? null,
        notes: state.notes.trim() || null,
        application_numbers: applications.numbers,
        selectedCommittees: selected,
      }).unwrap();
      void message.success(translate(PROPERTIES_NAMESPACE, 'Property created.'));
      navigate('/properties');
    } catch {
      modal.error({
        title: translate(PROPERTIES_NAMESPACE, 'Could not create the property'),
        content: MESSAGES.createFailed,
      });
    }
  };

  const showBasic = state.basicTried
    ? basicErrors
    : Object.fromEntries(Object.entries(basicErrors).filter(([field]) => state.touched.has(field)));
  const showLoc = state.touched.has('municipality') ? locErrors : { committees: locErrors.committees };

  return {
    state,
    dispatch,
    name,
    applications,
    /** Data the steps offer. */
    municipalities,
    loadingMunicipalities,
    municipality,
    committees,
    committeesReady,
    committeeCount,
    landUseOptions: landUses?.map((t) => ({ value: t.value, label: t.label })),
    suggestions: wantsSuggestions ? (suggestions ?? []) : [],
    /** Validation: every error of a step, and those its fields show now. */
    basicErrors,
    showBasic: showBasic as typeof basicErrors,
    showLoc,
    step1Valid,
    /** Moves. */
    next,
    back,
    pickAddress,
    submit,
    creating,
  };
}

export type CreatePropertyWizard = ReturnType<typeof useCreatePropertyWizard>;
