import { translate } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/* The words the watch screens show for the API's codes. */

export const SOURCE_KIND_LABELS: Record<string, string> = {
  get council() {
    return translate(SETTINGS_NAMESPACE, 'Council & committees');
  },
  get provincial() {
    return translate(SETTINGS_NAMESPACE, 'Provincial proposals (ERO/ORR)');
  },
  get tribunal() {
    return translate(SETTINGS_NAMESPACE, 'Tribunal decisions (OLT)');
  },
  get mayoral() {
    return translate(SETTINGS_NAMESPACE, 'Mayoral decisions');
  },
};

export const DELIVERY_LABELS: Record<string, string> = {
  get immediate() {
    return translate(SETTINGS_NAMESPACE, 'E-mail at once');
  },
  get digest() {
    return translate(SETTINGS_NAMESPACE, 'In the digest');
  },
  get none() {
    return translate(SETTINGS_NAMESPACE, 'Alerts list only');
  },
};

export const MATCH_KIND_LABELS: Record<string, string> = {
  get item() {
    return translate(SETTINGS_NAMESPACE, 'Agenda item');
  },
  get document() {
    return translate(SETTINGS_NAMESPACE, 'Meeting document');
  },
  get proposal() {
    return translate(SETTINGS_NAMESPACE, 'Provincial proposal');
  },
  get decision() {
    return translate(SETTINGS_NAMESPACE, 'Tribunal decision');
  },
  get mayoral() {
    return translate(SETTINGS_NAMESPACE, 'Mayoral decision');
  },
};

export const APPLICATION_TYPE_LABELS: Record<string, string> = {
  get official_plan_amendment() {
    return translate(SETTINGS_NAMESPACE, 'Official plan amendment');
  },
  get zoning_bylaw_amendment() {
    return translate(SETTINGS_NAMESPACE, 'Zoning by-law amendment');
  },
  get site_plan() {
    return translate(SETTINGS_NAMESPACE, 'Site plan');
  },
  get draft_plan_of_subdivision() {
    return translate(SETTINGS_NAMESPACE, 'Draft plan of subdivision');
  },
  get draft_plan_of_condominium() {
    return translate(SETTINGS_NAMESPACE, 'Draft plan of condominium');
  },
  get consent() {
    return translate(SETTINGS_NAMESPACE, 'Consent');
  },
  get minor_variance() {
    return translate(SETTINGS_NAMESPACE, 'Minor variance');
  },
  get other() {
    return translate(SETTINGS_NAMESPACE, 'Other');
  },
};
