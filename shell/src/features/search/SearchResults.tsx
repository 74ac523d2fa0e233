import { useEffect } from 'react';
import { useT, type Translate } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { optionId, type SearchAnswer, type SearchResult } from './searchApi';

/*
 * The results panel, loaded the first time the box is used (docs/architecture.md, "The first load"): the groups by
 * kind, each result with its title, where it is from and its snippet with the hits marked (plain text segments:
 * no HTML is read). The box owns the keyboard; this panel shows which result is active.
 */

/** Plain-text segments with the hits marked. */
function Marked({ segments }: { segments: SearchResult['snippet'] }) {
  return segments.map((s, i) =>
    s.hit ? (
      <mark key={i} style={{ background: '#fde68a', color: 'inherit', padding: 0 }}>
        {s.text}
      </mark>
    ) : (
      <span key={i}>{s.text}</span>
    ),
  );
}

function Snippet({ result }: { result: SearchResult }) {
  if (!result.snippet.length) return null;
  return (
    <span style={{ display: 'block', color: '#4b5563', fontSize: 13, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
      <Marked segments={result.snippet} />
    </span>
  );
}

/** A group's heading in the language in use (the server's label is English; an unknown kind keeps it). */
function groupLabel(kind: string, label: string, t: Translate): string {
  switch (kind) {
    case 'alerts':
      return t('Alerts');
    case 'properties':
      return t('Properties');
    case 'applications':
      return t('Applications');
    case 'agenda_items':
      return t('Agenda items');
    case 'meetings':
      return t('Meetings');
    case 'documents':
      return t('Documents');
    case 'uploaded_documents':
      return t('Uploaded documents');
    case 'proposals':
      return t('Provincial proposals');
    case 'decisions':
      return t('Tribunal decisions');
    case 'mayoral_decisions':
      return t('Mayoral decisions');
    default:
      return label;
  }
}

export interface SearchResultsProps {
  query: string;
  data: SearchAnswer | undefined;
  loading: boolean;
  failed: boolean;
  active: number;
  listId: string;
  onPick: (result: SearchResult) => void;
  onHover: (index: number) => void;
}

export default function SearchResults({
  query,
  data,
  loading,
  failed,
  active,
  listId,
  onPick,
  onHover,
}: SearchResultsProps) {
  const t = useT(SHELL_NAMESPACE);
  // The active result (moved with the arrow keys) scrolls into view.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  if (failed)
    return (
      <p role="status" style={{ margin: 0, padding: 16 }}>
        {t('Search failed. Try again.')}
      </p>
    );
  if (!data || (loading && data.query !== query))
    return (
      <p role="status" style={{ margin: 0, padding: 16, color: '#4b5563' }}>
        {t('Searching…')}
      </p>
    );
  if (!data.groups.length)
    return (
      <p role="status" style={{ margin: 0, padding: 16 }}>
        {t('No results for “{{query}}”', { query })}
      </p>
    );
  let index = -1;
  return (
    <div id={listId} role="listbox" aria-label={t('Results for {{query}}', { query })} data-testid="search-results">
      {data.groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`search-group-${group.kind}`}>
          <div
            id={`search-group-${group.kind}`}
            style={{
              padding: '8px 16px 4px',
              fontSize: 12,
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: 0.4,
              color: '#374151',
            }}
          >
            {groupLabel(group.kind, group.label, t)}
          </div>
          {group.results.map((result) => {
            index += 1;
            const mine = index;
            const selected = mine === active;
            return (
              <div
                key={`${result.kind}:${result.id}`}
                id={optionId(mine)}
                role="option"
                aria-selected={selected}
                data-kind={result.kind}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => onHover(mine)}
                onClick={() => onPick(result)}
                style={{
                  padding: '8px 16px',
                  minHeight: 44,
                  cursor: 'pointer',
                  background: selected ? '#eef2ff' : undefined,
                  borderLeft: selected ? '3px solid #4f46e5' : '3px solid transparent',
                }}
              >
                <span style={{ display: 'block', fontWeight: 500, color: '#111827', overflowWrap: 'anywhere' }}>
                  {result.title_segments?.length ? <Marked segments={result.title_segments} /> : result.title}
                  {result.exact && (
                    <span style={{ marginLeft: 6, fontSize: 11, color: '#065f46', fontWeight: 600 }}>
                      {t('exact match')}
                    </span>
                  )}
                </span>
                {result.context && (
                  <span style={{ display: 'block', fontSize: 12, color: '#6b7280', overflowWrap: 'anywhere' }}>
                    {result.context}
                  </span>
                )}
                <Snippet result={result} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
