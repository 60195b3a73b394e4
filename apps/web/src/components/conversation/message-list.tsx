import { isInternal, type RequestMessage, type RequestMessageAuthor } from '@portal/shared';

import { DownloadButton } from '@/components/download-button';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey, type Translate } from '@/lib/i18n';

/**
 * Who wrote a message, as the reader may know it: a name when the API sends one (staff read
 * every name; the applicant reads staff messages as from the committee, without a name).
 */
export function authorName(t: Translate, author: RequestMessageAuthor): string {
  const name = `${author.firstName ?? ''} ${author.lastName ?? ''}`.trim();
  if (name) return name;
  return author.side === 'staff' ? t('conversation.committee') : t('conversation.side.applicant');
}

const roleKey = (role: string | null): MessageKey | null => (isInternal(role) ? `conversation.role.${role}` : null);

function MessageItem({ message, unread }: { message: RequestMessage; unread: boolean }) {
  const t = useT();
  const format = useFormat();
  const { author } = message;
  const named = Boolean(`${author.firstName ?? ''}${author.lastName ?? ''}`.trim());
  const role = roleKey(author.role);
  const className = [
    'conversation-message',
    `conversation-message--${author.side}`,
    message.internal ? 'conversation-message--internal' : '',
    message.mine ? 'conversation-message--mine' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className}>
      <article className="conversation-message__inner">
        {message.internal ? (
          <p className="conversation-message__internal">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            {t('conversation.internal')}
          </p>
        ) : null}
        <header className="conversation-message__header">
          <span className="conversation-message__author">{authorName(t, author)}</span>
          {role ? <span>({t(role)})</span> : null}
          {message.mine ? <span>{t('conversation.you')}</span> : null}
          {/* The committee fallback already says the side. */}
          {named || author.side === 'applicant' ? (
            <span className="conversation-message__side">
              {t(author.side === 'staff' ? 'conversation.side.staff' : 'conversation.side.applicant')}
            </span>
          ) : null}
          <time className="conversation-message__time" dateTime={message.createdAt}>
            {format.dateTime(message.createdAt)}
          </time>
          {unread ? <span className="conversation-message__new">{t('conversation.new')}</span> : null}
        </header>
        <p className="conversation-message__body">{message.body}</p>
        {message.files.length > 0 ? (
          <ul className="conversation-message__files" aria-label={t('conversation.files')}>
            {message.files.map((file) => (
              <li key={file.documentId} className="conversation-message__file">
                <DownloadButton url={file.url} fileName={file.name} mimeType={file.mime} variant="link" size="small">
                  <span aria-hidden="true">{file.name}</span>
                  <span className="visually-hidden">{t('conversation.download', { name: file.name })}</span>
                </DownloadButton>
                <span className="conversation-message__file-size">{format.fileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

export type MessageListProps = {
  messages: readonly RequestMessage[];
  /** The messages that were unread when the page opened the thread, marked "New". */
  newIds: ReadonlySet<string>;
};

/** The thread, oldest first; bodies keep their line breaks, files download through lib/download.ts. */
export function MessageList({ messages, newIds }: MessageListProps) {
  const t = useT();
  if (messages.length === 0) return <p className="conversation__empty">{t('conversation.empty')}</p>;
  return (
    <ol className="conversation__list" aria-label={t('conversation.list')}>
      {messages.map((message) => (
        <MessageItem key={message.documentId} message={message} unread={newIds.has(message.documentId)} />
      ))}
    </ol>
  );
}
