import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { FollowPanel } from './FollowPanel';

const TIMELINE = 'GET /api/notifications/follows/12/timeline';
const follow = {
  id: 'f0f0f0f0-0000-4000-8000-000000000001',
  alert_id: 12,
  agenda_item_id: 5,
  title: 'Rezoning OZ 24/003',
  application_numbers: ['OZ24003'],
  created_at: '2026-11-20T12:00:00.000Z',
};
const steps = [
  {
    kind: 'meeting',
    agenda_item_id: 5,
    item_number: '7.1',
    title: 'Rezoning OZ 24/003',
    meeting_id: 1,
    meeting_title: 'PDC',
    committee_name: 'Planning and Development Committee',
    starts_at: '2026-11-30T18:00:00.000Z',
    status: 'scheduled',
    item_status: 'Adopted',
    detail: null,
    url: null,
    alert_id: null,
    followed: true,
  },
  {
    kind: 'status',
    agenda_item_id: 5,
    item_number: '7.1',
    title: 'Rezoning OZ 24/003',
    meeting_id: 1,
    meeting_title: 'PDC',
    committee_name: 'Planning and Development Committee',
    starts_at: '2026-11-30T18:00:00.000Z',
    status: 'Adopted',
    item_status: 'Adopted',
    detail: 'status changed to Adopted at Planning and Development Committee (2026-11-30)',
    url: null,
    alert_id: 39,
    followed: false,
  },
  {
    kind: 'meeting',
    agenda_item_id: 9,
    item_number: '10.2',
    title: 'By-law OZ-24-003',
    meeting_id: 2,
    meeting_title: 'Council',
    committee_name: 'City Council',
    starts_at: '2026-12-14T18:00:00.000Z',
    status: 'scheduled',
    item_status: null,
    detail: null,
    url: null,
    alert_id: 40,
    followed: false,
  },
  {
    kind: 'tribunal',
    agenda_item_id: null,
    item_number: 'OLT-27-000123',
    title: '100 Harbour Street (Re)',
    meeting_id: null,
    meeting_title: 'Ontario Land Tribunal',
    committee_name: 'Ontario Land Tribunal',
    starts_at: '2027-03-14T12:00:00.000Z',
    status: 'decided',
    item_status: null,
    detail: 'the Ontario Land Tribunal decision names the address of the followed item',
    url: 'https://www.canlii.org/en/on/onlt/doc/2027/2027canlii1/2027canlii1.html',
    alert_id: 41,
    followed: false,
  },
];

afterEach(() => jest.restoreAllMocks());

it('follows the item, then shows its steps in meeting order, and unfollows', async () => {
  let followed = false;
  const mock = mockApi({
    [TIMELINE]: () => ({ body: followed ? { follow, steps } : { follow: null, steps: [] } }),
    'POST /api/notifications/follows': () => {
      followed = true;
      return { status: 201, body: follow };
    },
    [`DELETE /api/notifications/follows/${follow.id}`]: () => {
      followed = false;
      return new Response(null, { status: 204 });
    },
  });
  const { user } = renderWithProviders(<FollowPanel alertId={12} />, { route: '/alerts', signedInAs: testUser });
  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(mock.callsTo('POST /api/notifications/follows')[0]!.body).toEqual({ alert_id: 12 });
  const rendered = await screen.findAllByTestId('follow-step');
  expect(rendered.map((s) => s.getAttribute('data-kind'))).toEqual(['meeting', 'status', 'meeting', 'tribunal']);
  expect(rendered[0]!.textContent).toContain('Planning and Development Committee');
  expect(rendered[0]!.textContent).toContain('Item 7.1: Rezoning OZ 24/003 (Adopted) (followed)');
  expect(rendered[1]!.textContent).toContain('Status: Adopted (item 7.1)');
  expect(rendered[1]!.textContent).toContain('status changed to Adopted');
  expect(rendered[2]!.textContent).toContain('City Council');
  expect(rendered[2]!.textContent).toContain('Item 10.2: By-law OZ-24-003');
  expect(rendered[3]!.textContent).toContain('Ontario Land Tribunal');
  expect(screen.getByRole('link', { name: '100 Harbour Street (Re)' })).toHaveAttribute('href', steps[3]!.url);
  await user.click(screen.getByRole('button', { name: 'Unfollow' }));
  await waitFor(() => expect(mock.callsTo(`DELETE /api/notifications/follows/${follow.id}`)).toHaveLength(1));
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
}, 60_000);

it('shows a tribunal decision whose link is not http(s) as plain text, never as a link', async () => {
  const hostile = { ...steps[3]!, url: 'javascript:alert(document.cookie)' };
  mockApi({ [TIMELINE]: () => ({ body: { follow, steps: [hostile] } }) });
  renderWithProviders(<FollowPanel alertId={12} />, { route: '/alerts', signedInAs: testUser });
  const [step] = await screen.findAllByTestId('follow-step');
  expect(step!.textContent).toContain('100 Harbour Street (Re)');
  expect(screen.queryByRole('link', { name: '100 Harbour Street (Re)' })).not.toBeInTheDocument();
  expect(step!.querySelector('a[href^="javascript"]')).toBeNull();
}, 60_000);
