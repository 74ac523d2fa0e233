import { render } from '@testing-library/react';
import { MarkedSnippet } from './MarkedSnippet';

it('highlights the marked terms and shows the rest as text, never as HTML', () => {
  const { container } = render(<MarkedSnippet snippet="a <mark>Zoning</mark> fee <b>$5</b>" />);
  expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Zoning']);
  expect(container.querySelector('b')).toBeNull();
  expect(container.textContent).toBe('a Zoning fee <b>$5</b>');
});
