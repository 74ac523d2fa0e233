import { screen } from '@testing-library/react';
import { chooseOption, renderWithProviders } from 'shared-auth/testing';
import { DEFAULT_FILTERS, type MapFilterState, type MapProperty } from '../api/mapQuery';
import { MapFilters } from './MapFilters';

const properties = [{ id: 'p-1', name: 'Queen Plaza' }] as MapProperty[];
const municipalities = [{ id: 7, name: 'Toronto' }];

function renderFilters(value: MapFilterState = DEFAULT_FILTERS) {
  const onChange = jest.fn<void, [MapFilterState]>();
  const view = renderWithProviders(
    <MapFilters value={value} onChange={onChange} properties={properties} municipalities={municipalities} />,
  );
  return { ...view, onChange };
}

it('names every filter by its visible label and shows "All ..." while nothing is chosen', () => {
  renderFilters();
  for (const name of ['Period', 'Type', 'Municipality', 'Property'])
    expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Severity' })).toBeInTheDocument();
  expect(screen.getByText('Last 90 days')).toBeInTheDocument();
  for (const text of ['All types', 'All municipalities', 'All properties'])
    expect(screen.getByText(text)).toBeInTheDocument();
});

it('sets the period, the municipality and the property, keeping the other filters', async () => {
  const { user, onChange } = renderFilters();
  await chooseOption(user, screen.getByRole('combobox', { name: 'Period' }), 'Last 12 months');
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, days: 365 });
  await chooseOption(user, screen.getByRole('combobox', { name: 'Municipality' }), 'Toronto');
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, municipalityId: 7 });
  await chooseOption(user, screen.getByRole('combobox', { name: 'Property' }), 'Queen Plaza');
  expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, propertyId: 'p-1' });
});
