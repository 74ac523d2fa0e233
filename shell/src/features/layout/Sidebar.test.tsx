import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { selectToken } from 'shared-auth';
import { mockApi, mockScreenWidth, renderWithProviders, testUser } from 'shared-auth/testing';
import { AppLayout } from './AppLayout';

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<p>Overview page</p>} />
        <Route path="*" element={<p>Other page</p>} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { storage: {}, signedInAs: testUser },
  );
}

// A desktop's width: the sidebar (a phone's drawer: PhoneLayout.test.tsx).
beforeEach(() => mockScreenWidth(1366));
afterEach(() => jest.restoreAllMocks());

describe('layout sidebar', () => {
  it('lists the five destinations and navigates with them', async () => {
    mockApi({ 'GET /api/alerts/stats': { body: { new_alerts: 0 } } });
    const view = renderLayout();
    const menu = screen.getByRole('menu', { name: 'Main navigation' });
    for (const label of ['Overview', 'Properties', 'Alerts', 'Provincial', 'Meetings']) {
      expect(within(menu).getByText(label)).toBeInTheDocument();
    }
    await view.user.click(within(menu).getByText('Meetings'));
    expect(view.location()).toBe('/meetings');
  });

  it('shows the number of new alerts of the last 7 days as a badge on Alerts', async () => {
    const api = mockApi({ 'GET /api/alerts/stats': { body: { new_alerts: 4 } } });
    renderLayout();
    expect(await screen.findByLabelText('4 new alerts in the last 7 days')).toBeInTheDocument();
    expect(api.callsTo('GET /api/alerts/stats')[0]?.url.searchParams.get('days')).toBe('7');
  });

  it('shows no badge when there are no new alerts or the count cannot be loaded', async () => {
    const api = mockApi({ 'GET /api/alerts/stats': { status: 500, body: { detail: 'down' } } });
    renderLayout();
    await waitFor(() => expect(api.callsTo('GET /api/alerts/stats').length).toBeGreaterThan(0));
    expect(screen.queryByLabelText(/new alerts in the last 7 days/)).not.toBeInTheDocument();
    expect(screen.getByText('Alerts')).toBeInTheDocument();
  });

  it("offers Account, Users, Billing, Coverage, Support and Sign Out under the user's first name", async () => {
    const api = mockApi({
      'GET /api/alerts/stats': { body: { new_alerts: 0 } },
      'POST /api/auth/logout': { status: 204 },
    });
    const view = renderLayout();
    await view.user.click(screen.getByRole('button', { name: /Ada/ }));
    for (const label of ['Account', 'Users', 'Billing', 'Coverage', 'Support', 'Sign Out']) {
      expect(await screen.findByRole('menuitem', { name: new RegExp(label) })).toBeInTheDocument();
    }
    await view.user.click(screen.getByRole('menuitem', { name: /Users/ }));
    expect(view.location()).toBe('/settings/users');

    await view.user.click(screen.getByRole('button', { name: /Ada/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Coverage/ }));
    expect(view.location()).toBe('/coverage');

    await view.user.click(screen.getByRole('button', { name: /Ada/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: /Sign Out/ }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(selectToken(view.store.getState())).toBeNull();
  });
});
