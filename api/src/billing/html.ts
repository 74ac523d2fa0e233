import { escapeHtml } from '../lib/html.js';

/** The one escaping helper of every server-written page (see lib/html.ts). */
export { escapeHtml };

/**
 * A small self-contained page (inline styles only: the CSP allows no scripts, and none are needed); its money and
 * dates are written by i18n/billing-text.ts in the page's language.
 */
export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Parcelwatch</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f5f7fa; color: #1f2937; margin: 0; }
  main { max-width: 560px; margin: 48px auto; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgba(15, 23, 42, .08); padding: 32px; }
  h1 { font-size: 22px; margin: 0 0 4px; } .muted { color: #6b7280; font-size: 14px; }
  table { width: 100%; border-collapse: collapse; margin: 20px 0; } td { padding: 8px 0; border-bottom: 1px solid #eef0f3; }
  td:last-child { text-align: right; font-weight: 600; }
  .note { background: #ecfdf5; border: 1px solid #a7f3d0; color: #065f46; border-radius: 8px; padding: 12px; margin: 16px 0; font-size: 14px; }
  .warn { background: #fef2f2; border-color: #fecaca; color: #991b1b; }
  .actions { display: flex; gap: 16px; align-items: center; margin-top: 24px; }
  button { background: #1677ff; color: #fff; border: 0; border-radius: 8px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
  a { color: #1677ff; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
