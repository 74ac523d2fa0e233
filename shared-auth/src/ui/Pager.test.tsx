import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, visiblePages } from './Pager';

it.each([
  [1, 1, [1]],
  [3, 7, [1, 2, 3, 4, 5, 6, 7]],
  [1, 31, [1, 2, 3, 4, 5, null, 31]],
  [5, 31, [1, null, 4, 5, 6, null, 31]],
  [30, 31, [1, null, 27, 28, 29, 30, 31]],
  // A gap of a single page shows that page rather than an ellipsis.
  [4, 31, [1, 2, 3, 4, 5, null, 31]],
  [28, 31, [1, null, 27, 28, 29, 30, 31]],
  [40, 84, [1, null, 39, 40, 41, null, 84]],
  [4, 8, [1, 2, 3, 4, 5, null, 8]],
  [5, 8, [1, null, 4, 5, 6, 7, 8]],
])('on page %i of %i shows %p', (page, count, expected) => {
  expect(visiblePages(page, count)).toEqual(expected);
});

it('keeps seven slots beyond seven pages, the current page always among them', () => {
  for (const count of [8, 9, 31, 84]) {
    for (let page = 1; page <= count; page++) {
      const pages = visiblePages(page, count);
      expect(pages).toHaveLength(7);
      expect(pages).toContain(page);
      expect(pages[0]).toBe(1);
      expect(pages[6]).toBe(count);
    }
  }
});

it('renders nothing for one page, and moves with Previous, numbers and Next', async () => {
  const { rerender } = render(<Pager page={1} pageCount={1} onChange={() => undefined} label="Pages" />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  const onChange = jest.fn();
  rerender(<Pager page={2} pageCount={3} onChange={onChange} label="Pages" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
