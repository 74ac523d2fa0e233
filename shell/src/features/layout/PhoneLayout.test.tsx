import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, mockScreenWidth, renderWithProviders, testUser } from 'shared-auth/testing';
import { AppLayout } from './AppLayout';

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<h1>Overview page</h1>} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Route>
    </Routes>,
    { storage: {}, signedInAs: testUser },
  );
}

beforeEach(() => mockApi({ 'GET /api/alerts/stats': { body: { new_alerts: 0 } } }));
afterEach(() => jest.restoreAllMocks());

describe('the layout on a phone (below md)', () => {
  it('has no sidebar but a top bar with the whole brand and a menu button that opens the navigation drawer', async () => {
    mockScreenWidth(390);
    const view = renderLayout();
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.getByText('Parcelwatch')).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await view.user.click(menuButton);
    const drawer = await screen.findByRole('dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(drawer).getByRole('menu', { name: 'Main navigation' });
    await view.user.click(within(menu).getByText('Meetings'));
    expect(view.location()).toBe('/meetings');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Main navigation' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the drawer with its close button and gives the focus back to the menu button', async () => {
    mockScreenWidth(390);
    const view = renderLayout();
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    await view.user.click(menuButton);
    await view.user.click(await screen.findByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(view.location()).toBe('/');
  });
});

describe('the layout on a wide screen (md and up)', () => {
  it('shows the sidebar with the menu and no menu button', async () => {
    mockScreenWidth(1366);
    renderLayout();
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-layout-sider')).not.toBeNull();
  });
});

describe('the skip link', () => {
  it.each([390, 1366])(
    'is the first thing Tab reaches at %i px and moves the focus to the main content',
    async (width) => {
      mockScreenWidth(width);
      const view = renderLayout();
      await screen.findByRole('heading', { name: 'Overview page' });
      await view.user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      await view.user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Overview page' }));
      expect(view.location()).toBe('/');
    },
  );
});
