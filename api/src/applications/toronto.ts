import type { FieldMapping } from './mapping.js';

/*
 * Toronto Open Data's two application datasets, read through CKAN (ckan.ts), and their columns.
 *
 * "Committee of Adjustment Applications": SYS_ID is the city's stable id of the row (the datastore's `_id` is
 * renumbered on each refresh); REFERENCE_FILE the file ('A0429/13TEY' a minor variance, 'B0044/13TEY' a consent);
 * APPLICATION_TYPE 'MV' or 'CO'; STATUSDESC from 'Accepted' through 'Hearing Scheduled', decisions, 'TLAB Appeal'
 * and 'OMB Appeal'; dates as 'Jul 4, 2013'. Checked against a real capture (api/test/fixtures/toronto-open-data/).
 *
 * "Development Applications": APPLICATION# its id, REFERENCE_FILE# the file ('24 123456 STE 10 OZ'),
 * APPLICATION_TYPE the city's code (OZ official plan or rezoning, SA site plan, SB subdivision, CD condominium, CO
 * consent, MV minor variance), DATE_SUBMITTED, STATUS, the address in parts, and X/Y. Mapped from the dataset's
 * published column list; a type the codes do not name is read from the words of the row.
 */
export const TORONTO_DATASETS = {
  coa: 'committee-of-adjustment-applications',
  development: 'development-applications',
} as const;

export const TORONTO_COA_MAPPING: FieldMapping = {
  recordId: 'SYS_ID',
  fileNumber: 'REFERENCE_FILE',
  type: 'APPLICATION_TYPE',
  typeCodes: { MV: 'minor_variance', CO: 'consent' },
  status: 'STATUSDESC',
  streetNumber: 'STREET_NUM',
  streetName: 'STREET_NAME',
  streetType: 'STREET_TYPE',
  streetDirection: 'STREET_DIRECTION',
  description: 'DESCRIPTION',
  filedOn: 'IN_DATE',
  hearingOn: 'HEARING_DATE',
  decision: 'C_OF_A_DESCISION',
};

export const TORONTO_DEVELOPMENT_MAPPING: FieldMapping = {
  recordId: 'APPLICATION#',
  fileNumber: 'REFERENCE_FILE#',
  type: 'APPLICATION_TYPE',
  typeCodes: {
    OZ: 'zoning_bylaw_amendment',
    OP: 'official_plan_amendment',
    OPA: 'official_plan_amendment',
    SA: 'site_plan',
    SB: 'draft_plan_of_subdivision',
    CD: 'draft_plan_of_condominium',
    CO: 'consent',
    MV: 'minor_variance',
  },
  status: 'STATUS',
  streetNumber: 'STREET_NUM',
  streetName: 'STREET_NAME',
  streetType: 'STREET_TYPE',
  streetDirection: 'STREET_DIRECTION',
  description: 'DESCRIPTION',
  filedOn: 'DATE_SUBMITTED',
  hearingOn: 'HEARING_DATE',
  latitude: 'Y',
  longitude: 'X',
};

/** The mapping of a Toronto dataset, by its CKAN name. */
export function torontoMapping(dataset: string): FieldMapping {
  return dataset === TORONTO_DATASETS.coa ? TORONTO_COA_MAPPING : TORONTO_DEVELOPMENT_MAPPING;
}
