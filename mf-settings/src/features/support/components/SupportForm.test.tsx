import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { chooseOption } from '../../../testing';
import { SUPPORT_TEXTS } from '../constants';
import SupportPage from '../pages/SupportPage';

const CREATE = 'POST /api/reports/';

function renderSupport(routes = {}) {
  return renderWithProviders(<SupportPage />, {
    route: '/support',
    paths: ['/support'],
    signedInAs: testUser,
    api: routes,
  });
}

const subject = () => screen.getByLabelText('Subject');
const description = () => screen.getByLabelText('Description');
const submit = () => screen.getByRole('button', { name: /Submit/ });

function fillForm() {
  fireEvent.change(subject(), { target: { value: 'Map does not load' } });
  fireEvent.change(description(), { target: { value: 'The property map stays blank on Firefox.' } });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the texts, the six categories and four priorities, with the defaults bug and medium', async () => {
  const view = renderSupport();
  expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
  expect(screen.getByText(SUPPORT_TEXTS.subtitle)).toBeInTheDocument();
  expect(screen.getByText('Issue Details')).toBeInTheDocument();
  expect(subject()).toHaveAttribute('placeholder', 'Brief description of the issue');
  expect(description()).toHaveAttribute('rows', '6');
  expect(screen.getByTitle('Bug Report')).toBeInTheDocument();
  expect(screen.getByTitle('Medium - Moderate impact')).toBeInTheDocument();

  await view.user.click(screen.getByRole('combobox', { name: 'Category' }));
  for (const label of ['Bug Report', 'Feature Request', 'UI/UX Issue', 'Performance Issue', 'Data Issue', 'Other']) {
    await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${label}"]`)).not.toBeNull());
  }
  await view.user.click(screen.getByRole('combobox', { name: 'Priority' }));
  for (const label of [
    'Low - Minor inconvenience',
    'Medium - Moderate impact',
    'High - Significant impact',
    'Critical - Platform unusable',
  ]) {
    await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${label}"]`)).not.toBeNull());
  }
});

it('requires the subject and the description', async () => {
  const view = renderSupport();
  await view.user.click(submit());
  expect(await screen.findByText('Please enter a subject')).toBeInTheDocument();
  expect(await screen.findByText('Please describe the issue')).toBeInTheDocument();
  expect(view.mock.callsTo(CREATE)).toHaveLength(0);
});

it('Cancel goes to the dashboard', async () => {
  const view = renderSupport();
  await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(view.location()).toBe('/');
});

it("sends the report ('Submitting...' meanwhile), shows the success view, and resets the form 3 s later", async () => {
  let answer: (value: Response) => void = () => undefined;
  const view = renderSupport({
    [CREATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  await chooseOption(view.user, screen.getByRole('combobox', { name: 'Category' }), 'Data Issue');
  await chooseOption(view.user, screen.getByRole('combobox', { name: 'Priority' }), 'High - Significant impact');
  fillForm();
  await view.user.click(submit());
  expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect(view.mock.callsTo(CREATE)[0]?.body).toEqual({
    category: 'data',
    priority: 'high',
    subject: 'Map does not load',
    description: 'The property map stays blank on Firefox.',
  });

  jest.useFakeTimers();
  await act(async () => {
    answer(
      new Response(JSON.stringify({ id: 'r-1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  expect(await screen.findByText(SUPPORT_TEXTS.successTitle)).toBeInTheDocument();
  expect(screen.getByText(SUPPORT_TEXTS.successText)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText(SUPPORT_TEXTS.successTitle)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText(SUPPORT_TEXTS.successTitle)).not.toBeInTheDocument();
  jest.useRealTimers();
  await waitFor(() => expect(subject()).toHaveValue(''));
  expect(description()).toHaveValue('');
  expect(screen.getByTitle('Bug Report')).toBeInTheDocument();
  expect(screen.getByTitle('Medium - Moderate impact')).toBeInTheDocument();
});

it("'Back to Dashboard' goes to /", async () => {
  const view = renderSupport({ [CREATE]: { status: 201, body: { id: 'r-1' } } });
  fillForm();
  await view.user.click(submit());
  await view.user.click(await screen.findByRole('button', { name: 'Back to Dashboard' }));
  expect(view.location()).toBe('/');
});

it.each([
  ['the server detail', { status: 400, body: { detail: 'Subject is too long' } }, 'Subject is too long'],
  ['the default', { status: 500, body: {} }, SUPPORT_TEXTS.submitFailed],
])('alerts %s on failure and keeps the form filled', async (_name, reply, text) => {
  const view = renderSupport({ [CREATE]: reply });
  fillForm();
  await view.user.click(submit());
  const alert = await screen.findByText(text);
  expect(alert.closest('.ant-modal')).not.toBeNull();
  expect(screen.queryByText(SUPPORT_TEXTS.successTitle)).not.toBeInTheDocument();
  expect(subject()).toHaveValue('Map does not load');
  expect(description()).toHaveValue('The property map stays blank on Firefox.');
  expect(within(screen.getByRole('button', { name: /Submit/ })).getByText('Submit')).toBeInTheDocument();
});
