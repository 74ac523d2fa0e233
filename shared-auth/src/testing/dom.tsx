/** Test helpers (never imported by app code) shared by the shell's and the remotes' UI tests. */
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';

/** Pastes a whole value at once: much faster than typing it key by key, for fields whose typing is not under test. */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Renders the router's current path and query, for tests to assert navigation (`getByTestId('location')`). */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
