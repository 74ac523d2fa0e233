import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, renderWithProviders, testUser, type MockRoutes } from 'shared-auth/testing';
import ApplicationsPage from './ApplicationsPage';
import { listAnswer, listItem, PROPERTY_ID } from '../testing/fixtures';

// antd selects and cards render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(150_000);
const eventually = (check: () => void) => waitFor(check, { timeout: 10_000 });

const PROPERTIES = [
  { id: PROPERTY_ID, name: 'Queen West Lofts', latitude: 43.6487, longitude: -79.3975 },
  { id: '99999999-2222-4333-8444-555555555555', name: 'No Location Yet', latitude: null, longitude: null },
];

function render(route: string, list: MockRoutes[string]) {
  return renderWithProviders(<ApplicationsPage />, {
    route,
    paths: ['/applications'],
    signedInAs: testUser,
    api: {
      'GET /api/applications/': list,
      'GET /api/properties/municipalities': { body: [{ id: 5, name: 'Toronto' }] },
      'GET /api/properties/': { body: PROPERTIES },
    },
  });
}

describe('ApplicationsPage', () => {
  it('lists the applications as cards linked to their page, with the count', async () => {
    render('/applications', {
      body: listAnswer([listItem(), listItem({ id: 8, fileNumbers: [], type: 'consent', status: null })]),
    });
    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('link', { name: /24 181234 STE 10 OZ · 500 Queen Street West/ }),
    ).toHaveAttribute('href', '/applications/7');
    expect(within(cards[1]!).getByRole('link', { name: 'Consent at 500 Queen Street West' })).toBeInTheDocument();
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('sends the filters of the address to the API, and a chosen distance from a property', async () => {
    const { mock, user, location } = render(`/applications?type=consent&municipalityId=5&from=2025-01-01`, {
      body: listAnswer([listItem({ distanceMeters: 131 })]),
    });
    await screen.findAllByTestId('application-card');
    const first = mock.callsTo('GET /api/applications/')[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({
      type: 'consent',
      municipalityId: '5',
      from: '2025-01-01',
      page: '1',
      pageSize: '20',
    });
    // Only the properties with a location measure distances; the distance waits for a property.
    expect(screen.getByRole('combobox', { name: 'Within' })).toBeDisabled();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Distance from property' }), 'Queen West Lofts');
    expect(screen.queryByTitle('No Location Yet')).toBeNull();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Within' }), 'Within 500 m');
    await eventually(() => expect(location()).toContain('within=500'));
    const last = mock.callsTo('GET /api/applications/').at(-1)!.url.searchParams;
    expect(last.get('propertyId')).toBe(PROPERTY_ID);
    expect(last.get('within')).toBe('500');
    expect(await screen.findByText('131 m away')).toBeInTheDocument();
  });

  it('searches by words after a pause, from the first page', async () => {
    const { mock, user, location } = render('/applications?page=2', { body: listAnswer([listItem()], 45, 2) });
    await screen.findAllByTestId('application-card');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'A-656/16 NY');
    await eventually(() => expect(location()).toBe('/applications?q=A-656%2F16+NY'));
    await eventually(() =>
      expect(mock.callsTo('GET /api/applications/').at(-1)!.url.searchParams.get('q')).toBe('A-656/16 NY'),
    );
    expect(mock.callsTo('GET /api/applications/').at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('pages through the list', async () => {
    const { user, location } = render('/applications', { body: listAnswer([listItem()], 45) });
    await screen.findAllByTestId('application-card');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Application pages' })).getByRole('button', { name: 'Next' }),
    );
    await eventually(() => expect(location()).toBe('/applications?page=2'));
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user, location } = render('/applications?status=Closed', { body: listAnswer([]) });
    expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await eventually(() => expect(location()).toBe('/applications'));
    expect(await screen.findByText('No applications have been read yet.')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    render('/applications', () =>
      fail ? { status: 400, body: { detail: 'from must not be after to' } } : { body: listAnswer([listItem()]) },
    );
    expect(await screen.findByText('from must not be after to')).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findAllByTestId('application-card')).toHaveLength(1);
  });
});
