import dayjs from 'dayjs';
import { openExternal } from 'shared-auth';

export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format('MMM D, YYYY') : 'Date not set';

/** Opens a source document in a new tab, without giving it access to this page; only http(s) URLs open. */
export function openInNewTab(url: string | null | undefined) {
  openExternal(url);
}
