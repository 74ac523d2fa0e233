export { AlertFeedButton } from './AlertFeedButton';
export type { AlertFeedButtonProps } from './AlertFeedButton';
export { feedsApi, useAlertFeedsQuery } from './feedsApi';
export type { AlertFeed } from './feedsApi';
