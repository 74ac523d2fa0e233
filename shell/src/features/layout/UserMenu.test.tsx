import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { REMOTE_ROUTES } from '../remotes/remoteManifest';
import { UserMenu } from './UserMenu';

const SOURCES = REMOTE_ROUTES.find((route) => route.path === '/operator/sources')!;

it('the operator screen is declared for platform operators only', () => {
  expect(SOURCES).toMatchObject({ remote: 'mf_settings', module: './SourcesPage', operator: true });
});

it('shows Sources in the user menu to platform operators only', async () => {
  const company = renderWithProviders(<UserMenu />, { storage: {}, signedInAs: testUser });
  await company.user.click(screen.getByRole('button', { name: /Ada/ }));
  expect(await screen.findByText('Account')).toBeInTheDocument();
  expect(screen.queryByText('Sources')).not.toBeInTheDocument();
  company.unmount();

  const operator = renderWithProviders(<UserMenu />, {
    storage: {},
    signedInAs: { ...testUser, platform_operator: true },
  });
  await operator.user.click(screen.getByRole('button', { name: /Ada/ }));
  await operator.user.click(await screen.findByText('Sources'));
  expect(operator.location()).toBe('/operator/sources');
});

it('sends anyone but a platform operator from the operator route to the Overview', () => {
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Overview page</p>} />
      <Route path="/operator/sources" element={<RemoteRoute route={SOURCES} />} />
    </Routes>,
    { route: '/operator/sources', storage: {}, signedInAs: testUser },
  );
  expect(screen.getByText('Overview page')).toBeInTheDocument();
  expect(view.location()).toBe('/');
});
