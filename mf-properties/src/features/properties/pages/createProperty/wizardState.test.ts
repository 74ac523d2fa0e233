import type { AddressSuggestion } from '../../api/types';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizardState';

const suggestion: AddressSuggestion = {
  id: 'address.1',
  label: '300 City Centre Drive, Mississauga',
  type: 'address',
  place: 'Mississauga',
  municipality: 'Mississauga',
  latitude: 43.589,
  longitude: -79.6441,
};

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizardState);

describe('the create wizard form state', () => {
  it('keeps a picked address until the address is edited', () => {
    const picked = run({ type: 'pickAddress', address: suggestion.label, suggestion, municipalityId: 7 });
    expect(picked).toMatchObject({ address: suggestion.label, picked: suggestion, municipalityId: 7 });
    expect(wizardReducer(picked, { type: 'typeAddress', address: suggestion.label }).picked).toBe(suggestion);
    expect(wizardReducer(picked, { type: 'typeAddress', address: '300 City Centre' })).toMatchObject({
      address: '300 City Centre',
      picked: null,
    });
  });

  it('a picked address without a known municipality leaves the chosen one alone', () => {
    const state = run(
      { type: 'municipality', id: 3 },
      { type: 'pickAddress', address: 'somewhere', suggestion: null, municipalityId: null },
    );
    expect(state).toMatchObject({ municipalityId: 3, address: 'somewhere', picked: null });
  });

  it('a newly chosen municipality clears the committees until its own load; the same one keeps them', () => {
    const loaded = run({ type: 'municipality', id: 3 }, { type: 'autoSelect', municipalityId: 3, ids: [1, 2] });
    expect(loaded).toMatchObject({ municipalityId: 3, selected: [1, 2], autoSelectedFor: 3 });
    expect(wizardReducer(loaded, { type: 'municipality', id: 3 })).toBe(loaded);
    expect(wizardReducer(loaded, { type: 'municipality', id: 4 })).toMatchObject({
      municipalityId: 4,
      selected: [],
      autoSelectedFor: null,
    });
  });

  it('a nearest-municipality suggestion is remembered and chosen', () => {
    const nearest = { key: '43.65,-79.38', id: 9 };
    expect(run({ type: 'suggest', suggestion: nearest })).toMatchObject({ suggestion: nearest, municipalityId: 9 });
  });

  it('touches a field once, and switching the location mode forgets a pressed Next', () => {
    const touched = run({ type: 'touch', field: 'address' });
    expect(wizardReducer(touched, { type: 'touch', field: 'address' })).toBe(touched);
    expect([...touched.touched]).toEqual(['address']);
    const tried = run({ type: 'tryBasic' });
    expect(tried.basicTried).toBe(true);
    expect(wizardReducer(tried, { type: 'mode', mode: 'coordinates' })).toMatchObject({
      mode: 'coordinates',
      basicTried: false,
    });
  });

  it('keeps the step within the three steps', () => {
    expect(run({ type: 'step', step: 5 }).step).toBe(2);
    expect(run({ type: 'step', step: -1 }).step).toBe(0);
    expect(run({ type: 'field', field: 'notes', value: 'corner lot' }).notes).toBe('corner lot');
  });
});
