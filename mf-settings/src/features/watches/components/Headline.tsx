import { Typography } from 'antd';
import { MarkedSnippet } from 'shared-auth';

/** A match's snippet with its matched terms highlighted. */
export function Headline({ text }: { text: string }) {
  return (
    <Typography.Text type="secondary" data-testid="watch-headline">
      …
      <MarkedSnippet snippet={text} />…
    </Typography.Text>
  );
}
