import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { chooseOption, confirmPopover, testCompany, waitForCalls } from '../../../testing';
import { MESSAGES } from '../lib/messages';
import { teamMembers } from '../testData';
import { UsersTab } from './UsersTab';

const USERS = 'GET /api/companies/users';
const INVITE = 'POST /api/companies/users';
const ROLE = 'PATCH /api/companies/users/u-2/role';
const REMOVE = 'DELETE /api/companies/users/u-2';

function renderUsers(routes = {}) {
  return renderWithProviders(<UsersTab />, {
    route: '/settings/users',
    paths: ['/settings/users'],
    signedInAs: testUser,
    api: { 'GET /api/companies/me': { body: testCompany }, [USERS]: { body: teamMembers }, ...routes },
  });
}

const table = () => screen.getByRole('table');
const rowOf = (email: string) => within(table()).getByText(email).closest('tr') as HTMLElement;

afterEach(() => jest.restoreAllMocks());

it('lists the team without the current user, with Invited / Active status and the seat count', async () => {
  renderUsers();
  expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
  expect(within(table()).queryByText('ada@example.com')).not.toBeInTheDocument();
  expect(within(rowOf('grace@example.com')).getByText('Active')).toBeInTheDocument();
  expect(within(rowOf('grace@example.com')).getByText('Grace Hopper')).toBeInTheDocument();
  expect(within(rowOf('alan@example.com')).getByText('Invited')).toBeInTheDocument();
  expect(within(rowOf('alan@example.com')).getByText('Never')).toBeInTheDocument();
  expect(await screen.findByText('3 of 5 users')).toBeInTheDocument();
});

it('shows the load error when the team cannot be fetched', async () => {
  renderUsers({ [USERS]: { status: 500, body: {} } });
  expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
});

it('changes a role, notices it and reloads the team', async () => {
  const view = renderUsers({ [ROLE]: { body: { ...teamMembers[1], role: 'admin' } } });
  await screen.findByText('grace@example.com');
  await chooseOption(view.user, screen.getByRole('combobox', { name: 'Role of Grace Hopper' }), 'Admin');
  expect(await screen.findByText(MESSAGES.roleUpdated)).toBeInTheDocument();
  expect(view.mock.callsTo(ROLE)[0]?.body).toEqual({ role: 'admin' });
  await waitForCalls(view.mock, USERS, 2);
});

it.each([
  [
    'the server detail',
    { status: 400, body: { detail: 'The company needs at least one admin.' } },
    'The company needs at least one admin.',
  ],
  ['the default', { status: 500, body: {} }, MESSAGES.roleFailed],
])('shows %s when a role change fails', async (_name, reply, text) => {
  const view = renderUsers({ [ROLE]: reply });
  await screen.findByText('grace@example.com');
  await chooseOption(view.user, screen.getByRole('combobox', { name: 'Role of Grace Hopper' }), 'Admin');
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it('removes a user after a confirmation, and reloads the team', async () => {
  const view = renderUsers({ [REMOVE]: { status: 204 } });
  await screen.findByText('grace@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
  expect(await screen.findByText('Remove Grace Hopper?')).toBeInTheDocument();
  expect(view.mock.callsTo(REMOVE)).toHaveLength(0);
  await confirmPopover(view.user, 'Remove');
  expect(await screen.findByText(MESSAGES.userRemoved)).toBeInTheDocument();
  await waitForCalls(view.mock, USERS, 2);
});

it.each([
  [
    'the server detail',
    { status: 403, body: { detail: 'Only company admins can do this.' } },
    'Only company admins can do this.',
  ],
  ['the default', { status: 500, body: {} }, MESSAGES.removeFailed],
])('shows %s when removal fails', async (_name, reply, text) => {
  const view = renderUsers({ [REMOVE]: reply });
  await screen.findByText('grace@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
  await confirmPopover(view.user, 'Remove');
  expect(await screen.findByText(text)).toBeInTheDocument();
});

async function fillInvite(
  view: ReturnType<typeof renderUsers>,
  values: { first?: string; last?: string; email?: string },
) {
  const form = screen.getByRole('button', { name: /Send invitation/ }).closest('form') as HTMLElement;
  // Pasted in one change each: the typing itself is not under test.
  if (values.first) fireEvent.change(within(form).getByLabelText('First name'), { target: { value: values.first } });
  if (values.last) fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: values.last } });
  if (values.email) fireEvent.change(within(form).getByLabelText('Email'), { target: { value: values.email } });
  await view.user.click(screen.getByRole('button', { name: /Send invitation/ }));
  return form;
}

it('asks for every invite field', async () => {
  const view = renderUsers();
  await screen.findByText('grace@example.com');
  await fillInvite(view, { first: 'Katherine', email: 'kj@example.com' });
  expect(await screen.findByText(MESSAGES.inviteIncomplete)).toBeInTheDocument();
  expect(view.mock.callsTo(INVITE)).toHaveLength(0);
});

it('invites an analyst, notices it, clears the form and reloads the team', async () => {
  const view = renderUsers({ [INVITE]: { status: 201, body: { id: 'u-9' } } });
  await screen.findByText('grace@example.com');
  const form = await fillInvite(view, { first: 'Katherine', last: 'Johnson', email: 'kj@example.com' });
  expect(await screen.findByText(MESSAGES.inviteSent)).toBeInTheDocument();
  expect(view.mock.callsTo(INVITE)[0]?.body).toEqual({
    first_name: 'Katherine',
    last_name: 'Johnson',
    email: 'kj@example.com',
    role: 'analyst',
  });
  await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue(''));
  await waitForCalls(view.mock, USERS, 2);
});

it.each([
  [
    'the server detail',
    { status: 400, body: { detail: 'Your company has reached its limit of 5 users.' } },
    'Your company has reached its limit of 5 users.',
  ],
  ['the default', { status: 500, body: {} }, MESSAGES.inviteFailed],
])('shows %s when the invitation fails, keeping the form', async (_name, reply, text) => {
  const view = renderUsers({ [INVITE]: reply });
  await screen.findByText('grace@example.com');
  const form = await fillInvite(view, { first: 'Katherine', last: 'Johnson', email: 'kj@example.com' });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(within(form).getByLabelText('Email')).toHaveValue('kj@example.com');
});

it('disables the invitation form at the user limit, saying why, instead of failing on submit', async () => {
  renderUsers({ 'GET /api/companies/me': { body: { ...testCompany, user_count: 5, max_users: 5 } } });
  expect(await screen.findByText('Your company has reached its limit of 5 users.')).toBeInTheDocument();
  const form = screen.getByText('Invite a teammate').closest('.ant-card') as HTMLElement;
  for (const label of ['First name', 'Last name', 'Email']) expect(within(form).getByLabelText(label)).toBeDisabled();
  expect(within(form).getByRole('button', { name: /Send invitation/ })).toBeDisabled();
});
