import { Button, Flex } from 'antd';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, numbered pages and Next (part 1 §2 /alerts). Nothing for a single page. */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Alert pages">
      <Flex gap={8} justify="center" wrap style={{ marginTop: 16 }}>
        <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <Button key={n} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onChange(n)}>
            {n}
          </Button>
        ))}
        <Button onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
          Next
        </Button>
      </Flex>
    </nav>
  );
}
