export { api, baseQuery, errorDetail, errorStatus, getApiBaseUrl, TAG_TYPES } from './api';
export type { ParcelwatchRuntimeConfig } from './config';
export {
  authSlice,
  initialAuthState,
  loggedOut,
  selectCurrentUser,
  selectIsAuthenticated,
  selectSessionStatus,
  selectToken,
  sessionCheckFailed,
  sessionChecked,
  sessionCheckStarted,
  sessionExpired,
  setCredentials,
} from './authSlice';
export type { AuthState, Credentials, SessionStatus } from './authSlice';
export * from './authApi';
export {
  createAppStore,
  rootReducer,
  store,
  tokenPersistence,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { checkStoredSession, useCompleteLogin, useLogout, useSessionBootstrap } from './session';
export type { LoginAnswer } from './session';
export { TOKEN_STORAGE_KEY } from './tokenStorage';
export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export { startStandalone } from './standalone/startStandalone';
export type { StandaloneRoute } from './standalone/startStandalone';
export { createRemoteParcel } from './parcel/createRemoteParcel';
export { ParcelRouter } from './parcel/ParcelRouter';
export type { ParcelCustomProps, ParcelNavigation } from './parcel/contract';
export { parcelwatchTheme } from './theme';
export { appTheme, pageTheme, STATIC_ANTD_CSS_ATTRIBUTE } from './staticStyles';
export type * from './types';
export type { ApiBody, ApiMethod, ApiPath, ApiPathParams, ApiPaths, ApiQuery, ApiResponse } from './api/wire';
export { BackupCodesList, TwoFactorQrCode } from './twoFactor/lazy';
export type { BackupCodesListProps } from './twoFactor/BackupCodesList';
export { BACKUP_CODES_FILENAME, backupCodesText, downloadTextFile } from './twoFactor/download';
export { openExternal, safeExternalUrl } from './externalLink';
export { ListItemMeta } from './ui/ListItemMeta';
export type { ListItemMetaProps } from './ui/ListItemMeta';
export { Pager, visiblePages } from './ui/Pager';
export type { PagerProps } from './ui/Pager';
export { MarkedSnippet } from './ui/MarkedSnippet';
export { snippetParts } from './ui/snippetMarks';
export type { SnippetPart } from './ui/snippetMarks';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { afterTrial, propertyPrice, trialDaysLeft, trialSentence } from './trial';
export {
  companyTrialEnd,
  monthlyPriceShort,
  subscriptionLabel,
  SUBSCRIPTION_STATES,
  subscriptionCounts,
  subscriptionDate,
  subscriptionState,
  subscriptionSummary,
  subscriptionView,
} from './subscription';
export type {
  CompanyTrial,
  SubscriptionActions,
  SubscriptionFacts,
  SubscriptionState,
  SubscriptionView,
} from './subscription';
export * from './map';
export * from './sourceHealth';
export * from './feeds';
export { EARLY_FETCH_TTL_MS, takeEarlyResponse } from './earlyFetch';
export type { EarlyFetch } from './earlyFetch';
export { APP_NAME, documentTitle, useDocumentTitle } from './hooks/useDocumentTitle';
export { PageTitle } from './ui/PageTitle';
export type { PageTitleProps } from './ui/PageTitle';
export { useFocusFirstField } from './hooks/useFocusFirstField';
export { installFocusReturn } from './focusReturn';
export { coordinatesLabel, propertyPlace, readablePlace } from './place';
export { SubscriptionStates } from './ui/SubscriptionStates';
export type { SubscriptionStatesProps } from './ui/SubscriptionStates';
export { LazyAlert } from './ui/LazyAlert';
export { SECRET_TEXT_STYLE } from './ui/secretText';
export * from './exports';
export * from './i18n';
export { SHARED_NAMESPACE } from './i18n/shared';
export { LanguageSwitch } from './ui/LanguageSwitch';
