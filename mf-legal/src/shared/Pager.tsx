import { Button, Flex } from 'antd';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the list in the accessible label ('Proposals pages'). */
  label: string;
}

/**
 * The page numbers to show: all of them up to 7 pages; beyond, the first, the last and the current one with its
 * neighbours, gaps shown as null (an ellipsis).
 */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, pageCount - 4));
  const to = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pageCount - 1 ? [null] : []), pageCount];
}

/** Previous, numbered pages and Next. Renders nothing for a single page. */
export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label}>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 16 }}>
        <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        {pages.map((n, index) =>
          n === null ? (
            <span key={`gap-${index}`} aria-hidden style={{ alignSelf: 'center' }}>
              …
            </span>
          ) : (
            <Button
              key={n}
              type={n === page ? 'primary' : 'default'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
          Next
        </Button>
      </Flex>
    </nav>
  );
}
