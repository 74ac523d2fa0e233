// The shell's index.html as served: the built page with the run-time remote list written into it, so that the shell
// knows its remotes as soon as main.js runs and starts the first screen's remote downloads at once, instead of one
// round trip (/remotes.json) later, when the browser is busy running the shell's own chunks. /remotes.json still
// answers the same list (the development servers, a standalone remote and tools read it).

/** The id of the element holding the list; the shell reads it (shell/src/features/remotes/remoteRegistry.ts). */
export const REMOTE_LIST_ELEMENT_ID = 'parcelwatch-remotes';

/**
 * The page with `list` as a JSON data block before `</head>` (unchanged when it has none). A data block is never
 * run, so the Content-Security-Policy's script rules do not apply; `<` is escaped so that no value can close it.
 */
export function withRemoteList(html: string, list: unknown): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="${REMOTE_LIST_ELEMENT_ID}">${json}</script>${html.slice(at)}`;
}
