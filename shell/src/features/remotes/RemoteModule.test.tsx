import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { RemoteModule } from './RemoteModule';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

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

describe('RemoteModule', () => {
  it('shows a loading state, then the remote page', async () => {
    let resolve: (page: () => ReactElement) => void = () => undefined;
    load.mockReturnValue(new Promise((done) => (resolve = done)) as never);
    renderWithProviders(<RemoteModule remote="mf_alerts" module="./AlertsPage" />, {
      storage: {},
      signedInAs: testUser,
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    resolve(() => <h1>Alerts page</h1>);
    expect(await screen.findByRole('heading', { name: 'Alerts page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_alerts', './AlertsPage');
  });

  it('shows an error with Retry when the remote is down, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to get manifest'));
    const view = renderWithProviders(<RemoteModule remote="mf_meetings" module="./MeetingsPage" />, {
      storage: {},
      signedInAs: testUser,
    });
    expect(await screen.findByText('Meetings could not be loaded')).toBeInTheDocument();

    load.mockResolvedValueOnce((() => <h1>Meetings page</h1>) as never);
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Meetings page' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_meetings');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
