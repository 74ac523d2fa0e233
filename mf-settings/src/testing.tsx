/** Test helpers of this remote (never imported by app code); rendering is shared-auth/testing's `renderWithProviders`. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { mockApi } from 'shared-auth/testing';
import type { Company } from './features/settings/api/types';

export const testCompany: Company = {
  id: 'c-1',
  name: 'Analytical Holdings',
  contact_email: 'office@analytical.example',
  max_users: 5,
  user_count: 3,
  trial_started_at: '2026-03-01T12:00:00.000Z',
  trial_ends_at: '2026-03-31T12:00:00.000Z',
  is_trial_active: true,
  days_remaining: 12,
  terms_of_reference: null,
  monitored_municipalities: [{ id: 1, name: 'Toronto', parent_name: null }],
  current_user_role: 'admin',
};

/** Confirms the open Popconfirm with its OK button labelled `okText`. */
export async function confirmPopover(user: UserEvent, okText: string) {
  const tooltip = await screen.findByRole('tooltip');
  await user.click(within(tooltip).getByRole('button', { name: okText }));
}

/** Waits until `count` requests went to `route`. */
export async function waitForCalls(mock: ReturnType<typeof mockApi>, route: string, count = 1) {
  await waitFor(() => expect(mock.callsTo(route)).toHaveLength(count));
}

/** Opens an antd Select and picks the option labelled `label` (antd's visible option, not its a11y copy). */
export async function chooseOption(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  let option: Element | null = null;
  await waitFor(() => {
    option = document.querySelector(`.ant-select-item-option[title="${label}"]`);
    expect(option).not.toBeNull();
  });
  await user.click(option as unknown as HTMLElement);
}
