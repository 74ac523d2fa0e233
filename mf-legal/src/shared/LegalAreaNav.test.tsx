import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LegalAreaNav } from './LegalAreaNav';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

it('shows the current screen of the area and moves to the others', async () => {
  render(
    <MemoryRouter initialEntries={['/provincial']}>
      <LegalAreaNav />
      <Location />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Provincial and legal' });
  expect(nav).toHaveTextContent('Provincial');
  expect(screen.getByRole('radio', { name: 'Provincial' })).toBeChecked();

  await userEvent.click(screen.getByText('Precedents'));
  expect(screen.getByTestId('location')).toHaveTextContent('/precedents');
  await userEvent.click(screen.getByText('Mayoral Decisions'));
  expect(screen.getByTestId('location')).toHaveTextContent('/decisions');
});
