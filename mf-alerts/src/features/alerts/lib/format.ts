import dayjs from 'dayjs';

export const formatDate = (value: string | null | undefined) => (value ? dayjs(value).format('MMM D, YYYY') : 'Date not set');

/** Opens a source document in a new tab, without giving it access to this page. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
