import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders, testUser } from 'shared-auth/testing';
import { HeaderSearch } from './HeaderSearch';
import { isSearchShortcut } from './shortcut';

jest.setTimeout(60_000);

const result = (kind: string, id: string, title: string, link: string, snippet: Array<[string, boolean]>) => ({
  kind,
  id,
  title,
  link,
  context: 'Toronto',
  date: null,
  exact: false,
  snippet: snippet.map(([text, hit]) => ({ text, hit })),
  title_segments: [{ text: title, hit: false }],
});

const ANSWER = (q: string) => ({
  query: q,
  recognisedAs: 'words',
  groups: [
    {
      kind: 'alerts',
      label: 'Alerts',
      results: [
        result('alerts', '7', 'Rezoning at 25 The West Mall', '/alerts?alertId=7', [
          ['a ', false],
          ['tower', true],
        ]),
      ],
    },
    {
      kind: 'agenda_items',
      label: 'Agenda items',
      results: [
        result('agenda_items', '11', 'Official Plan Amendment', '/documents/3', [
          ['32-storey ', false],
          ['tower', true],
        ]),
        result('agenda_items', '12', 'Site Plan', '/meetings?q=Site%20Plan', [['no hit', false]]),
      ],
    },
  ],
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function render(phone = false) {
  const mock = mockApi({
    'GET /api/search/': (call) => {
      const q = call.url.searchParams.get('q') ?? '';
      return { body: q === 'nothing' ? { query: q, recognisedAs: 'words', groups: [] } : ANSWER(q) };
    },
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <input aria-label="Another field" />
            <HeaderSearch phone={phone} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/', signedInAs: testUser },
  );
  return { ...view, mock };
}

it('groups the results by kind, marks the hits, and moves with the arrows; Enter opens', async () => {
  const { user, mock } = render();
  const box = screen.getByRole('combobox', { name: 'Search' });
  await user.click(box);
  await user.keyboard('tower');
  const list = await screen.findByRole('listbox', { name: 'Results for tower' });
  expect(mock.callsTo('GET /api/search/').at(-1)!.url.searchParams.get('q')).toBe('tower');
  const groups = within(list).getAllByRole('group');
  expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual([
    'search-group-alerts',
    'search-group-agenda_items',
  ]);
  expect(within(groups[0]!).getByText('Alerts')).toBeInTheDocument();
  expect(within(groups[1]!).getAllByRole('option')).toHaveLength(2);
  expect(list.querySelectorAll('mark')).toHaveLength(2);
  expect(list.querySelector('mark')).toHaveTextContent('tower');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const options = within(list).getAllByRole('option');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent('/documents/3');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('Esc closes the results; an empty answer says so', async () => {
  const { user } = render();
  await user.click(screen.getByRole('combobox', { name: 'Search' }));
  await user.keyboard('tower');
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  await user.clear(screen.getByRole('combobox', { name: 'Search' }));
  await user.keyboard('nothing');
  expect(await screen.findByText('No results for “nothing”')).toBeInTheDocument();
});

it("'/' focuses the box from anywhere, but not while typing in a field", async () => {
  const { user } = render();
  const box = screen.getByRole('combobox', { name: 'Search' });
  const other = screen.getByRole('textbox', { name: 'Another field' });
  await user.click(other);
  await user.keyboard('a/b');
  expect(other).toHaveValue('a/b');
  expect(box).not.toHaveFocus();
  other.blur();
  await user.keyboard('/');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('');
});

it('on a phone, a search button opens a full-screen search, closed by a pick or its Close button', async () => {
  const { user } = render(true);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = screen.getByRole('dialog', { name: 'Search' });
  const box = within(dialog).getByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(box).toHaveFocus());
  await user.keyboard('tower');
  await within(dialog).findByRole('listbox');
  await user.click(within(dialog).getAllByRole('option')[0]!);
  expect(screen.getByTestId('where')).toHaveTextContent('/alerts?alertId=7');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(screen.getByRole('button', { name: 'Close search' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('the shortcut ignores modified keys and fields', () => {
  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', init);
    Object.defineProperty(event, 'target', { value: target });
    return isSearchShortcut(event);
  };
  expect(key({ key: '/' })).toBe(true);
  expect(key({ key: '/', ctrlKey: true })).toBe(false);
  expect(key({ key: '?' })).toBe(false);
  expect(key({ key: '/' }, document.createElement('textarea'))).toBe(false);
  const editable = document.createElement('div');
  editable.contentEditable = 'true';
  Object.defineProperty(editable, 'isContentEditable', { value: true });
  expect(key({ key: '/' }, editable)).toBe(false);
});
