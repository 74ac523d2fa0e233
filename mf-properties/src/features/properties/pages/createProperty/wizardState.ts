import type { AddressSuggestion } from '../../api/types';
import type { NearestSuggestion } from '../../components/NearestMunicipalities';
import type { LocationMode } from '../../lib/wizard';

/** The create wizard's one form state: every step reads and writes it, so Back and Next never lose an answer. */
export interface WizardState {
  step: number;
  mode: LocationMode;
  address: string;
  /** The address suggestion the user picked (its coordinates and municipality), until the address is edited. */
  picked: AddressSuggestion | null;
  latitude: string;
  longitude: string;
  nickname: string;
  /** Next was pressed on the first step: every error of the step shows. */
  basicTried: boolean;
  /** A field's error shows once the user has left it (or pressed Next), never before they acted on it. */
  touched: ReadonlySet<string>;
  /** Coordinates mode: the nearest municipality of the point, pre-selected for the user to confirm. */
  suggestion: NearestSuggestion | null;
  municipalityId: number | null;
  selected: number[];
  /** The municipality whose committees were all selected when they loaded. */
  autoSelectedFor: number | null;
  currentUse: string | undefined;
  futureUse: string | undefined;
  notes: string;
  applicationNumbers: string;
}

export const LAST_STEP = 2;

export const initialWizardState: WizardState = {
  step: 0,
  mode: 'address',
  address: '',
  picked: null,
  latitude: '',
  longitude: '',
  nickname: '',
  basicTried: false,
  touched: new Set(),
  suggestion: null,
  municipalityId: null,
  selected: [],
  autoSelectedFor: null,
  currentUse: undefined,
  futureUse: undefined,
  notes: '',
  applicationNumbers: '',
};

/** The plain fields a step writes as the user types or picks. */
export type WizardField =
  'latitude' | 'longitude' | 'nickname' | 'currentUse' | 'futureUse' | 'notes' | 'applicationNumbers';

export type WizardAction =
  | { type: 'field'; field: WizardField; value: string | undefined }
  | { type: 'mode'; mode: LocationMode }
  | { type: 'typeAddress'; address: string }
  | { type: 'pickAddress'; address: string; suggestion: AddressSuggestion | null; municipalityId: number | null }
  | { type: 'touch'; field: string }
  | { type: 'tryBasic' }
  | { type: 'municipality'; id: number | null }
  | { type: 'suggest'; suggestion: NearestSuggestion }
  | { type: 'committees'; ids: number[] }
  | { type: 'autoSelect'; municipalityId: number; ids: number[] }
  | { type: 'step'; step: number };

/** A newly chosen municipality starts with no committee selected until its committees load. */
function chooseMunicipality(state: WizardState, id: number | null): WizardState {
  if (id === state.municipalityId) return state;
  return { ...state, municipalityId: id, selected: [], autoSelectedFor: null };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'mode':
      return { ...state, mode: action.mode, basicTried: false };
    case 'typeAddress':
      return {
        ...state,
        address: action.address,
        picked: state.picked && action.address !== state.picked.label ? null : state.picked,
      };
    case 'pickAddress': {
      const next = { ...state, address: action.address, picked: action.suggestion };
      return action.municipalityId === null ? next : chooseMunicipality(next, action.municipalityId);
    }
    case 'touch':
      return state.touched.has(action.field) ? state : { ...state, touched: new Set(state.touched).add(action.field) };
    case 'tryBasic':
      return { ...state, basicTried: true };
    case 'municipality':
      return chooseMunicipality(state, action.id);
    case 'suggest':
      return chooseMunicipality({ ...state, suggestion: action.suggestion }, action.suggestion.id);
    case 'committees':
      return { ...state, selected: action.ids };
    case 'autoSelect':
      return { ...state, selected: action.ids, autoSelectedFor: action.municipalityId };
    case 'step':
      return { ...state, step: Math.max(0, Math.min(LAST_STEP, action.step)) };
  }
}
