import { screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { mockApi, mockScreenWidth, renderWithProviders, testUser } from 'shared-auth/testing';
import { SPINNER_DELAY_MS } from '../features/layout/DelayedSpinner';
import { AppRoutes } from './AppRoutes';

// Remotes are loaded through Module Federation in the browser; here each one renders its name.
jest.mock('../features/remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => <p>{`${remote} ${module}`}</p>,
}));

/** Fresh storage, then signed in; signed out; or a stored token not verified yet (before the start-up `me` call). */
const SIGNED_IN = { storage: {}, signedInAs: testUser };
const SIGNED_OUT = { storage: {} };
const CHECKING = { storage: { [TOKEN_STORAGE_KEY]: 'stored-token' } };

beforeEach(() => {
  mockApi({ 'GET /api/alerts/stats': { body: { new_alerts: 0 } } });
  mockScreenWidth(1366); // the sidebar's layout (a phone's: features/layout/PhoneLayout.test.tsx)
});
afterEach(() => jest.restoreAllMocks());

describe('route table', () => {
  it.each([
    ['/meetings', 'mf_meetings ./MeetingsPage'],
    ['/meetings-demo', 'mf_meetings ./MeetingsPage'],
    ['/alerts', 'mf_alerts ./AlertsPage'],
    ['/provincial', 'mf_legal ./ProvincialPage'],
    ['/precedents', 'mf_legal ./PrecedentsPage'],
    ['/decisions', 'mf_legal ./DecisionsPage'],
    ['/properties', 'mf_properties ./PropertiesPage'],
    ['/properties/new', 'mf_properties ./CreatePropertyPage'],
    ['/coverage', 'mf_properties ./CoveragePage'],
    ['/coverage/42', 'mf_properties ./CoveragePage'],
    ['/settings', 'mf_settings ./SettingsPage'],
    ['/settings/account', 'mf_settings ./SettingsPage'],
    ['/settings/users', 'mf_settings ./SettingsPage'],
    ['/settings/billing', 'mf_settings ./SettingsPage'],
    ['/settings/watches', 'mf_settings ./SettingsPage'],
    ['/support', 'mf_settings ./SupportPage'],
  ])('%s mounts %s inside the layout', async (url, mounted) => {
    renderWithProviders(<AppRoutes />, { route: url, ...SIGNED_IN });
    expect(await screen.findByText(mounted)).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the Overview at / composed from remote widgets', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', ...SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('mf_properties ./ProjectPulseWidget')).toBeInTheDocument();
    expect(screen.getByText('mf_alerts ./AlertsOverviewWidget')).toBeInTheDocument();
  });

  it('redirects /report-problem to /support and unknown paths to /', async () => {
    const first = renderWithProviders(<AppRoutes />, { route: '/report-problem', ...SIGNED_IN });
    expect(await screen.findByText('mf_settings ./SupportPage')).toBeInTheDocument();
    expect(first.location()).toBe('/support');
    first.unmount();

    const second = renderWithProviders(<AppRoutes />, { route: '/no/such/page', ...SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(second.location()).toBe('/');
  });

  it('sends a visitor without a session from a protected route to /login', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/alerts', ...SIGNED_OUT });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(view.location()).toBe('/login');
    expect(screen.queryByText('mf_alerts ./AlertsPage')).not.toBeInTheDocument();
  });

  it('shows a loading state while the stored token is being verified, its spinner only once the check is slow', async () => {
    renderWithProviders(<AppRoutes />, { route: '/alerts', ...CHECKING });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(screen.queryByText('Verifying your session...')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Verifying your session...', undefined, { timeout: SPINNER_DELAY_MS + 1000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('mf_alerts ./AlertsPage')).not.toBeInTheDocument();
  });

  it('keeps public routes public and sends a signed-in user from /login to /', async () => {
    const anonymous = renderWithProviders(<AppRoutes />, { route: '/auth/forgot-password', ...SIGNED_OUT });
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    anonymous.unmount();

    const signedIn = renderWithProviders(<AppRoutes />, { route: '/login', ...SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(signedIn.location()).toBe('/');
  });
});
