import type { ReactNode } from 'react';
import { safeExternalUrl } from 'shared-auth';

/** A link to a source's page (only an absolute http(s) URL renders), in a new tab, with a 44 px tap height. */
export function ExternalLink({ url, children }: { url: string | null | undefined; children: ReactNode }) {
  const safe = safeExternalUrl(url);
  if (!safe) return null;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
    >
      {children}
    </a>
  );
}
