import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-auth/testing';
import ChatAnswer, { linkMarkers } from './ChatAnswer';

const ANSWER =
  'It names **55 Main Street North**, which is the address of your property.\n\nFrom the documents:\n\n' +
  '- Consent application to sever the lot. [1]\n- Written comments are due by December 17, 2026. [2]\n\n' +
  'Sources: [1] Item 4.2; [2] Notice of hearing, p. 1';

const citations = [
  { title: 'Item 4.2', agendaItemId: 3, url: 'https://pub-brampton.escribemeetings.com/item/3' },
  { title: 'Notice of hearing', documentId: 9, page: 1 },
];

it('renders the answer as Markdown: paragraphs, bold text and a list, with no raw markers of syntax', () => {
  renderWithProviders(<ChatAnswer content={ANSWER} />);
  expect(screen.getByText('55 Main Street North').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByTestId('chat-answer').textContent).not.toMatch(/\*\*|^- /m);
});

it('links each [n] to its source once the citations are known: the document view at the page, or the source address', () => {
  renderWithProviders(<ChatAnswer content={ANSWER} citations={citations} />);
  const toDocument = screen.getAllByRole('link', { name: 'Source 2: Notice of hearing, page 1' });
  expect(toDocument[0]).toHaveAttribute('href', '/documents/9?page=1');
  const toSource = screen.getAllByRole('link', { name: 'Source 1: Item 4.2' });
  expect(toSource[0]).toHaveAttribute('href', 'https://pub-brampton.escribemeetings.com/item/3');
  expect(toSource[0]).toHaveAttribute('rel', 'noopener noreferrer');
  // Each marker is a link: two in the list, two in the Sources line.
  expect(toDocument.length + toSource.length).toBe(4);
  expect(toDocument[0]).toHaveTextContent('[2]');
});

it('shows the markers as text while the answer streams (no citations yet)', () => {
  renderWithProviders(<ChatAnswer content={ANSWER} />);
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  expect(screen.getByTestId('chat-answer')).toHaveTextContent('Consent application to sever the lot. [1]');
});

it('never renders HTML from the text, nor a link to anything but a web address', () => {
  const hostile =
    'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3)) [site](https://example.org/)';
  const { container } = renderWithProviders(<ChatAnswer content={hostile} />);
  expect(container.querySelector('img, script')).toBeNull();
  expect(screen.getByTestId('chat-answer')).toHaveTextContent('<img src=x onerror="alert(1)">');
  expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.org/');
});

it('leaves a Markdown link written by a model alone, and turns only bare markers into citation links', () => {
  expect(linkMarkers('See [1] and [the plan](https://example.org/) [2]')).toBe(
    'See [\\[1\\]](#cite-1) and [the plan](https://example.org/) [\\[2\\]](#cite-2)',
  );
});
