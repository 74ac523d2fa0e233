import { render, screen } from '@testing-library/react';
import { ListItemMeta } from './ListItemMeta';

test('lays out a list item like antd (avatar, title, description) without making its title a heading', () => {
  render(<ListItemMeta avatar={<span>A</span>} title="Planning Committee" description="Toronto" />);
  expect(screen.getByText('Planning Committee')).toHaveClass('ant-list-item-meta-title');
  expect(screen.getByText('Toronto')).toHaveClass('ant-list-item-meta-description');
  expect(screen.queryByRole('heading')).toBeNull();
});
