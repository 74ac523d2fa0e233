import { screen, waitFor, within } from '@testing-library/react';
import { Row } from 'antd';
import { fillIn, renderWithProviders, testUser } from 'shared-auth/testing';
import { testCompany } from '../../../testing';
import { NotificationsSection } from './NotificationsSection';

const PREFS = 'GET /api/notifications/preferences';
const PUT_PREFS = 'PUT /api/notifications/preferences';

function renderSection(role: 'admin' | 'analyst', routes = {}) {
  return renderWithProviders(
    <Row>
      <NotificationsSection />
    </Row>,
    {
      route: '/settings',
      paths: ['/settings'],
      signedInAs: { ...testUser, role },
      api: {
        'GET /api/companies/me': { body: { ...testCompany, current_user_role: role } },
        [PREFS]: { body: { email_mode: 'immediate_and_digest', digest_frequency: 'daily' } },
        [PUT_PREFS]: (call: { body: unknown }) => ({ body: call.body }),
        'GET /api/notifications/webhooks': { body: [] },
        'GET /api/notifications/deliveries': { body: [] },
        ...routes,
      },
    },
  );
}

it('changes the email mode and digest frequency', async () => {
  const view = renderSection('analyst');
  await view.user.click(await screen.findByRole('radio', { name: 'Digest only' }));
  await waitFor(() => expect(view.mock.callsTo(PUT_PREFS)).toHaveLength(1));
  expect(view.mock.callsTo(PUT_PREFS)[0]!.body).toEqual({ email_mode: 'digest_only', digest_frequency: 'daily' });
  await view.user.click(screen.getByRole('radio', { name: 'Weekly' }));
  await waitFor(() => expect(view.mock.callsTo(PUT_PREFS)).toHaveLength(2));
  expect(view.mock.callsTo(PUT_PREFS)[1]!.body).toEqual({
    email_mode: 'immediate_and_digest',
    digest_frequency: 'weekly',
  });
  expect(screen.queryByText('Webhooks')).not.toBeInTheDocument();
});

it('admins add a webhook (secret shown once), send a test and see the delivery log', async () => {
  const endpoint = {
    id: '0b6f1c1e-1111-4c4c-8888-000000000001',
    url: 'https://hooks.example/pw',
    enabled: true,
    created_at: '2026-11-20T12:00:00.000Z',
  };
  const delivery = {
    id: 7,
    endpoint_id: endpoint.id,
    alert_id: null,
    event: 'webhook.test',
    status: 'succeeded',
    status_code: 200,
    attempt: 1,
    next_attempt_at: null,
    error: null,
    created_at: '2026-11-20T12:01:00.000Z',
    updated_at: '2026-11-20T12:01:00.000Z',
  };
  let created = false;
  const view = renderSection('admin', {
    'GET /api/notifications/webhooks': () => ({ body: created ? [endpoint] : [] }),
    'POST /api/notifications/webhooks': () => {
      created = true;
      return { status: 201, body: { ...endpoint, secret: 'whsec_shown_once' } };
    },
    [`POST /api/notifications/webhooks/${endpoint.id}/test`]: { body: delivery },
    'GET /api/notifications/deliveries': () => ({ body: created ? [delivery] : [] }),
  });
  await fillIn(view.user, await screen.findByLabelText('Webhook URL'), endpoint.url);
  await view.user.click(screen.getByRole('button', { name: 'Add webhook' }));
  expect(await screen.findByText('whsec_shown_once')).toBeInTheDocument();
  const row = (await screen.findByText(endpoint.url)).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: 'Send test' }));
  expect(await screen.findByText('Test delivered (HTTP 200)')).toBeInTheDocument();
  expect(await screen.findByText('webhook.test')).toBeInTheDocument();
}, 60_000);
