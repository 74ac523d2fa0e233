import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fillIn, renderWithProviders, testUser, type MockRoutes } from 'shared-auth/testing';
import CreatePropertyPage from './CreatePropertyPage';
import { coverageDetail, coverageRow } from '../../coverage/testing/fixtures';
import type { CoverageDetail } from '../../coverage/api/types';
import type { RegistryMunicipality } from '../api/registryApi';
import { landUseFixture, propertyFixture } from '../testing/fixtures';

// The registry as the server sends it: kinds, upper tiers and points; same-named places already told apart.
const registry: RegistryMunicipality[] = [
  {
    id: 3,
    name: 'Toronto',
    parent_name: null,
    kind: 'single-tier',
    upper_tier: null,
    latitude: 43.65,
    longitude: -79.38,
  },
  {
    id: 7,
    name: 'Markham',
    parent_name: 'York Region',
    kind: 'lower-tier',
    upper_tier: 'York Region',
    latitude: 43.86,
    longitude: -79.34,
  },
  {
    id: 8,
    name: 'Guelph',
    parent_name: null,
    kind: 'single-tier',
    upper_tier: null,
    latitude: 43.55,
    longitude: -80.25,
  },
  {
    id: 12,
    name: 'Puslinch',
    parent_name: 'Wellington County',
    kind: 'lower-tier',
    upper_tier: 'Wellington County',
    latitude: 43.45,
    longitude: -80.17,
  },
  {
    id: 9,
    name: 'Hamilton',
    parent_name: null,
    kind: 'single-tier',
    upper_tier: null,
    latitude: 43.26,
    longitude: -79.87,
  },
  {
    id: 10,
    name: 'Hamilton (Northumberland)',
    parent_name: 'Northumberland County',
    kind: 'lower-tier',
    upper_tier: 'Northumberland County',
    latitude: 44.03,
    longitude: -78.2,
  },
  {
    id: 20,
    name: 'York Region',
    parent_name: null,
    kind: 'upper-tier',
    upper_tier: null,
    latitude: 44,
    longitude: -79.4,
  },
  {
    id: 21,
    name: 'Grand River Conservation Authority',
    parent_name: null,
    kind: 'conservation-authority',
    upper_tier: null,
    latitude: 43.5,
    longitude: -80.4,
  },
];

const puslinch = coverageRow({ id: 12, name: 'Puslinch', upper_tier: 'Wellington County', coverage: 'partial' });
const details: Record<number, CoverageDetail> = {
  3: coverageDetail(3),
  7: coverageDetail(7),
  8: coverageDetail(8),
  12: {
    ...coverageDetail(8),
    municipality: puslinch,
    coverage: 'partial',
    message:
      'Council agendas of Puslinch are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.',
  },
};

function render(extra: MockRoutes = {}) {
  const requested = new Set<number>();
  const detailRoutes = Object.fromEntries(
    Object.entries(details).map(([id, detail]) => [
      `GET /api/coverage/${id}`,
      () => ({ body: { ...detail, requested: requested.has(Number(id)) } }),
    ]),
  );
  const committeeRoutes = Object.fromEntries(
    registry.map((m) => [`GET /api/committees/municipality/${encodeURIComponent(m.name.toLowerCase())}`, { body: [] }]),
  );
  return renderWithProviders(<CreatePropertyPage />, {
    route: '/properties/new',
    paths: ['/properties/new'],
    signedInAs: testUser,
    api: {
      'GET /api/properties/municipalities': { body: registry },
      'GET /api/properties/land-use-types': { body: landUseFixture },
      'GET /api/properties/address-suggestions': { body: [] },
      'GET /api/properties/municipalities/nearest': {
        body: [
          { id: 8, name: 'Guelph', distance_km: 0.4, basis: 'registry' },
          { id: 12, name: 'Puslinch', distance_km: 6.24, basis: 'registry' },
          { id: 10, name: 'Hamilton (Northumberland)', distance_km: 180, basis: 'registry' },
        ],
      },
      ...detailRoutes,
      ...committeeRoutes,
      'POST /api/coverage/8/request': () => {
        requested.add(8);
        return { status: 201, body: { requested: true } };
      },
      'POST /api/properties/': (request: { body: unknown }) => ({
        status: 201,
        body: propertyFixture(request.body as object),
      }),
      ...extra,
    },
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const municipalityField = () => screen.getByRole('combobox', { name: 'Municipality' });
/** The municipality the select shows. */
const chosen = () =>
  municipalityField().closest('.ant-select')!.querySelector('[title]:not(.ant-select-item)')?.getAttribute('title');

jest.setTimeout(150_000);

describe('CreatePropertyPage: every municipality and its coverage', () => {
  it('offers the municipalities a property can be in, names as given; shows the chosen one coverage before the user commits', async () => {
    const { user, mock } = render();
    await fillIn(user, screen.getByRole('combobox', { name: 'Address' }), '1 Main Street');
    await user.click(next());
    await user.click(municipalityField());
    // Counties, regions and conservation authorities cannot hold a property: not offered.
    await screen.findAllByTitle('Hamilton (Northumberland)');
    const listed = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(listed).toEqual(expect.arrayContaining(['Hamilton', 'Hamilton (Northumberland)', 'Guelph', 'Markham']));
    expect(listed).not.toContain('York Region');
    expect(listed).not.toContain('Grand River Conservation Authority');
    await user.keyboard('{Escape}');

    // A fully watched municipality: the sentence, nothing to request.
    await chooseOption(user, municipalityField(), 'Toronto');
    const full = await screen.findByTestId('wizard-coverage');
    expect(full).toHaveClass('ant-alert-info');
    expect(within(full).getByText(/Council agendas of Toronto are read/)).toBeInTheDocument();
    expect(within(full).queryByRole('button', { name: 'Request coverage' })).not.toBeInTheDocument();

    // An unwatched one: the server's sentence, Request coverage and See coverage (a new tab keeps the wizard).
    await chooseOption(user, municipalityField(), 'Guelph');
    await waitFor(() =>
      expect(
        screen.getByText(
          'Council agendas of Guelph are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.',
        ),
      ).toBeInTheDocument(),
    );
    const alert = screen.getByTestId('wizard-coverage');
    expect(alert).toHaveClass('ant-alert-warning');
    const see = within(alert).getByRole('link', { name: 'See coverage' });
    expect(see).toHaveAttribute('href', '/coverage/8');
    expect(see).toHaveAttribute('target', '_blank');
    await user.click(within(alert).getByRole('button', { name: 'Request coverage' }));
    await waitFor(() => expect(mock.callsTo('POST /api/coverage/8/request')).toHaveLength(1));
    expect(
      await within(screen.getByTestId('wizard-coverage')).findByRole('button', { name: /Coverage requested/ }),
    ).toBeDisabled();
    // The property can still be created there.
    expect(next()).toBeEnabled();
  });

  it('coordinates mode: proposes the nearest municipalities, pre-selects the first as a suggestion, and keeps the user own choice', async () => {
    const { user, mock } = render();
    await user.click(screen.getByText('Coordinates'));
    await fillIn(user, screen.getByLabelText('Latitude'), '43.5448');
    await fillIn(user, screen.getByLabelText('Longitude'), '-80.2482');
    await user.click(next());

    expect(await screen.findByText('Suggested from the location: Guelph (0.4 km)')).toBeInTheDocument();
    const [call] = mock.callsTo('GET /api/properties/municipalities/nearest');
    expect(call!.url.searchParams.get('latitude')).toBe('43.5448');
    expect(call!.url.searchParams.get('longitude')).toBe('-80.2482');
    await waitFor(() => expect(chosen()).toBe('Guelph'));
    // No error was shown, the suggestion's coverage is, and the user can go on.
    expect(screen.queryByText('Please select a municipality')).not.toBeInTheDocument();
    expect(await screen.findByText(/Council agendas of Guelph are not read yet/)).toBeInTheDocument();
    expect(next()).toBeEnabled();

    // The other nearby municipalities, to confirm another.
    const nearest = screen.getByRole('radiogroup');
    expect(within(nearest).getByLabelText('Guelph (0.4 km)')).toBeChecked();
    await user.click(within(nearest).getByLabelText('Puslinch (6.2 km)'));
    await waitFor(() => expect(chosen()).toBe('Puslinch'));
    expect(screen.queryByText(/Suggested from the location/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Council agendas of Puslinch are not read yet/)).toBeInTheDocument();
    expect(within(nearest).getByLabelText('Hamilton (Northumberland) (180 km)')).not.toBeChecked();

    // Another point: the user's own choice stays.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Latitude'));
    await fillIn(user, screen.getByLabelText('Latitude'), '43.55');
    await user.click(next());
    await waitFor(() => expect(mock.callsTo('GET /api/properties/municipalities/nearest')).toHaveLength(2));
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(chosen()).toBe('Puslinch');

    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Create Property' }));
    await waitFor(() => expect(mock.callsTo('POST /api/properties/')).toHaveLength(1));
    expect(mock.callsTo('POST /api/properties/')[0]!.body).toMatchObject({ municipality_id: 12, latitude: 43.55 });
  });

  it('a new point replaces the suggestion the user has not changed', async () => {
    const { user, mock } = render();
    await user.click(screen.getByText('Coordinates'));
    await fillIn(user, screen.getByLabelText('Latitude'), '43.5448');
    await fillIn(user, screen.getByLabelText('Longitude'), '-80.2482');
    await user.click(next());
    await screen.findByText('Suggested from the location: Guelph (0.4 km)');
    mock.use({
      'GET /api/properties/municipalities/nearest': {
        body: [{ id: 7, name: 'Markham', distance_km: 0, basis: 'address' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Latitude'));
    await fillIn(user, screen.getByLabelText('Latitude'), '43.86');
    await user.clear(screen.getByLabelText('Longitude'));
    await fillIn(user, screen.getByLabelText('Longitude'), '-79.34');
    await user.click(next());
    expect(
      await screen.findByText('Suggested from the location: Markham (0.0 km, by its address)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(chosen()).toBe('Markham'));
  });
});
