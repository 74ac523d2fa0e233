import { screen, within } from '@testing-library/react';
import { trialSentence } from 'shared-auth';
import { renderWithProviders, SUBSCRIPTION_CASES, testUser, trialStatusOf } from 'shared-auth/testing';
import { confirmPopover, testCompany, waitForCalls } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { billingRows, invoices } from '../testData';
import { BillingTab } from './BillingTab';

const ROWS = 'GET /api/stripe/property-billing';
const CANCEL = 'POST /api/property-subscriptions/p-1/cancel-subscription';
const RENEW = 'POST /api/property-subscriptions/p-2/renew-subscription';

function renderBilling(routes = {}) {
  return renderWithProviders(<BillingTab />, {
    route: '/settings/billing',
    paths: ['/settings/billing'],
    signedInAs: testUser,
    api: {
      'GET /api/companies/me': { body: testCompany },
      [ROWS]: { body: billingRows },
      'GET /api/stripe/invoices': { body: invoices },
      'GET /api/properties/': { body: [] },
      'GET /api/custom-auth/trial-status': { body: { is_trial_active: true, days_remaining: 12 } },
      'GET /api/stripe/company-subscription': {
        body: {
          status: 'trialing',
          cancel_at_period_end: false,
          current_period_end: null,
          trial_end: '2026-03-31T12:00:00Z',
          provider: 'local',
        },
      },
      ...routes,
    },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => jest.restoreAllMocks());

it('shows each subscribed property with its address, municipality, status, period end and amount', async () => {
  renderBilling();
  await screen.findByText('King Street Lofts');
  const active = rowOf('King Street Lofts');
  expect(within(active).getByText('100 King St W, Toronto')).toBeInTheDocument();
  expect(within(active).getByText('Toronto')).toBeInTheDocument();
  expect(within(active).getByText('Active')).toBeInTheDocument();
  expect(within(active).getByText('Apr 1, 2026')).toBeInTheDocument();
  expect(within(active).getByText('$50.00 CAD / month')).toBeInTheDocument();
  expect(within(active).getByRole('button', { name: 'Cancel King Street Lofts' })).toBeInTheDocument();
  expect(within(active).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  expect(within(active).queryByText('Payment Failed')).not.toBeInTheDocument();
});

it("shows 'Cancelling' with Renew when the subscription ends at period end, and the default 50.00 CAD", async () => {
  renderBilling();
  await screen.findByText('Harbour Yard');
  const cancelling = rowOf('Harbour Yard');
  expect(within(cancelling).getByText('Cancelling')).toBeInTheDocument();
  expect(within(cancelling).getByRole('button', { name: 'Renew Harbour Yard' })).toBeInTheDocument();
  expect(within(cancelling).queryByRole('button', { name: /Cancel Harbour/ })).not.toBeInTheDocument();
  expect(within(cancelling).getByText('$50.00 CAD / month')).toBeInTheDocument();
});

it("warns 'Payment Failed' when the payment is past due", async () => {
  renderBilling();
  await screen.findByText('Mill Pond');
  const pastDue = rowOf('Mill Pond');
  expect(within(pastDue).getByText('Payment Failed')).toBeInTheDocument();
  expect(within(pastDue).getByText('$75.50 CAD / month')).toBeInTheDocument();
});

it('cancels at period end after a confirmation, and reloads', async () => {
  const view = renderBilling({ [CANCEL]: { body: {} } });
  await screen.findByText('King Street Lofts');
  await view.user.click(screen.getByRole('button', { name: 'Cancel King Street Lofts' }));
  await confirmPopover(view.user, 'Cancel subscription');
  expect(await screen.findByText(MESSAGES.subscriptionCancelled)).toBeInTheDocument();
  await waitForCalls(view.mock, ROWS, 2);
});

it('renews a cancelling subscription', async () => {
  const view = renderBilling({ [RENEW]: { body: {} } });
  await screen.findByText('Harbour Yard');
  await view.user.click(screen.getByRole('button', { name: 'Renew Harbour Yard' }));
  expect(await screen.findByText(MESSAGES.subscriptionRenewed)).toBeInTheDocument();
  await waitForCalls(view.mock, ROWS, 2);
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.cancelFailed],
  [
    'the server detail',
    { status: 403, body: { detail: 'Only company admins can do this.' } },
    'Only company admins can do this.',
  ],
])('shows %s when cancelling fails', async (_name, reply, text) => {
  const view = renderBilling({ [CANCEL]: reply });
  await screen.findByText('King Street Lofts');
  await view.user.click(screen.getByRole('button', { name: 'Cancel King Street Lofts' }));
  await confirmPopover(view.user, 'Cancel subscription');
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it.each([
  ['the default', { status: 500, body: {} }, MESSAGES.renewFailed],
  [
    'the server detail',
    { status: 400, body: { detail: 'The subscription has already ended.' } },
    'The subscription has already ended.',
  ],
])('shows %s when renewing fails', async (_name, reply, text) => {
  const view = renderBilling({ [RENEW]: reply });
  await screen.findByText('Harbour Yard');
  await view.user.click(screen.getByRole('button', { name: 'Renew Harbour Yard' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it('lists the invoices with the date, the amount in dollars, the status and links opening in a new tab', async () => {
  renderBilling();
  const table = await screen.findByRole('table', { name: 'Invoices' });
  // The table shows (empty) before the invoices arrive: wait for the row.
  const paid = (await within(table).findByText('$50.00 CAD')).closest('tr') as HTMLElement;
  expect(within(paid).getByText('Mar 1, 2026')).toBeInTheDocument();
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  const hosted = within(paid).getByRole('link', { name: 'View invoice' });
  expect(hosted).toHaveAttribute('href', 'https://billing.example/hosted/in_1');
  expect(hosted).toHaveAttribute('target', '_blank');
  const pdf = within(paid).getByRole('link', { name: 'Download PDF' });
  expect(pdf).toHaveAttribute('href', 'https://billing.example/pdf/in_1.pdf');
  expect(pdf).toHaveAttribute('target', '_blank');
  expect(within(table).getByText('$123.45 CAD')).toBeInTheDocument();
});

it('shows the load error when billing cannot be fetched', async () => {
  renderBilling({ [ROWS]: { status: 500, body: {} } });
  expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
});

it('reads the company plan from the property subscriptions when the company has no plan of its own', async () => {
  renderBilling({
    'GET /api/companies/me': { body: { ...testCompany, is_trial_active: false, days_remaining: 0 } },
    'GET /api/stripe/company-subscription': {
      body: { status: 'inactive', cancel_at_period_end: false, current_period_end: null, trial_end: null },
    },
  });
  const plan = (await screen.findByText('Company plan')).closest('.ant-card') as HTMLElement;
  expect(await within(plan).findByText('Payment failed')).toBeInTheDocument();
  expect(within(plan).queryByText('Inactive')).not.toBeInTheDocument();
  expect(within(plan).getByTestId('plan-detail')).toHaveTextContent('property subscriptions, 1 with a failed payment.');
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
});

it('tells the company trial in the trial sentence Properties and Alerts use', async () => {
  renderBilling({
    'GET /api/properties/': { body: [{ id: 'p-1' }, { id: 'p-2' }] },
    'GET /api/stripe/company-subscription': {
      body: { status: 'inactive', cancel_at_period_end: false, current_period_end: null, trial_end: null },
    },
  });
  const plan = (await screen.findByText('Company plan')).closest('.ant-card') as HTMLElement;
  expect(await within(plan).findByText('Free trial')).toBeInTheDocument();
  expect(await within(plan).findByText(trialSentence(testCompany.days_remaining!, 2))).toBeInTheDocument();
});

it('lists the properties on the company trial with the day it ends and the price after it, with Subscribe', async () => {
  renderBilling({
    [ROWS]: { body: [] },
    'GET /api/properties/': {
      body: [
        {
          id: 't-1',
          name: 'Queen West Lofts',
          address: null,
          latitude: 43.589,
          longitude: -79.6441,
          municipality_name: 'Mississauga',
          active: false,
          subscription_status: 'inactive',
          payment_status: null,
          cancel_at_period_end: false,
          trial_end: null,
          current_period_end: null,
        },
      ],
    },
  });
  const row = (await screen.findByText('Queen West Lofts')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Trial')).toBeInTheDocument();
  expect(within(row).getByText('Location 43.589° N, 79.644° W')).toBeInTheDocument();
  expect(within(row).getByText(/^Trial ends \w{3} \d{1,2}, \d{4}$/)).toBeInTheDocument();
  expect(within(row).getByText('$50.00 CAD / month after the trial')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Subscribe Queen West Lofts' })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/No property subscriptions yet/)).not.toBeInTheDocument();
});

// Each subscription state on the Billing tab: the same tag and subscription actions as the property cards.
it.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('a property in state %s', async (_, c) => {
  const subscribed = c.facts.subscription_status !== 'inactive';
  const property = {
    id: 'p-9',
    name: 'State Street',
    address: '1 State St',
    latitude: null,
    longitude: null,
    municipality_name: 'Toronto',
    ...c.facts,
  };
  renderBilling({
    'GET /api/custom-auth/trial-status': { body: trialStatusOf(c) },
    'GET /api/properties/': { body: [property] },
    [ROWS]: {
      body: subscribed
        ? [
            {
              property_id: 'p-9',
              property_name: 'State Street',
              property_address: '1 State St',
              municipality_name: 'Toronto',
              status: c.facts.subscription_status,
              payment_status: c.facts.payment_status,
              cancel_at_period_end: c.facts.cancel_at_period_end,
              current_period_start: null,
              current_period_end: c.facts.current_period_end,
              amount: 50,
              currency: 'CAD',
              hosted_invoice_url: null,
              invoice_pdf: null,
            },
          ]
        : [],
    },
  });
  if (c.state === 'inactive') {
    // Not subscribed and no trial: nothing to bill, the table's empty text.
    expect(await screen.findByText(/No property subscriptions yet/)).toBeInTheDocument();
    return;
  }
  const row = (await screen.findByText('State Street')).closest('tr') as HTMLElement;
  expect(within(row).getByText(c.label)).toBeInTheDocument();
  const button = (name: RegExp) => within(row).queryByRole('button', { name });
  expect(Boolean(button(/^Subscribe /))).toBe(c.actions.subscribe);
  expect(Boolean(button(/^Cancel /))).toBe(c.actions.cancel);
  expect(Boolean(button(/^Renew /))).toBe(c.actions.renew);
});
