import { screen, waitFor, within } from '@testing-library/react';
import { fillIn, renderWithProviders, testUser, type MockRoutes } from 'shared-auth/testing';
import CoveragePage from './CoveragePage';
import { coverageDetail, coverageList } from '../testing/fixtures';

// Leaflet (react-leaflet ships ES modules only) does not load in jest: the map's points render as buttons here, with
// the props the page gives the real map (the map itself is checked in a browser by the e2e suite, as /map's).
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  PointMap: ({ points, label, onSelect }: import('shared-auth').PointMapProps) => (
    <div role="region" aria-label={label}>
      {points.map((p) => (
        <button key={p.id} type="button" data-color={p.color} onClick={() => onSelect?.(p.id)}>
          {p.title}
        </button>
      ))}
    </div>
  ),
}));

// antd tables and drawers are slow in jsdom on a shared 2-core machine.
jest.setTimeout(150_000);

function render(route = '/coverage', extra: MockRoutes = {}) {
  let guelphRequested = false;
  return renderWithProviders(<CoveragePage />, {
    route,
    paths: ['/coverage', '/coverage/:id'],
    signedInAs: testUser,
    api: {
      'GET /api/coverage': () => ({
        body: {
          ...coverageList,
          municipalities: coverageList.municipalities.map((m) =>
            m.id === 8 ? { ...m, requested: guelphRequested } : m,
          ),
        },
      }),
      'GET /api/coverage/8': () => ({ body: coverageDetail(8, { requested: guelphRequested }) }),
      'GET /api/coverage/3': { body: coverageDetail(3) },
      'GET /api/coverage/999': { status: 404, body: { detail: 'Municipality not found' } },
      'POST /api/coverage/8/request': () => {
        guelphRequested = true;
        return { status: 201, body: { requested: true } };
      },
      ...extra,
    },
  });
}

/** A longer wait than waitFor's 1 s: the search is debounced, and a table renders slowly in jsdom on a busy machine. */
const eventually = (check: () => void) => waitFor(check, { timeout: 10_000 });

/** The names in the table's rows, in order. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('link')[0]?.textContent ?? row.textContent);

describe('CoveragePage', () => {
  it('lists every municipality with its coverage in words, sorted by name; search and the level filter narrow it', async () => {
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Coverage' })).toBeInTheDocument();
    expect(await screen.findByText('6 municipalities')).toBeInTheDocument();
    expect(names()).toEqual([
      'Guelph',
      'Hamilton',
      'Hamilton (Northumberland)',
      'Markham',
      'Mississauga',
      'Toronto',
    ]);
    const guelph = screen.getByRole('link', { name: 'Guelph' }).closest('tr')!;
    expect(within(guelph).getByText('Not watched')).toBeInTheDocument();
    const markham = screen.getByRole('link', { name: 'Markham' }).closest('tr')!;
    expect(within(markham).getByText('Partly watched')).toBeInTheDocument();
    expect(within(markham).getByText('York Region')).toBeInTheDocument();
    const toronto = screen.getByRole('link', { name: 'Toronto' }).closest('tr')!;
    expect(within(toronto).getByText('Fully watched')).toBeInTheDocument();
    const hamiltonTownship = screen.getByRole('link', { name: 'Hamilton (Northumberland)' }).closest('tr')!;
    expect(within(hamiltonTownship).getByText('Requested')).toBeInTheDocument();

    // Search (by name or upper tier), debounced.
    await fillIn(user, screen.getByRole('searchbox', { name: 'Search municipalities' }), 'hamilton');
    await waitFor(() => expect(screen.getByText('2 of 6 municipalities')).toBeInTheDocument());
    expect(names()).toEqual(['Hamilton', 'Hamilton (Northumberland)']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search municipalities' }));
    await fillIn(user, screen.getByRole('searchbox', { name: 'Search municipalities' }), 'york');
    expect(screen.getByRole('searchbox', { name: 'Search municipalities' })).toHaveValue('york');
    await eventually(() => expect(names()).toEqual(['Markham']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search municipalities' }));
    await waitFor(() => expect(screen.getByText('6 municipalities')).toBeInTheDocument());

    // The map shows the same municipalities, coloured by coverage.
    const map = screen.getByRole('region', { name: 'Map of the municipalities by coverage' });
    expect(within(map).getByRole('button', { name: 'Guelph: Not watched' })).toHaveAttribute('data-color', '#8c8c8c');
    expect(within(map).getByRole('button', { name: 'Markham: Partly watched' })).toHaveAttribute('data-color', '#d48806');
    expect(within(map).getByRole('button', { name: 'Toronto: Fully watched' })).toHaveAttribute('data-color', '#389e0d');

    // Level filter, with the server's totals.
    await user.click(screen.getByText('Not watched (2)'));
    await eventually(() => expect(names()).toEqual(['Guelph', 'Hamilton (Northumberland)']));
    await user.click(screen.getByText('Fully watched (3)'));
    await eventually(() => expect(names()).toEqual(['Hamilton', 'Mississauga', 'Toronto']));
    await user.click(screen.getByRole('checkbox', { name: 'Only where I have properties' }));
    await eventually(() => expect(names()).toEqual(['Toronto']));
    await user.click(screen.getByText('All (6)'));
    expect(screen.getByRole('checkbox', { name: 'Only where I have properties' })).toBeChecked();
    await eventually(() => expect(names()).toEqual(['Markham', 'Toronto']));
  });

  it('sorts by coverage and by properties', async () => {
    const { user } = render();
    await screen.findByText('6 municipalities');
    await user.click(within(screen.getByRole('table')).getAllByText('Coverage', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() =>
      expect(names()).toEqual([
        'Hamilton',
        'Mississauga',
        'Toronto',
        'Markham',
        'Guelph',
        'Hamilton (Northumberland)',
      ]),
    );
    await user.click(within(screen.getByRole('table')).getAllByText('Your properties', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(names().slice(-2)).toEqual(['Markham', 'Toronto']));
  });

  it('a row opens the detail: the message, the sources and Request coverage, which becomes "Coverage requested"', async () => {
    const { user, mock, location } = render();
    await screen.findByText('6 municipalities');
    // A click anywhere on the row (not only the name's link).
    await user.click(within(screen.getByRole('link', { name: 'Guelph' }).closest('tr')!).getByText('Not watched'));
    await waitFor(() => expect(location()).toBe('/coverage/8'));
    const detail = await screen.findByTestId('coverage-detail');
    expect(within(detail).getByRole('heading', { name: 'Guelph' })).toBeInTheDocument();
    expect(
      within(detail).getByText(
        'Council agendas of Guelph are not read yet. This property will still get regional, conservation authority, provincial and tribunal items.',
      ),
    ).toBeInTheDocument();
    // The sources with their state and health.
    const sources = within(detail).getByRole('table');
    for (const text of [
      'TRCA board agendas',
      'Conservation authority',
      'Working',
      '12',
      'Toronto council agendas',
      'Degraded',
      'The portal refused our requests (403) on the last 3 runs',
    ])
      expect(within(sources).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(sources).getByText(/\(3 in a row\)/)).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Request coverage' }));
    await waitFor(() => expect(mock.callsTo('POST /api/coverage/8/request')).toHaveLength(1));
    expect(mock.callsTo('POST /api/coverage/8/request')[0]!.body).toEqual({});
    expect(await within(detail).findByRole('button', { name: /Coverage requested/ })).toBeDisabled();
    // The list is fetched again: Guelph shows as requested.
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: 'Guelph' }).closest('tr')!).getByText('Requested'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/coverage'));

    // A point of the map opens its detail too.
    const map = screen.getByRole('region', { name: 'Map of the municipalities by coverage' });
    await user.click(within(map).getByRole('button', { name: 'Toronto: Fully watched' }));
    await waitFor(() => expect(location()).toBe('/coverage/3'));
  });

  it('a watched municipality offers no request; an unknown one says so', async () => {
    const first = render('/coverage/3');
    const detail = await screen.findByTestId('coverage-detail');
    expect(within(detail).getByText('Fully watched')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Request coverage' })).not.toBeInTheDocument();
    first.unmount();

    render('/coverage/999');
    expect(await screen.findByText('This municipality is not in Parcelwatch.')).toBeInTheDocument();
  });

  it('shows the server error with Retry, then the table once it answers', async () => {
    const { user, mock } = render('/coverage', {
      'GET /api/coverage': { status: 503, body: { detail: 'The coverage is being computed. Try again shortly.' } },
    });
    expect(await screen.findByText('The coverage is being computed. Try again shortly.')).toBeInTheDocument();
    mock.use({ 'GET /api/coverage': { body: coverageList } });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('6 municipalities')).toBeInTheDocument();
  });
});
