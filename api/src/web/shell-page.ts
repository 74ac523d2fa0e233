// The shell's index.html as served: the built page with the run-time remote list written into it, so that the shell
// knows its remotes as soon as main.js runs instead of one round trip (/remotes.json) later, and with the scripts of
// the remotes the page shows first, which the shell preloads while its own chunks download. /remotes.json still
// answers the same list (the development servers, a standalone remote and tools read it).

/** The id of the element holding the list; the shell reads it (shell/src/features/remotes/remoteRegistry.ts). */
export const REMOTE_LIST_ELEMENT_ID = 'parcelwatch-remotes';

/** The id of the element holding the first screen's remote scripts (shell/src/features/remotes/firstScreenPreload.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'parcelwatch-first-screen';

/** A JSON data block: never run, so the Content-Security-Policy's script rules do not apply to it. */
function dataBlock(id: string, value: unknown): string {
  // `<` escaped: no value can close the block.
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page with two data blocks before `</head>` (unchanged when it has none): the remote list, and the scripts of
 * the remotes the page shows first (web/first-screen.ts), which the shell preloads as soon as main.js runs when a
 * session is stored (a signed-out visit shows the sign-in page and needs none of them).
 */
export function withRemoteList(html: string, list: unknown, firstScreen: string[] = []): string {
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const blocks = dataBlock(REMOTE_LIST_ELEMENT_ID, list) + dataBlock(FIRST_SCREEN_ELEMENT_ID, firstScreen);
  return `${html.slice(0, at)}${blocks}${html.slice(at)}`;
}
