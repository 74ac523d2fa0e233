import { UUID_RE } from '../lib/crypto.js';

/*
 * The layout of keys in the object store (the same under DATA_DIR/files and in a bucket under its prefix):
 *   companies/<company>/terms-of-reference/<uuid>.<ext>   a company's terms of reference
 *   properties/<company>/<property>/<uuid>.<ext>           a property's uploaded documents
 *   <32 hex characters>                                    fetched municipal documents (global, no company)
 * Everything a company owns sits under a prefix named by its id, so deleting the company (and the orphan sweep)
 * removes two prefixes.
 */

const uuid = (id: string, what: string) => {
  if (!UUID_RE.test(id)) throw new Error(`not a ${what} id: ${id}`);
  return id;
};

export const COMPANIES_PREFIX = 'companies/';
export const PROPERTIES_PREFIX = 'properties/';

export const companyFilesPrefix = (companyId: string) => `${COMPANIES_PREFIX}${uuid(companyId, 'company')}/`;
export const companyPropertiesPrefix = (companyId: string) => `${PROPERTIES_PREFIX}${uuid(companyId, 'company')}/`;
export const termsOfReferencePrefix = (companyId: string) => `${companyFilesPrefix(companyId)}terms-of-reference/`;
export const propertyFilesPrefix = (companyId: string, propertyId: string) =>
  `${companyPropertiesPrefix(companyId)}${uuid(propertyId, 'property')}/`;
