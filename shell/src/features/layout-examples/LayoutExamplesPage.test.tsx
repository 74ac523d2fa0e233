import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { DESIGN_OPTIONS } from './designOptions';
import { LayoutExamplesPage } from './LayoutExamplesPage';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <LayoutExamplesPage />
    </ConfigProvider>,
  );
  return user;
}

it('lists ten design options, five previewable and five not', () => {
  renderPage();
  expect(DESIGN_OPTIONS).toHaveLength(10);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(10);
  for (const option of DESIGN_OPTIONS) {
    const card = screen.getByRole('article', { name: option.name });
    expect(within(card).getByText(option.description)).toBeInTheDocument();
  }
  expect(screen.getAllByRole('button', { name: /^Preview / })).toHaveLength(5);
  expect(screen.getAllByText('Preview not available')).toHaveLength(5);
});

it('previews a design with sample data, and switches between previews', async () => {
  const user = renderPage();
  const first = screen.getByRole('region', { name: 'Preview of Command Center' });
  expect(within(first).getByText('Latest alerts')).toBeInTheDocument();
  expect(within(first).getByText('Planning and Housing Committee')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Preview Severity Board' }));
  const board = screen.getByRole('region', { name: 'Preview of Severity Board' });
  expect(within(board).getByText('High (1)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preview Severity Board' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Preview Compact Table' }));
  expect(
    within(screen.getByRole('region', { name: 'Preview of Compact Table' })).getByRole('table'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Preview Activity Timeline' }));
  expect(
    within(screen.getByRole('region', { name: 'Preview of Activity Timeline' })).getByText('City Council'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Preview Split View' }));
  const split = screen.getByRole('region', { name: 'Preview of Split View' });
  await user.click(within(split).getByText('Development charges review'));
  expect(within(split).getByText(/12% increase of residential development charges/)).toBeInTheDocument();
});
