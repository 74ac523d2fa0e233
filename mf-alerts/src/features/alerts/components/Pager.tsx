import { Button, Flex, Typography } from 'antd';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const WINDOW = 2;

/**
 * The page numbers to show: all of them up to 7 pages; beyond, the first, the last and two either side of the
 * current one, with a gap (null) where pages are left out, so that 80 pages stay one row.
 */
export function pageNumbers(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, page - WINDOW);
  const to = Math.min(pageCount - 1, page + WINDOW);
  const out: Array<number | null> = [1];
  // A gap of one page shows that page rather than '…'.
  if (from > 3) out.push(null);
  else if (from === 3) out.push(2);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pageCount - 2) out.push(null);
  else if (to === pageCount - 2) out.push(pageCount - 1);
  out.push(pageCount);
  return out;
}

/** Previous, numbered pages and Next. Nothing for a single page. */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Alert pages">
      <Flex gap={8} justify="center" align="center" wrap style={{ marginTop: 16 }}>
        <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <Typography.Text key={`gap-${i}`} type="secondary" aria-hidden>
              …
            </Typography.Text>
          ) : (
            <Button key={n} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onChange(n)}>
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
