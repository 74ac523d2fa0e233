import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { MIN_QUERY, optionId, SEARCH_DEBOUNCE_MS, useSearchQuery, type SearchResult } from './searchApi';
import { isSearchShortcut } from './shortcut';

// The results panel loads the first time the box is focused or opened, not with the first screen
// (docs/architecture.md, "The first load").
const loadResults = () => import('./SearchResults');
const SearchResults = lazy(loadResults);

const INPUT_STYLE = {
  width: '100%',
  height: 36,
  padding: '0 12px 0 34px',
  border: '1px solid #d1d5db',
  borderRadius: 8,
  fontSize: 14,
  background: '#f9fafb',
  color: '#111827',
} as const;

/**
 * The header's one search (docs/search.md): a box on a wide screen, a search button opening a full-screen search on
 * a phone; '/' from anywhere (outside a field) focuses it. Results are grouped by kind; arrows move, Enter opens,
 * Esc closes.
 */
export function HeaderSearch({ phone }: { phone: boolean }) {
  const navigate = useNavigate();
  const t = useT(SHELL_NAMESPACE);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = debounced.length >= MIN_QUERY ? debounced : '';
  const { data, isFetching, isError } = useSearchQuery(query, { skip: !query });
  const results = useMemo<SearchResult[]>(
    () => (data && data.query === query ? data.groups.flatMap((g) => g.results) : []),
    [data, query],
  );
  const showing = (phone ? full : open) && typed.length >= MIN_QUERY;

  useEffect(() => setActive(-1), [query]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      void loadResults();
      if (phone) setFull(true);
      else {
        input.current?.focus();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone]);

  useEffect(() => {
    if (full) input.current?.focus();
  }, [full]);

  const close = () => {
    setOpen(false);
    setFull(false);
    setActive(-1);
  };
  const pick = (result: SearchResult) => {
    close();
    input.current?.blur();
    navigate(result.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? (active < 0 ? results[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showing) close();
      else {
        close();
        input.current?.blur();
      }
    }
  };

  const box = (
    <div style={{ position: 'relative', width: '100%' }}>
      <SearchOutlined
        aria-hidden
        style={{ position: 'absolute', left: 12, top: '50%', transform: 'translateY(-50%)', color: '#6b7280' }}
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        data-testid="header-search"
        aria-label={t('Search')}
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        placeholder={phone ? t('Search') : t('Search  (press /)')}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          void loadResults();
          setOpen(true);
        }}
        onBlur={(event) => {
          // Tab into the results (to scroll them with the keyboard) keeps them open.
          if (!phone && !panelRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        style={INPUT_STYLE}
      />
    </div>
  );

  const panel = showing && (
    <Suspense fallback={<p style={{ margin: 0, padding: 16 }}>Searching…</p>}>
      <SearchResults
        query={typed}
        data={data && data.query === typed ? data : undefined}
        loading={isFetching || typed !== query}
        failed={isError}
        active={active}
        listId={listId}
        onPick={pick}
        onHover={setActive}
      />
    </Suspense>
  );

  if (phone) {
    return (
      <>
        <Button
          type="text"
          aria-label={t('Search')}
          data-testid="header-search-open"
          icon={<SearchOutlined style={{ fontSize: 18 }} />}
          onPointerEnter={() => void loadResults()}
          onClick={() => setFull(true)}
          style={{ width: 44, height: 44 }}
        />
        {full && (
          <div
            role="dialog"
            aria-modal="true"
            aria-label={t('Search')}
            style={{
              position: 'fixed',
              inset: 0,
              zIndex: 1100,
              background: '#fff',
              display: 'flex',
              flexDirection: 'column',
              // Inside the header, whose line height (64 px) would space every wrapped line of a result apart.
              lineHeight: 1.4,
            }}
          >
            <div
              style={{ display: 'flex', alignItems: 'center', gap: 4, padding: 8, borderBottom: '1px solid #eef0f4' }}
            >
              {box}
              <Button
                type="text"
                aria-label={t('Close search')}
                icon={<CloseOutlined />}
                onClick={close}
                style={{ width: 44, height: 44, flex: 'none' }}
              />
            </div>
            <div tabIndex={0} aria-label={t('Search results')} style={{ overflowY: 'auto', flex: 1 }}>
              {panel}
            </div>
          </div>
        )}
      </>
    );
  }
  return (
    <div style={{ position: 'relative', width: 'min(360px, 40vw)', marginRight: 'auto' }}>
      {box}
      {showing && (
        <div
          ref={panelRef}
          // Focusable, so the results scroll with the keyboard too; leaving it for elsewhere closes it.
          tabIndex={0}
          aria-label={t('Search results')}
          onBlur={(event) => {
            const to = event.relatedTarget as Node | null;
            if (to !== input.current && !panelRef.current?.contains(to)) setOpen(false);
          }}
          style={{
            position: 'absolute',
            top: 'calc(100% + 6px)',
            left: 0,
            width: 'min(560px, 80vw)',
            maxHeight: '70vh',
            overflowY: 'auto',
            background: '#fff',
            border: '1px solid #e5e7eb',
            borderRadius: 8,
            boxShadow: '0 10px 30px rgba(15, 23, 42, 0.15)',
            zIndex: 1050,
            lineHeight: 1.4,
          }}
        >
          {panel}
        </div>
      )}
    </div>
  );
}
