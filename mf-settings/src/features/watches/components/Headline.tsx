import { Typography } from 'antd';
import { headlineParts } from '../lib/headline';

/** A match's snippet with its matched terms highlighted. */
export function Headline({ text }: { text: string }) {
  return (
    <Typography.Text type="secondary" data-testid="watch-headline">
      …
      {headlineParts(text).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
      …
    </Typography.Text>
  );
}
