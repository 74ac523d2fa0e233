/*
 * An operator's new eSCRIBE portal, checked: its address and its source name. Messages are the answers' details.
 */

/** Thrown with the detail of a 400 answer. */
export class SourceInputError extends Error {}

const PORTAL_NAME = /^[a-z0-9][a-z0-9_-]{0,59}$/;

/** The portal's address as stored: http(s), no credentials, query or fragment, no trailing slash. */
export function portalAddress(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SourceInputError('The portal address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SourceInputError('The portal address must start with http:// or https://');
  if (url.username || url.password) throw new SourceInputError('The portal address must not contain credentials');
  if (url.search || url.hash) throw new SourceInputError('The portal address must not have a query or a fragment');
  return url;
}

/** The address as stored and compared: origin and path, without a trailing slash. */
export const portalBaseUrl = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`;

/**
 * The source name of a portal: 'escribe:<name>' from the name given ('guelph' or 'escribe:guelph'), else from its
 * host `pub-<name>.escribemeetings.com`.
 */
export function escribeSourceName(url: URL, given: string | undefined): string {
  const name = given
    ?.trim()
    .toLowerCase()
    .replace(/^escribe:/, '');
  if (name) {
    if (!PORTAL_NAME.test(name))
      throw new SourceInputError(
        'The source name must be 1 to 60 lowercase letters, digits, hyphens or underscores (e.g. guelph)',
      );
    return `escribe:${name}`;
  }
  const host = /^pub-([a-z0-9][a-z0-9_-]{0,59})\.escribemeetings\.com$/i.exec(url.hostname)?.[1];
  if (!host)
    throw new SourceInputError(
      'Give the source a name: it is taken from addresses like https://pub-<name>.escribemeetings.com only',
    );
  return `escribe:${host.toLowerCase()}`;
}
