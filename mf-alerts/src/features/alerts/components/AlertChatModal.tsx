import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Flex, Input, Modal, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAlertTitle, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { Alert } from '../api/types';
import { useAlertChat } from '../hooks/useAlertChat';
import { suggestedQuestions } from '../lib/suggestedQuestions';

const ChatAnswer = lazy(() => import(/* webpackChunkName: "chat-answer" */ './ChatAnswer'));

/** How near its end (px) the conversation counts as read to the end, so that it keeps following. */
const FOLLOW_SLACK_PX = 24;

/**
 * Ask AI about one alert: Enter sends, Shift+Enter adds a line; the reply streams in token by token and reads as
 * Markdown, its "[n]" markers linking to the sources cited (ChatAnswer). An empty conversation offers three questions
 * drawn from the alert; a lost connection offers Retry.
 */
export function AlertChatModal({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const t = useT(ALERTS_NAMESPACE);
  const titleOf = useAlertTitle();
  const { messages, status, error, send, retry, canRetry } = useAlertChat(alert.id);
  // Drawn again when the language changes (a new `t`).
  const suggestions = useMemo(() => suggestedQuestions(alert, new Date(), t), [alert, t]);
  const [input, setInput] = useState('');
  // The conversation follows its newest text as a reply streams in, unless the user has scrolled up to read.
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const box = log.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [messages, status]);
  const onLogScroll = () => {
    const box = log.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_SLACK_PX;
  };
  const busy = status !== 'idle';
  const canSend = input.trim().length > 0 && !busy;

  const submit = () => {
    if (!canSend) return;
    void send(input);
    setInput('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Modal
      open
      title={t('Ask AI: {{title}}', { title: titleOf(alert) })}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <div
          ref={log}
          onScroll={onLogScroll}
          role="log"
          aria-label={t('Conversation')}
          style={{
            maxHeight: 380,
            minHeight: 160,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
          }}
        >
          {messages.length === 0 && (
            <>
              <Typography.Text type="secondary">
                {t('Ask a question about this alert and its documents, or try one of these:')}
              </Typography.Text>
              <Flex vertical gap={6} align="flex-start" role="group" aria-label={t('Suggested questions')}>
                {suggestions.map((question) => (
                  <Button
                    key={question}
                    size="small"
                    disabled={busy}
                    onClick={() => void send(question)}
                    style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left', padding: '4px 10px' }}
                  >
                    {question}
                  </Button>
                ))}
              </Flex>
            </>
          )}
          {messages.map((m) => (
            <div
              key={m.id}
              data-testid={`chat-${m.role}`}
              style={{
                alignSelf: m.role === 'user' ? 'flex-end' : 'flex-start',
                background: m.role === 'user' ? '#1677ff' : '#f0f2f5',
                color: m.role === 'user' ? '#fff' : 'inherit',
                borderRadius: 8,
                padding: '8px 12px',
                maxWidth: '85%',
                whiteSpace: m.role === 'user' ? 'pre-wrap' : 'normal',
                overflowWrap: 'anywhere',
              }}
            >
              {m.role === 'assistant' ? (
                // Until the Markdown renderer arrives, the text as it is.
                <Suspense fallback={<span style={{ whiteSpace: 'pre-wrap' }}>{m.content}</span>}>
                  <ChatAnswer content={m.content} citations={m.citations} />
                </Suspense>
              ) : (
                m.content
              )}
            </div>
          ))}
          {status === 'sending' && (
            <div
              role="status"
              aria-label={t('Assistant is typing')}
              data-testid="typing-indicator"
              style={{ color: '#888' }}
            >
              {t('AI is typing…')}
            </div>
          )}
        </div>
        {error && (
          <Notice
            type="error"
            showIcon
            title={error}
            action={
              canRetry ? (
                <Button size="small" icon={<ReloadOutlined />} disabled={busy} onClick={() => void retry()}>
                  {t('Retry')}
                </Button>
              ) : undefined
            }
          />
        )}
        <Flex gap={8} align="end">
          <Input.TextArea
            aria-label={t('Message')}
            placeholder={t('Ask about this alert…')}
            autoSize={{ minRows: 1, maxRows: 5 }}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            aria-label={t('Send')}
            disabled={!canSend}
            loading={busy}
            onClick={submit}
          >
            {t('Send')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
