/*
 * Bot walls: some portals sit behind a service that answers a server-side client with a page of its own instead of
 * the data (Cloudflare's "Just a moment...", Akamai's "Access Denied", Imperva's "Request unsuccessful", a
 * captcha). Such a page is told by its title or by the challenge scripts it loads, never by a word that an agenda
 * could contain in its text (an agenda about "access" is not a block page), nor by a captcha widget that an
 * ordinary page may carry in a form of its own.
 */

/** Titles of bot-check and block pages, with the name said in the source's health reason. */
const TITLES: Array<[RegExp, string]> = [
  [/^just a moment\b/i, 'Cloudflare'],
  [/^attention required!?\s*\|\s*cloudflare/i, 'Cloudflare'],
  [/^access denied$/i, 'Access denied'],
  [/^request unsuccessful/i, 'Imperva'],
  [/^pardon our interruption/i, 'Imperva'],
  [/captcha/i, 'captcha'],
  [/^(are you a robot|are you human|verify(ing)? you are (a )?human|human verification|bot check)/i, 'captcha'],
];

/** Markers that only challenge pages carry (their scripts, forms and reference lines). */
const MARKERS: Array<[RegExp, string]> = [
  [/\b_cf_chl_opt\b|\/cdn-cgi\/challenge-platform\/|\bcf-chl-|\bcf_chl_/i, 'Cloudflare'],
  [/You don't have permission to access .{0,200} on this server\.[\s\S]{0,400}Reference #\d/i, 'Access denied'],
  [/Incapsula incident ID/i, 'Imperva'],
];

/** The kind of bot-check page this HTML is ('Cloudflare', 'captcha', ...), or null when it is an ordinary page. */
export function challengeIn(html: string): string | null {
  const title = /<title[^>]*>([\s\S]{0,300}?)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();
  if (title) for (const [pattern, name] of TITLES) if (pattern.test(title)) return name;
  for (const [pattern, name] of MARKERS) if (pattern.test(html)) return name;
  return null;
}
