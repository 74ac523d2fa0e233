import { Button, Flex, Typography } from 'antd';
import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the list in the accessible label ('Proposal pages', 'Alert pages'). */
  label: string;
}

/** Up to this many pages every number is shown; beyond, the row holds this many slots (numbers and gaps). */
const SLOTS = 7;

/**
 * The page numbers to show: all of them up to 7 pages; beyond, always 7 slots: the first, the last, the current one
 * with its neighbours (shifted inward near either end so the run stays three pages or more), and a gap (null, shown
 * as an ellipsis) where pages are left out. A gap of a single page shows that page instead, so an ellipsis never
 * hides just one number, and the row keeps its width while paging, Previous and Next staying in place.
 */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= SLOTS) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(3, Math.min(page - 1, pageCount - 4));
  const to = Math.min(pageCount - 2, Math.max(page + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, from > 3 ? null : 2, ...middle, to < pageCount - 2 ? null : pageCount - 1, pageCount];
}

/** Previous, numbered pages and Next. Renders nothing for a single page. */
export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  const t = useT(SHARED_NAMESPACE);
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label}>
      <Flex gap={8} justify="center" align="center" wrap style={{ marginTop: 16 }}>
        <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
          {t('Previous')}
        </Button>
        {pages.map((n, index) =>
          n === null ? (
            <Typography.Text key={`gap-${index}`} type="secondary" aria-hidden>
              …
            </Typography.Text>
          ) : (
            <Button
              key={n}
              type={n === page ? 'primary' : 'default'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('Page {{n}}', { n })}
              onClick={() => onChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
          {t('Next')}
        </Button>
      </Flex>
    </nav>
  );
}
