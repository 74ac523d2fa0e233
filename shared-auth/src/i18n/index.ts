export { registerCatalogue, type Catalogue, type CatalogueLoader } from './catalogues';
export {
  catalogueReady,
  getAntdLocale,
  getLanguage,
  interpolate,
  setLanguage,
  subscribe as subscribeLanguage,
  translate,
} from './engine';
export { dateFormat, formatDate, formatMoney, formatNumber } from './format';
export { DEFAULT_LANGUAGE, detectLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
export { useAlertPreview, useAlertSummary, type SummarisedAlert } from './alertSummary';
export { useAlertTitle, type TitledAlert } from './alertTitle';
export { APPLICATION_TYPES, applicationTypeLabel } from './applicationTypes';
export { useLanguage, useT, type Translate } from './useT';
export { withParts } from './withParts';
