import { screen, waitFor, within } from '@testing-library/react';
import { fillIn, renderWithProviders, testUser } from 'shared-auth/testing';
import CreatePropertyPage from './CreatePropertyPage';
import { committeesFixture, landUseFixture, municipalitiesFixture, propertyFixture } from '../testing/fixtures';

const suggestions = [
  {
    id: 'address.1',
    label: '300 City Centre Drive, Mississauga, Ontario L5B 3C1, Canada',
    type: 'address',
    place: 'Mississauga',
    municipality: 'Mississauga',
    latitude: 43.589,
    longitude: -79.6441,
  },
];

function render(extra = {}) {
  return renderWithProviders(<CreatePropertyPage />, {
    route: '/properties/new',
    paths: ['/properties/new'],
    signedInAs: testUser,
    api: {
      'GET /api/properties/municipalities': { body: municipalitiesFixture },
      'GET /api/properties/land-use-types': { body: landUseFixture },
      'GET /api/properties/address-suggestions': { body: suggestions },
      ...Object.fromEntries(
        Object.entries(committeesFixture).map(([name, list]) => [
          `GET /api/committees/municipality/${encodeURIComponent(name)}`,
          { body: list },
        ]),
      ),
      'POST /api/properties/': (request: { body: unknown }) => ({
        status: 201,
        body: propertyFixture(request.body as object),
      }),
      ...extra,
    },
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')!.textContent);

// antd Selects and AutoComplete are slow in jsdom on a shared 2-core machine (a step test measured over 60 s while the
// machine ran other suites too): generous per-test timeouts.
jest.setTimeout(150_000);

describe('CreatePropertyPage (wizard)', () => {
  it('shows the three steps and the links back to the properties', async () => {
    const { user, location } = render();
    for (const title of ['Basic Details', 'Location & Committees', 'Additional Details'])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Properties/ })).toHaveAttribute('href', '/properties');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/properties');
  });

  it('step 1 validation: address required; coordinates required and in range', async () => {
    const { user } = render();
    await user.click(next());
    expect(await screen.findByText('Address is required')).toBeInTheDocument();

    // Another mode's fields show no error before the user acts on them...
    await user.click(screen.getByText('Coordinates'));
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.queryByText('Latitude is required')).not.toBeInTheDocument();
    // ...then a field left empty says so, and Next shows every error.
    await user.click(screen.getByLabelText('Latitude'));
    await user.tab();
    expect(await screen.findByText('Latitude is required')).toBeInTheDocument();
    expect(screen.queryByText('Longitude is required')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Longitude is required')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Latitude'), '91');
    await fillIn(user, screen.getByLabelText('Longitude'), '-181');
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Longitude must be between -180 and 180')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Latitude'));
    await fillIn(user, screen.getByLabelText('Latitude'), 'abc');
    expect(screen.getByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    await user.click(next());
    // Still on step 1.
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
  });

  it('asks for suggestions only from 3 characters, after the pause; picking one auto-picks the municipality and selects all its committees', async () => {
    const { user, mock } = render();
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, '30');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mock.callsTo('GET /api/properties/address-suggestions')).toHaveLength(0);
    await user.type(input, '0 city');
    // Typed quickly: one request for the final text after 350 ms of quiet.
    await waitFor(() => expect(mock.callsTo('GET /api/properties/address-suggestions').length).toBeGreaterThan(0));
    expect(mock.callsTo('GET /api/properties/address-suggestions').map((c) => c.url.searchParams.get('q'))).toEqual([
      '300 city',
    ]);
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title*="300 City Centre Drive"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await user.click(option);
    await user.click(next());
    // Mississauga was picked and all its committees selected, those of Peel Region and TRCA (which include it) named so.
    expect(await screen.findByText('Mississauga City Council')).toBeInTheDocument();
    expect(screen.getByTitle('Mississauga')).toBeInTheDocument();
    await waitFor(() =>
      expect(checked()).toEqual([
        'Mississauga City Council',
        'Regional Council (Peel Region)',
        'Board of Directors (Toronto and Region Conservation Authority)',
      ]),
    );
    expect(next()).toBeEnabled();
  });

  it('step 2: municipality required; changing it clears and re-selects all committees; none selected disables Next', async () => {
    const { user } = render();
    // A typed address naming no municipality: none is picked.
    await fillIn(user, screen.getByRole('combobox', { name: 'Address' }), '12 Unknown Road');
    await user.click(next());
    // No error before the user has acted on the field; Next is disabled all the same.
    expect(await screen.findByRole('combobox', { name: 'Municipality' })).toBeInTheDocument();
    expect(screen.queryByText('Please select a municipality')).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    // Leaving the field without a choice says what is missing.
    await user.click(screen.getByRole('combobox', { name: 'Municipality' }));
    await user.tab();
    expect(await screen.findByText('Please select a municipality')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Municipality' }));
    await user.click(
      await waitFor(() => document.querySelector('.ant-select-item-option[title="Toronto"]') as HTMLElement),
    );
    await waitFor(() => expect(checked()).toEqual(['City Council', 'Planning and Housing Committee']));
    expect(next()).toBeEnabled();

    await user.click(screen.getByLabelText('City Council'));
    await user.click(screen.getByLabelText('Planning and Housing Committee'));
    expect(await screen.findByText('Select at least one committee')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Municipality' }));
    await user.click(
      await waitFor(() => document.querySelector('.ant-select-item-option[title="Mississauga"]') as HTMLElement),
    );
    await waitFor(() =>
      expect(checked()).toEqual([
        'Mississauga City Council',
        'Regional Council (Peel Region)',
        'Board of Directors (Toronto and Region Conservation Authority)',
      ]),
    );

    // A municipality without committees needs none.
    await user.click(screen.getByRole('combobox', { name: 'Municipality' }));
    await user.click(
      await waitFor(() => document.querySelector('.ant-select-item-option[title="Richmond Hill"]') as HTMLElement),
    );
    expect(await screen.findByText('No committees are known for this municipality yet.')).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('leaving step 1 picks the municipality named in the address; creates with the address as the name; Back keeps values', async () => {
    const { user, mock, location } = render();
    await fillIn(user, screen.getByRole('combobox', { name: 'Address' }), '55 John Street, Toronto, ON');
    await user.click(next());
    await waitFor(() => expect(checked()).toEqual(['City Council', 'Planning and Housing Committee']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveValue('55 John Street, Toronto, ON');
    await user.click(next());
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(screen.getByText('55 John Street, Toronto, ON')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Notes'), 'Corner lot');
    // The property's own application numbers: optional, comma-separated, checked before they are sent.
    await fillIn(user, screen.getByLabelText('Application numbers'), 'OZ 22/012 W7, no digits');
    expect(
      await screen.findByText('"no digits" is not a planning application number (such as OZ 22/012 or A-123/24)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Application numbers'));
    await fillIn(user, screen.getByLabelText('Application numbers'), 'OZ 22/012 W7,  22 123456 STE 10 OZ ,');
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(mock.callsTo('POST /api/properties/')).toHaveLength(1));
    expect(mock.callsTo('POST /api/properties/')[0]!.body).toEqual({
      name: '55 John Street, Toronto, ON',
      nickname: null,
      address: '55 John Street, Toronto, ON',
      latitude: null,
      longitude: null,
      municipality_id: 3,
      current_land_use: null,
      future_land_use: null,
      notes: 'Corner lot',
      application_numbers: ['OZ 22/012 W7', '22 123456 STE 10 OZ'],
      selectedCommittees: [11, 12],
    });
    await waitFor(() => expect(location()).toBe('/properties'));
  });

  it('coordinates mode names the property after the coordinates; a failed create shows the popup', async () => {
    const { user, mock } = render({
      'POST /api/properties/': { status: 500, body: { detail: 'Internal Server Error' } },
    });
    await user.click(screen.getByText('Coordinates'));
    await fillIn(user, screen.getByLabelText('Latitude'), '43.6426');
    await fillIn(user, screen.getByLabelText('Longitude'), '-79.3871');
    await user.click(next());
    await user.click(screen.getByRole('combobox', { name: 'Municipality' }));
    await user.click(
      await waitFor(() => document.querySelector('.ant-select-item-option[title="Mississauga"]') as HTMLElement),
    );
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(screen.getByText('Location 43.643° N, 79.387° W')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('Failed to create property. Please try again.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/properties/')[0]!.body).toMatchObject({
      name: 'Location 43.643° N, 79.387° W',
      address: null,
      latitude: 43.6426,
      longitude: -79.3871,
      municipality_id: 1,
      selectedCommittees: [21, 31, 41],
    });
    expect(within(document.body).getByText('Failed to create property. Please try again.')).toBeInTheDocument();
  });
});
