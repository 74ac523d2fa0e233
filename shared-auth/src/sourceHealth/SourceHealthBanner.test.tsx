import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, testUser } from '../testing';
import { SourceHealthBanner } from './SourceHealthBanner';
import type { DegradedSource } from './sourceHealthApi';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const toronto: DegradedSource = {
  source: 'tmmis:toronto',
  label: 'Toronto council agendas',
  kind: 'council',
  municipality: 'Toronto',
  degraded_since: '2026-11-27T14:00:00.000Z',
  reason: 'The portal refused our requests (403) on the last 3 runs',
  last_success_at: '2026-11-26T15:00:00.000Z',
  property_ids: ['11111111-1111-4111-8111-111111111111'],
  message: 'Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.',
};
const trca: DegradedSource = {
  ...toronto,
  source: 'escribe:trca',
  label: 'TRCA agendas',
  kind: 'conservation',
  municipality: 'Toronto and Region Conservation Authority',
  last_success_at: null,
  property_ids: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
  message: 'TRCA agendas have never been read. Alerts from them may be missing.',
};

it("warns with the source's message when one source that concerns the properties is degraded", async () => {
  mockApi({ 'GET /api/sources/health': { body: { degraded: [toronto] } } });
  renderWithProviders(<SourceHealthBanner />, { signedInAs: testUser });
  const banner = await screen.findByTestId('source-health-banner');
  expect(banner).toHaveTextContent(
    'Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.',
  );
  expect(banner).toHaveClass('ant-alert-warning');
});

it('lists every degraded source, or only those of one property', async () => {
  mockApi({ 'GET /api/sources/health': { body: { degraded: [toronto, trca] } } });
  const { unmount } = renderWithProviders(<SourceHealthBanner />, { signedInAs: testUser });
  const banner = await screen.findByTestId('source-health-banner');
  expect(banner).toHaveTextContent('Some sources are not being read. Alerts from them may be missing.');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([toronto.message, trca.message]);
  unmount();

  renderWithProviders(<SourceHealthBanner propertyId="22222222-2222-4222-8222-222222222222" />, {
    signedInAs: testUser,
  });
  expect(await screen.findByTestId('source-health-banner')).toHaveTextContent(trca.message);
  expect(screen.queryByText(toronto.message)).not.toBeInTheDocument();
});

it('is hidden when nothing that concerns the properties is degraded, and when the check fails', async () => {
  const mock = mockApi({ 'GET /api/sources/health': { body: { degraded: [toronto] } } });
  const { unmount } = renderWithProviders(<SourceHealthBanner propertyId="33333333-3333-4333-8333-333333333333" />, {
    signedInAs: testUser,
  });
  await waitFor(() => expect(mock.callsTo('GET /api/sources/health')).toHaveLength(1));
  expect(screen.queryByTestId('source-health-banner')).not.toBeInTheDocument();
  unmount();

  mock.use({ 'GET /api/sources/health': { body: { degraded: [] } } });
  const healthy = renderWithProviders(<SourceHealthBanner />, { signedInAs: testUser });
  await waitFor(() => expect(mock.callsTo('GET /api/sources/health')).toHaveLength(2));
  expect(screen.queryByTestId('source-health-banner')).not.toBeInTheDocument();
  healthy.unmount();

  mock.use({ 'GET /api/sources/health': { status: 500, body: { detail: 'Internal Server Error' } } });
  renderWithProviders(<SourceHealthBanner />, { signedInAs: testUser });
  await waitFor(() => expect(mock.callsTo('GET /api/sources/health')).toHaveLength(3));
  expect(screen.queryByTestId('source-health-banner')).not.toBeInTheDocument();
});
