import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import PropertiesPage from './PropertiesPage';
import { landUseFixture, propertyFixture } from '../testing/fixtures';

const render = (properties: unknown, extra = {}) =>
  renderWithProviders(<PropertiesPage />, {
    route: '/properties',
    paths: ['/properties'],
    signedInAs: testUser,
    api: {
      'GET /api/properties/': typeof properties === 'function' ? (properties as never) : { body: properties },
      'GET /api/properties/land-use-types': { body: landUseFixture },
      ...extra,
    },
  });

// antd Popconfirms, modals and forms are slow in jsdom on a shared 2-core machine: generous per-test timeouts.
jest.setTimeout(60000);

describe('PropertiesPage', () => {
  it("shows the empty state 'No Properties Yet' and Add Property goes to the wizard", async () => {
    const { user, location } = render([]);
    expect(await screen.findByText('No Properties Yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Add Property/ })[0]!);
    expect(location()).toBe('/properties/new');
  });

  it('shows the load error message', async () => {
    render(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    expect(await screen.findByText('Error loading data. Please try again.')).toBeInTheDocument();
  });

  it('renders the card states: inactive free, payment failed, trial, active, cancelling', async () => {
    const trialEnd = dayjs().add(12, 'day').add(1, 'hour').toISOString();
    render([
      propertyFixture({ id: 'free', name: 'Free one' }),
      propertyFixture({
        id: 'failed',
        name: 'Failed one',
        subscription_status: 'past_due',
        payment_status: 'past_due',
      }),
      propertyFixture({
        id: 'trial',
        name: 'Trial one',
        active: true,
        subscription_status: 'trialing',
        payment_status: 'trial',
        trial_end: trialEnd,
      }),
      propertyFixture({
        id: 'paid',
        name: 'Paid one',
        active: true,
        subscription_status: 'active',
        payment_status: 'active',
      }),
      propertyFixture({
        id: 'cancelling',
        name: 'Cancelling one',
        active: true,
        subscription_status: 'active',
        payment_status: 'active',
        cancel_at_period_end: true,
      }),
    ]);
    const card = async (id: string) => within(await screen.findByTestId(`property-card-${id}`));

    const free = await card('free');
    expect(free.getByText('FREE')).toBeInTheDocument();
    expect(free.getByText('or $50/Month')).toBeInTheDocument();
    expect(free.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(free.queryByText('Payment Failed')).toBeNull();
    expect(free.queryByRole('button', { name: /^Alerts$/ })).toBeNull();
    expect(free.getByText('Commercial')).toBeInTheDocument();
    expect(free.getByText('Mixed Use')).toBeInTheDocument();

    const failed = await card('failed');
    expect(failed.getAllByText('Payment Failed').length).toBeGreaterThan(0);
    // A past-due subscription is still live on the server: it is cancelled, not subscribed again nor deleted.
    expect(failed.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(failed.queryByRole('button', { name: /Delete/ })).toBeNull();

    // Subscribed during the company's trial: active, its own trial first, then billed.
    const trial = await card('trial');
    expect(trial.getByText('Active')).toBeInTheDocument();
    expect(
      trial.getByText(/^Subscribed\. Free trial: 12 days left \(ends .+\), then \$50\/Month\.$/),
    ).toBeInTheDocument();
    expect(trial.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(trial.getByRole('button', { name: /Alerts/ })).toBeInTheDocument();
    expect(trial.getByRole('button', { name: /Property Info/ })).toBeInTheDocument();
    expect(trial.queryByText('FREE')).toBeNull();
    expect(trial.queryByRole('button', { name: /Delete/ })).toBeNull();

    const paid = await card('paid');
    expect(paid.queryByText('Cancelling')).toBeNull();
    expect(paid.queryByText(/Free trial/)).toBeNull();
    // One status tag: a cancelling card is not also 'Active'.
    const cancelling = await card('cancelling');
    expect(cancelling.getByText('Cancelling')).toBeInTheDocument();
    expect(cancelling.queryByText('Active')).toBeNull();
  });

  it("during the company's trial: the trial's sentence over the cards, 'Trial' instead of FREE, Subscribe kept", async () => {
    render(
      [
        propertyFixture({ id: 'free', name: 'Free one' }),
        propertyFixture({
          id: 'paid',
          name: 'Paid one',
          active: true,
          subscription_status: 'active',
          payment_status: 'active',
        }),
      ],
      {
        'GET /api/custom-auth/trial-status': {
          body: { is_trial_active: true, days_remaining: 23, trial_ends_at: '2026-12-18T00:00:00Z' },
        },
      },
    );
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent(
      'Trial: 23 days left. Alerts for your 2 properties are analysed during the trial.',
    );
    const free = within(await screen.findByTestId('property-card-free'));
    expect(free.getAllByText('Trial').length).toBeGreaterThan(0);
    expect(free.queryByText('FREE')).toBeNull();
    expect(free.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(screen.getByTestId('property-card-paid')).queryByText('Trial')).toBeNull();
  });

  it('deletes an inactive property after confirmation, and shows the server detail when refused', async () => {
    let deleted = 0;
    const { user, mock } = render([propertyFixture()], {
      'DELETE /api/properties/p-1': () => {
        deleted += 1;
        return { status: 409, body: { detail: 'This property has an active subscription.' } };
      },
    });
    const card = within(await screen.findByTestId('property-card-p-1'));
    await user.click(card.getByRole('button', { name: 'Delete Queen St site' }));
    expect(deleted).toBe(0);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Delete this property?')).toBeInTheDocument();
    await user.click(within(tooltip).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mock.callsTo('DELETE /api/properties/p-1')).toHaveLength(1));
    expect(await screen.findByText('This property has an active subscription.')).toBeInTheDocument();
  });

  it('cancels an active subscription after confirmation (Cancelling, the day monitoring ends), and renews a cancelling one', async () => {
    let current = propertyFixture({
      active: true,
      subscription_status: 'active',
      payment_status: 'active',
      current_period_end: '2026-12-01T12:00:00Z',
    });
    const { user, mock } = render(() => ({ body: [current] }), {
      'POST /api/property-subscriptions/p-1/cancel-subscription': () => {
        current = { ...current, cancel_at_period_end: true };
        return { body: {} };
      },
      'POST /api/property-subscriptions/p-1/renew-subscription': () => {
        current = { ...current, cancel_at_period_end: false };
        return { body: {} };
      },
    });
    const card = within(await screen.findByTestId('property-card-p-1'));
    await user.click(card.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(mock.callsTo('POST /api/property-subscriptions/p-1/cancel-subscription')).toHaveLength(1),
    );
    expect(await card.findByText('Cancelling')).toBeInTheDocument();
    expect(card.queryByText('Active')).toBeNull();
    expect(card.getByText('Monitoring ends on Dec 1, 2026.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Renew' }));
    await waitFor(() =>
      expect(mock.callsTo('POST /api/property-subscriptions/p-1/renew-subscription')).toHaveLength(1),
    );
    await waitFor(() => expect(card.queryByText('Cancelling')).toBeNull());
    expect(card.getByText('Active')).toBeInTheDocument();
  });

  it('shows the subscribe error when the checkout cannot start', async () => {
    const { user } = render([propertyFixture()], {
      'POST /api/property-subscriptions/p-1/create-checkout': { status: 502, body: { detail: 'x' } },
    });
    await user.click(within(await screen.findByTestId('property-card-p-1')).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to start subscription. Please try again.')).toBeInTheDocument();
  });

  it('opens the property alerts; View Details goes to /alerts?alertId=', async () => {
    const { user, location } = render(
      [propertyFixture({ active: true, subscription_status: 'active', payment_status: 'active' })],
      {
        'GET /api/alerts/': (request: { url: URL }) => ({
          body:
            request.url.searchParams.get('propertyId') === 'p-1'
              ? [
                  {
                    id: 42,
                    property_id: 'p-1',
                    severity: 'high',
                    status: 'new',
                    meeting_title: 'City Council',
                    meeting_date: '2026-11-05T14:00:00Z',
                    municipality: 'Toronto',
                    alert_title: 'Rezoning next door',
                    alert_summary: '',
                    created_at: '2026-11-06T00:00:00Z',
                  },
                ]
              : [],
        }),
      },
    );
    await user.click(within(await screen.findByTestId('property-card-p-1')).getByRole('button', { name: /Alerts/ }));
    expect(await screen.findByText('Rezoning next door')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(location()).toBe('/alerts?alertId=42');
  });

  it('warns on the property whose sources are not all read, in its card and its alerts, and on no other', async () => {
    const message = 'TRCA agendas have never been read. Alerts from them may be missing.';
    const { user } = render(
      [
        propertyFixture({ active: true, subscription_status: 'active', payment_status: 'active' }),
        propertyFixture({ id: 'p-2', name: 'Bank Street lot' }),
      ],
      {
        'GET /api/alerts/': { body: [] },
        'GET /api/sources/health': {
          body: {
            degraded: [
              {
                source: 'escribe:trca',
                label: 'TRCA agendas',
                kind: 'conservation',
                municipality: 'Toronto and Region Conservation Authority',
                degraded_since: '2026-11-27T14:00:00.000Z',
                reason: 'The portal answered with a bot-check page instead of data',
                last_success_at: null,
                property_ids: ['p-1'],
                message,
              },
            ],
          },
        },
      },
    );
    const affected = await screen.findByTestId('property-card-p-1');
    expect(await within(affected).findByTestId('source-health-banner')).toHaveTextContent(message);
    expect(within(screen.getByTestId('property-card-p-2')).queryByTestId('source-health-banner')).toBeNull();
    await user.click(within(affected).getByRole('button', { name: /Alerts/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('source-health-banner')).toHaveTextContent(message);
  });

  it('edits only nickname, land uses and notes', async () => {
    const { user, mock } = render([propertyFixture()], {
      'PUT /api/properties/p-1': (request: { body: unknown }) => ({
        body: { ...propertyFixture(), ...(request.body as object) },
      }),
    });
    await user.click(
      within(await screen.findByTestId('property-card-p-1')).getByRole('button', { name: 'Edit Queen St site' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByDisplayValue('100 Queen Street West, Toronto, Ontario M5H 2N2, Canada')).toBeDisabled();
    const nickname = dialog.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'Square');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.callsTo('PUT /api/properties/p-1')).toHaveLength(1));
    expect(mock.callsTo('PUT /api/properties/p-1')[0]!.body).toEqual({
      nickname: 'Square',
      current_land_use: 'commercial',
      future_land_use: 'mixed_use',
      notes: null,
      application_numbers: [],
    });
  });

  it('edits the application numbers: shown comma-separated, checked, sent as a list', async () => {
    const { user, mock } = render([propertyFixture({ application_numbers: ['OZ 22/012 W7'] })], {
      'PUT /api/properties/p-1': (request: { body: unknown }) => ({
        body: { ...propertyFixture(), ...(request.body as object) },
      }),
    });
    await user.click(
      within(await screen.findByTestId('property-card-p-1')).getByRole('button', { name: 'Edit Queen St site' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText('Application numbers');
    expect(field).toHaveValue('OZ 22/012 W7');
    await user.type(field, ', A-123/24; x');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('"x" is not a planning application number (such as OZ 22/012 or A-123/24)'),
    ).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/properties/p-1')).toHaveLength(0);
    await user.type(field, '{Backspace}{Backspace}{Backspace}');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.callsTo('PUT /api/properties/p-1')).toHaveLength(1));
    expect(mock.callsTo('PUT /api/properties/p-1')[0]!.body).toMatchObject({
      application_numbers: ['OZ 22/012 W7', 'A-123/24'],
    });
  });

  it("shows the promo 'Start Monitoring Your Properties' after a checkout", async () => {
    const { user, location } = renderWithProviders(<PropertiesPage />, {
      route: '/properties?subscribed=p-1',
      paths: ['/properties'],
      signedInAs: testUser,
      api: { 'GET /api/properties/': { body: [] } },
    });
    expect(await screen.findByText('Start Monitoring Your Properties')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Properties' }));
    expect(location()).toBe('/properties');
  });
});
