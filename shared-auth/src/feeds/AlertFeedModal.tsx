import { Alert as Notice, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from '../api';
import { SECRET_TEXT_STYLE } from '../ui/secretText';
import type { CreatedAlertFeed } from './feedsApi';
import { useAlertFeedsQuery, useCreateAlertFeedMutation, useRevokeAlertFeedMutation } from './feedsApi';

const WHAT = { property: 'property', watch: 'watch list' } as const;

export interface AlertFeedModalProps {
  kind: 'property' | 'watch';
  targetId: string;
  /** The property's or the watch list's name, for the dialog's title. */
  targetName: string;
  onClose: () => void;
}

/** The "Atom feed" dialog of `AlertFeedButton`, in a chunk of its own: it loads when the button is first pressed. */
export function AlertFeedModal({ kind, targetId, targetName, onClose }: AlertFeedModalProps) {
  const feeds = useAlertFeedsQuery();
  const [create, creating] = useCreateAlertFeedMutation();
  const [revoke, revoking] = useRevokeAlertFeedMutation();
  const [made, setMade] = useState<CreatedAlertFeed | null>(null);
  const live = feeds.data?.find((f) => f.kind === kind && f.target_id === targetId) ?? null;

  const makeAddress = async () => {
    const result = await create({ kind, target_id: targetId });
    if ('data' in result && result.data) setMade(result.data);
  };
  const error = creating.error ?? revoking.error;

  return (
    <Modal open title={`Atom feed: ${targetName}`} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          A feed reader subscribed to this address gets this {WHAT[kind]}'s newest alerts. Anyone with the address can
          read them: keep it private.
        </Typography.Paragraph>
        {made ? (
          <>
            <Notice type="warning" showIcon title="Copy this address now. It will not be shown again." />
            <Typography.Paragraph
              copyable={{ text: made.url, tooltips: ['Copy address', 'Copied'] }}
              data-testid="alert-feed-url"
              style={{ ...SECRET_TEXT_STYLE, margin: 0 }}
            >
              {made.url}
            </Typography.Paragraph>
          </>
        ) : live ? (
          <Typography.Text type="secondary">
            You made a feed of this {WHAT[kind]} on {new Date(live.created_at).toLocaleDateString('en-CA')}
            {live.last_used_at ? `; last read ${new Date(live.last_used_at).toLocaleDateString('en-CA')}` : ''}. Its
            address was shown once; a new address stops the old one.
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">You have no feed of this {WHAT[kind]} yet.</Typography.Text>
        )}
        {error && (
          <Notice
            type="error"
            showIcon
            title={errorDetail(error, 'The feed could not be changed. Please try again.')}
          />
        )}
        <Flex gap={8} justify="end" wrap>
          {live && !made && (
            <Button danger loading={revoking.isLoading} onClick={() => void revoke(live.id)}>
              Revoke
            </Button>
          )}
          {!made && (
            <Button type="primary" loading={creating.isLoading} onClick={() => void makeAddress()}>
              {live ? 'Make a new address' : 'Make feed address'}
            </Button>
          )}
          {made && (
            <Button type="primary" onClick={onClose}>
              Done
            </Button>
          )}
        </Flex>
      </Flex>
    </Modal>
  );
}
