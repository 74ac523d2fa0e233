import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockScreenWidth, renderWithProviders, testUser, type MockRequest } from 'shared-auth/testing';
import { confirmPopover, waitForCalls } from '../../../testing';
import type { Source } from '../api/types';
import SourcesPage from './SourcesPage';

const operator = { ...testUser, platform_operator: true };

const source = (over: Partial<Source>): Source => ({
  source: 'escribe:trca',
  connector: 'escribe',
  kind: 'conservation',
  base_url: 'https://pub-trca.escribemeetings.com',
  municipality_id: 3,
  municipality_name: 'Toronto and Region Conservation Authority',
  time_zone: 'America/Toronto',
  paused: false,
  origin: 'env',
  created_at: '2026-11-01T12:00:00.000Z',
  last_run_at: '2026-11-26T14:05:00.000Z',
  last_success_at: '2026-11-26T14:05:00.000Z',
  last_error: null,
  last_error_at: null,
  records_last_run: 5,
  cursor: '2026-10-27',
  failed_meetings: [],
  failed_meetings_total: 0,
  ...over,
});

const TRCA = source({});
const TMMIS = source({
  source: 'tmmis:toronto',
  connector: 'tmmis',
  kind: 'council',
  base_url: 'https://secure.toronto.ca/council',
  municipality_name: 'Toronto',
  last_error: 'https://secure.toronto.ca/council/api/csrf.json answered 403',
});
const GUELPH = source({
  source: 'escribe:guelph',
  kind: 'council',
  base_url: 'https://pub-guelph.escribemeetings.com',
  municipality_id: 40,
  municipality_name: 'Guelph',
  origin: 'operator',
  paused: true,
  last_run_at: null,
  last_success_at: null,
});

const MUNICIPALITIES = [
  { id: 40, name: 'Guelph', parent_name: null },
  { id: 41, name: 'Hamilton', parent_name: null },
];

function renderPage(routes = {}) {
  return renderWithProviders(<SourcesPage />, {
    route: '/operator/sources',
    paths: ['/operator/sources'],
    signedInAs: operator,
    api: {
      'GET /api/admin/sources': { body: [TMMIS, TRCA, GUELPH] },
      'GET /api/properties/municipalities': { body: MUNICIPALITIES },
      'GET /api/admin/coverage-requests': { body: [] },
      ...routes,
    },
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

// A desktop's width (the suite's default answers as a phone), unless a test says otherwise.
beforeEach(() => mockScreenWidth(1366));
afterEach(() => jest.restoreAllMocks());
// Forms in a modal, typed into on a shared machine: generous.
jest.setTimeout(240_000);

it('lists the sources with their kind, municipality, state and last read', async () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
  await screen.findByText('escribe:trca');
  const trca = within(rowOf('escribe:trca'));
  expect(trca.getByText('Conservation authority')).toBeInTheDocument();
  expect(trca.getByText('Toronto and Region Conservation Authority')).toBeInTheDocument();
  expect(trca.getByText('Reading')).toBeInTheDocument();
  expect(trca.getByText('Nov 26, 2026, 9:05 AM')).toBeInTheDocument();
  expect(trca.getByText('Environment')).toBeInTheDocument();
  // An env source cannot be removed (it would come back on start).
  expect(trca.getByRole('button', { name: 'Remove escribe:trca' })).toBeDisabled();

  expect(within(rowOf('tmmis:toronto')).getByText('Failing')).toBeInTheDocument();
  const guelph = within(rowOf('escribe:guelph'));
  expect(guelph.getByText('Paused')).toBeInTheDocument();
  expect(guelph.getByText('Never')).toBeInTheDocument();
  expect(guelph.getByRole('button', { name: 'Run escribe:guelph now' })).toBeDisabled();
  expect(guelph.getByRole('button', { name: 'Resume escribe:guelph' })).toBeEnabled();
});

it('on a phone, each source says its kind, municipality, state and last read beside its actions', async () => {
  jest.restoreAllMocks();
  mockScreenWidth(390);
  renderPage();
  await screen.findByText('escribe:trca');
  expect(screen.queryByRole('columnheader', { name: 'Kind' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Origin' })).not.toBeInTheDocument();
  const tmmis = within(rowOf('tmmis:toronto'));
  expect(tmmis.getByText('Council agendas · Toronto')).toBeInTheDocument();
  expect(tmmis.getByText('Failing')).toBeInTheDocument();
  expect(tmmis.getByText('Last read Nov 26, 2026, 9:05 AM')).toBeInTheDocument();
  expect(tmmis.getByRole('button', { name: 'Run tmmis:toronto now' })).toBeEnabled();
});

it("lists users' coverage requests as ranked, with the council source reading each, and adds a portal for one", async () => {
  renderPage({
    'GET /api/admin/coverage-requests': {
      body: [
        {
          municipality_id: 41,
          municipality_name: 'Hamilton',
          companies: 2,
          properties_waiting: 3,
          first_requested_at: '2026-11-20T12:00:00.000Z',
          last_requested_at: '2026-11-27T15:30:00.000Z',
        },
        {
          municipality_id: 40,
          municipality_name: 'Guelph',
          companies: 1,
          properties_waiting: 1,
          first_requested_at: '2026-11-21T12:00:00.000Z',
          last_requested_at: '2026-11-21T12:00:00.000Z',
        },
      ],
    },
  });
  expect(screen.getByRole('heading', { name: 'Coverage requests' })).toBeInTheDocument();
  const table = screen.getByTestId('coverage-requests');
  await within(table).findByText('Hamilton');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^Hamilton32Nov 27, 2026, 10:30 AMNoneAdd portal$/),
    expect.stringMatching(/^Guelph11Nov 21, 2026, 7:00 AMescribe:guelph$/),
  ]);
  await within(table).findByText('escribe:guelph');
  fireEvent.click(within(table).getByRole('button', { name: 'Add a portal for Hamilton' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add eSCRIBE portal' });
  await waitFor(() => expect(within(dialog).getByText('Hamilton')).toBeInTheDocument());
});

it('shows the error with a retry when the list cannot be loaded', async () => {
  const view = renderPage({
    'GET /api/admin/sources': { status: 403, body: { detail: 'Only platform operators can do this.' } },
  });
  expect(await screen.findByText('Only platform operators can do this.')).toBeInTheDocument();
  view.mock!.use({ 'GET /api/admin/sources': { body: [TRCA] } });
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('escribe:trca')).toBeInTheDocument();
});

it('pauses, resumes, runs and removes (after confirming)', async () => {
  const view = renderPage({
    'POST /api/admin/sources/escribe%3Atrca/pause': { body: { ...TRCA, paused: true } },
    'POST /api/admin/sources/escribe%3Aguelph/resume': { body: { ...GUELPH, paused: false } },
    'POST /api/admin/sources/escribe%3Atrca/run': {
      body: { source: 'escribe:trca', ok: true, records: 5, changed_agenda_items: 2, error: null },
    },
    'DELETE /api/admin/sources/escribe%3Aguelph': { status: 204 },
  });
  await screen.findByText('escribe:trca');
  await view.user.click(screen.getByRole('button', { name: 'Pause escribe:trca' }));
  await waitForCalls(view.mock!, 'POST /api/admin/sources/escribe%3Atrca/pause');
  expect(await screen.findByText('escribe:trca paused')).toBeInTheDocument();

  await view.user.click(screen.getByRole('button', { name: 'Resume escribe:guelph' }));
  await waitForCalls(view.mock!, 'POST /api/admin/sources/escribe%3Aguelph/resume');

  await view.user.click(screen.getByRole('button', { name: 'Run escribe:trca now' }));
  expect(await screen.findByText('escribe:trca read: 5 records, 2 agenda items new or changed')).toBeInTheDocument();

  await view.user.click(screen.getByRole('button', { name: 'Remove escribe:guelph' }));
  expect(view.mock!.callsTo('DELETE /api/admin/sources/escribe%3Aguelph')).toHaveLength(0);
  await confirmPopover(view.user, 'Remove');
  await waitForCalls(view.mock!, 'DELETE /api/admin/sources/escribe%3Aguelph');
  // Each change reloads the list.
  await waitFor(() => expect(view.mock!.callsTo('GET /api/admin/sources').length).toBeGreaterThanOrEqual(4));
});

it('a failed run says why', async () => {
  const view = renderPage({
    'POST /api/admin/sources/tmmis%3Atoronto/run': {
      body: {
        source: 'tmmis:toronto',
        ok: false,
        records: 0,
        changed_agenda_items: 0,
        error: 'csrf.json answered 403',
      },
    },
  });
  await screen.findByText('tmmis:toronto');
  await view.user.click(screen.getByRole('button', { name: 'Run tmmis:toronto now' }));
  expect(await screen.findByText('tmmis:toronto failed: csrf.json answered 403')).toBeInTheDocument();
});

describe('Add eSCRIBE portal', () => {
  const open = async (view: ReturnType<typeof renderPage>) => {
    await screen.findByText('escribe:trca');
    await view.user.click(screen.getByRole('button', { name: /Add eSCRIBE portal/ }));
    return within(await screen.findByRole('dialog'));
  };
  const pickGuelph = async (dialog: ReturnType<typeof within>) => {
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Municipality' }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Guelph"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    fireEvent.click(option);
    await waitFor(() => expect(dialog.getByTitle('Guelph')).toBeInTheDocument());
  };

  it('checks the portal (its meeting count), then saves that portal', async () => {
    const added: MockRequest[] = [];
    const view = renderPage({
      'POST /api/admin/sources/escribe/probe': {
        body: {
          source: 'escribe:guelph',
          base_url: 'https://pub-guelph.escribemeetings.com',
          municipality_id: 40,
          municipality_name: 'Guelph',
          meetings: 12,
        },
      },
      'POST /api/admin/sources/escribe': (request: MockRequest) => {
        added.push(request);
        return { status: 201, body: { ...GUELPH, paused: false, meetings: 12 } };
      },
    });
    const dialog = await open(view);
    const save = dialog.getByRole('button', { name: 'Save' });
    const check = dialog.getByRole('button', { name: 'Check portal' });
    expect(save).toBeDisabled();
    expect(check).toBeDisabled();
    await pickGuelph(dialog);
    fireEvent.change(dialog.getByLabelText('Portal address'), {
      target: { value: 'https://pub-guelph.escribemeetings.com' },
    });
    await waitFor(() => expect(check).toBeEnabled());
    await view.user.click(check);
    expect(await dialog.findByText('12 meetings found', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(view.mock!.callsTo('POST /api/admin/sources/escribe/probe')[0]!.body).toEqual({
      municipality_id: 40,
      base_url: 'https://pub-guelph.escribemeetings.com',
    });
    expect(view.mock!.callsTo('POST /api/admin/sources/escribe')).toHaveLength(0);

    // Another address is not the portal checked: Save waits for a new check.
    fireEvent.change(dialog.getByLabelText('Portal address'), {
      target: { value: 'https://pub-guelph2.escribemeetings.com' },
    });
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.change(dialog.getByLabelText('Portal address'), {
      target: { value: 'https://pub-guelph.escribemeetings.com' },
    });
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.body).toEqual({ municipality_id: 40, base_url: 'https://pub-guelph.escribemeetings.com' });
    expect(
      await screen.findByText('escribe:guelph added: it is read on the next schedule, or now with Run now'),
    ).toBeInTheDocument();
  });

  it('shows why a portal cannot be checked, and never saves it', async () => {
    const view = renderPage({
      'POST /api/admin/sources/escribe/probe': {
        status: 422,
        body: { detail: 'The portal answered 403 to its calendar request: nothing was saved' },
      },
    });
    const dialog = await open(view);
    await pickGuelph(dialog);
    fireEvent.change(dialog.getByLabelText('Portal address'), { target: { value: 'https://example.org/portal' } });
    fireEvent.change(dialog.getByLabelText('Name (optional)'), { target: { value: 'guelph' } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Check portal' })).toBeEnabled());
    await view.user.click(dialog.getByRole('button', { name: 'Check portal' }));
    await waitForCalls(view.mock!, 'POST /api/admin/sources/escribe/probe');
    expect(
      await dialog.findByText('The portal answered 403 to its calendar request: nothing was saved', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(view.mock!.callsTo('POST /api/admin/sources/escribe/probe')[0]!.body).toEqual({
      municipality_id: 40,
      base_url: 'https://example.org/portal',
      name: 'guelph',
    });
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.mock!.callsTo('POST /api/admin/sources/escribe')).toHaveLength(0);
  });
});
