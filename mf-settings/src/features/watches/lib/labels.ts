/* The words the watch screens show for the API's codes. */

export const SOURCE_KIND_LABELS: Record<string, string> = {
  council: 'Council & committees',
  provincial: 'Provincial proposals (ERO/ORR)',
  tribunal: 'Tribunal decisions (OLT)',
  mayoral: 'Mayoral decisions',
};

export const DELIVERY_LABELS: Record<string, string> = {
  immediate: 'E-mail at once',
  digest: 'In the digest',
  none: 'Alerts list only',
};

export const MATCH_KIND_LABELS: Record<string, string> = {
  item: 'Agenda item',
  document: 'Meeting document',
  proposal: 'Provincial proposal',
  decision: 'Tribunal decision',
  mayoral: 'Mayoral decision',
};
