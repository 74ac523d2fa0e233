import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { createRemoteParcel, selectCurrentUser, useAppSelector } from 'shared-auth';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import { RemoteModule } from './RemoteModule';
import { loadRemoteModule, resetRemote } from './remoteRegistry';
import { parcelReport } from './parcelRegistry';

jest.mock('./remoteRegistry', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(() => Promise.resolve()),
}));
const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught render errors
  load.mockReset();
});
afterEach(() => jest.restoreAllMocks());

/** A remote page as a remote exposes it: a single-spa parcel made by createRemoteParcel (its own React root). */
function AlertsPage() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>Alerts page</h1>
      <p>{`for ${user?.first_name} at ${pathname}`}</p>
      <button onClick={() => navigate('/settings/users')}>Users</button>
    </>
  );
}

function DocumentPage() {
  return <h1>{`Document ${useParams().id}`}</h1>;
}

describe('RemoteModule', () => {
  it('shows a loading state, then mounts the remote page as a parcel with the store and the location', async () => {
    let resolve: (config: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((done) => (resolve = done)) as never);
    const view = renderWithProviders(<RemoteModule remote="mf_alerts" module="./AlertsPage" routes={['/alerts']} />, {
      storage: {},
      signedInAs: testUser,
      route: '/alerts',
      paths: ['/alerts'],
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    resolve(createRemoteParcel(AlertsPage, 'test/AlertsPage'));
    expect(await screen.findByRole('heading', { name: 'Alerts page' })).toBeInTheDocument();
    expect(screen.getByText(`for ${testUser.first_name} at /alerts`)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_alerts', './AlertsPage');
    // The parcel renders in its own container, inside the shell's tree.
    expect(document.querySelectorAll('[data-parcel-root="mf_alerts"]')).toHaveLength(1);
    await waitForLoadingGone();

    // Navigating from inside the parcel moves the shell's router; leaving the route unmounts the parcel.
    await view.user.click(screen.getByRole('button', { name: 'Users' }));
    expect(view.location()).toBe('/settings/users');
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('heading', { name: 'Alerts page' })).not.toBeInTheDocument();
    const last = parcelReport().at(-1);
    expect(last).toMatchObject({ remote: 'mf_alerts', status: 'NOT_MOUNTED', attached: false, childNodes: 0 });
  });

  it('drops its fallback as soon as the parcel shows content, before the mount has settled', async () => {
    let mounted: () => void = () => undefined;
    let box: HTMLElement | undefined;
    load.mockResolvedValue({
      bootstrap: () => Promise.resolve(),
      mount: ({ domElement }: { domElement: HTMLElement }) => {
        box = domElement;
        return new Promise<void>((done) => (mounted = done));
      },
      unmount: () => Promise.resolve(),
    } as never);
    renderWithProviders(<RemoteModule remote="mf_alerts" module="./AlertsOverviewWidget" fill />, {
      storage: {},
      signedInAs: testUser,
    });
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(box).toBeDefined();
    // The parcel's wrapper, still empty: the fallback stays.
    const wrapper = document.createElement('div');
    await act(async () => {
      box!.append(wrapper);
      await Promise.resolve();
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // Its first content: the fallback goes, though the mount has not settled yet.
    await act(async () => {
      wrapper.append(Object.assign(document.createElement('h2'), { textContent: 'Alerts Overview' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Alerts Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await act(async () => mounted());
    expect(screen.getByRole('heading', { name: 'Alerts Overview' })).toBeInTheDocument();
  });

  it('passes the manifest route patterns, so the remote reads its parameters', async () => {
    load.mockResolvedValue(createRemoteParcel(DocumentPage, 'test/DocumentPage') as never);
    renderWithProviders(
      <Routes>
        <Route
          path="/documents/:id"
          element={<RemoteModule remote="mf_alerts" module="./DocumentPage" routes={['/documents/:id']} />}
        />
      </Routes>,
      { storage: {}, signedInAs: testUser, route: '/documents/42' },
    );
    expect(await screen.findByRole('heading', { name: 'Document 42' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the remote is down, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to get manifest'));
    const view = renderWithProviders(<RemoteModule remote="mf_meetings" module="./MeetingsPage" />, {
      storage: {},
      signedInAs: testUser,
    });
    expect(await screen.findByText('Meetings could not be loaded')).toBeInTheDocument();

    load.mockResolvedValueOnce(createRemoteParcel(() => <h1>Meetings page</h1>, 'test/Meetings') as never);
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Meetings page' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_meetings');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the error view when a parcel throws on mount, or its page throws while rendering', async () => {
    load.mockResolvedValueOnce({
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('refuses to mount')),
      unmount: () => Promise.resolve(),
    } as never);
    const first = renderWithProviders(<RemoteModule remote="mf_legal" module="./ProvincialPage" />, {
      storage: {},
      signedInAs: testUser,
    });
    expect(await screen.findByText('Provincial and legal could not be loaded')).toBeInTheDocument();
    first.unmount();

    function Throws(): never {
      throw new Error('render failed');
    }
    load.mockResolvedValueOnce(createRemoteParcel(Throws, 'test/Throws') as never);
    renderWithProviders(<RemoteModule remote="mf_settings" module="./SettingsPage" />, {
      storage: {},
      signedInAs: testUser,
    });
    expect(await screen.findByText('Settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

async function waitForLoadingGone() {
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
}
