import type { CSSProperties } from 'react';

/**
 * A secret shown once (an API key, a feed address): monospace on a grey ground, wrapping anywhere so that a long
 * token stays inside a phone's screen (antd's `code` does not wrap).
 */
export const SECRET_TEXT_STYLE: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  background: 'rgba(0, 0, 0, 0.04)',
  border: '1px solid rgba(0, 0, 0, 0.06)',
  borderRadius: 4,
  padding: '4px 8px',
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
};
