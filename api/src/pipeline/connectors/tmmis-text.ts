/* Text helpers of the Toronto TMMIS connector: entity decoding, application numbers, addresses, status names. */

export const decode = (s: string) =>
  s
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&rsquo;|&lsquo;/g, "'")
    .replace(/&ldquo;|&rdquo;|&quot;/g, '"')
    .replace(/&ndash;|&mdash;/g, '-')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** Toronto planning application numbers: "24 123456 STE 10 OZ" (year, number, district, ward, type). */
export const APPLICATION = /\b\d{2} \d{6} (?:STE|NNY|EYK|SCR|TEY|WET|ESC|NYK) \d{2} [A-Z]{2}\b/g;
export const ADDRESS =
  /\b\d{1,5}(?:-\d{1,5})? [A-Z][a-zA-Z'.]+(?: [A-Z][a-zA-Z'.]+){0,3} (?:Street|Avenue|Road|Boulevard|Drive|Crescent|Court|Place|Lane|Way|Parkway|Trail|Square|Circle|Terrace|Gardens)(?: (?:East|West|North|South))?\b/g;

/** TMMIS agenda item status codes and how its pages spell them. */
export const TMMIS_ITEM_STATUS: Record<string, string> = {
  ADOPTED: 'Adopted',
  AMENDED: 'Amended',
  CONFRMED: 'Confirmed',
  DEEMADPT: 'Deemed Adopted',
  POSTPONE: 'Deferred',
  DEFERIND: 'Deferred Indefinitely',
  INT_FAIL: 'Intro Failed',
  NO_ACTN: 'No Action',
  NOQUORUM: 'No Quorum',
  NOTADOPT: 'Not Adopted',
  NOTDFIL: 'Noted/Filed',
  RECEIVED: 'Received',
  REFERRED: 'Referred',
  RESCIND: 'Rescinded',
  WITHDRAW: 'Withdrawn',
  WO_RECS: 'Without Recs',
};

export const unique = <T>(values: T[]) => [...new Set(values)];
