import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser, type MockRoutes } from 'shared-auth/testing';
import ApplicationPage from './ApplicationPage';
import { detail, PROPERTY_ID } from '../testing/fixtures';

jest.setTimeout(150_000);

function render(route: string, routes: MockRoutes) {
  return renderWithProviders(<ApplicationPage />, {
    route,
    paths: ['/applications/:id'],
    signedInAs: testUser,
    api: routes,
  });
}

describe('ApplicationPage', () => {
  it('shows the timeline in order with each source and join reason, the facts, documents and properties', async () => {
    render('/applications/7', { 'GET /api/applications/7': { body: detail() } });
    expect(await screen.findByRole('heading', { level: 1, name: '24 181234 STE 10 OZ' })).toBeInTheDocument();
    const steps = screen.getAllByTestId('application-step');
    expect(steps.map((s) => s.dataset.kind)).toEqual(['filed', 'heard', 'appealed', 'tribunal_decision']);
    expect(within(steps[1]!).getByText('Agenda item')).toBeInTheDocument();
    expect(
      within(steps[1]!).getByText('Joined: file number 24 181234 STE 10 OZ in the agenda item'),
    ).toBeInTheDocument();
    expect(within(steps[3]!).getByText('Tribunal decision', { selector: 'span.ant-typography' })).toBeInTheDocument();
    expect(within(steps[0]!).getByRole('link', { name: 'Open the source' })).toHaveAttribute(
      'href',
      'https://example.org/step',
    );
    expect(screen.getByText('Status: OLT Appeal')).toBeInTheDocument();
    expect(screen.getByText('Latest step: Tribunal decision (Oct 21, 2026)')).toBeInTheDocument();
    expect(screen.getByText('“14-storey” (the description)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Decision Report - Refusal' })).toHaveAttribute('href', '/documents/31');
    expect(screen.getByText('131 m away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the alert' })).toHaveAttribute('href', '/alerts?alertId=90');
  });

  it('shows no facts card when none was found', async () => {
    render('/applications/7', { 'GET /api/applications/7': { body: detail({ facts: [], documents: [] }) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Key facts')).toBeNull();
    expect(screen.getByText('No document of this file has been read yet.')).toBeInTheDocument();
  });

  it('follows the file for the nearest property, then unfollows it', async () => {
    const { user, mock } = render('/applications/7', {
      'GET /api/applications/7': { body: detail() },
      'PUT /api/applications/7/follow': {
        status: 201,
        body: {
          id: 'f1f1f1f1-2222-4333-8444-555555555555',
          applicationId: 7,
          propertyId: PROPERTY_ID,
          propertyName: 'Queen West Lofts',
          createdAt: '2026-11-29T07:00:00.000Z',
        },
      },
      'DELETE /api/applications/7/follow': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(/You follow this application/)).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/applications/7/follow')[0]!.body).toEqual({ propertyId: PROPERTY_ID });
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('offers no follow when no property of the company is near', async () => {
    render('/applications/7', { 'GET /api/applications/7': { body: detail({ properties: [] }) } });
    expect(await screen.findByText(/None of your properties is near this application, so/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('says when the application is not found, without asking for a malformed id', async () => {
    const { mock } = render('/applications/999', {
      'GET /api/applications/999': { status: 404, body: { detail: 'Application not found' } },
    });
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    render('/applications/abc', {});
    expect((await screen.findAllByText('Application not found')).length).toBeGreaterThan(0);
    expect(mock.calls.filter((c) => c.path.includes('abc'))).toHaveLength(0);
  });

  it("shows the server's message on an error, and tries again", async () => {
    let fail = true;
    render('/applications/7', {
      'GET /api/applications/7': () => (fail ? { status: 500, body: { detail: 'Server error' } } : { body: detail() }),
    });
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Retry' }).click();
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: '24 181234 STE 10 OZ' })).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    );
  });
});
