import type { RequestFormat, RequestThreadResponse } from '@portal/shared';
import { useId, useState } from 'react';

import { Button } from '@/components/button';
import { MessageComposer } from '@/components/conversation/message-composer';
import { MessageList, authorName } from '@/components/conversation/message-list';
import { useThread } from '@/lib/conversation-api';
import { useT, type Translate } from '@/lib/i18n';

import './conversation.css';

/** What the panel remembers between reads: the ids it has shown, those to mark new, what to announce. */
type Tracked = {
  thread: RequestThreadResponse | undefined;
  /** null until the first read, which is shown without an announcement. */
  seen: ReadonlySet<string> | null;
  newIds: ReadonlySet<string>;
  announcement: string;
  /** Flips a trailing space so that the same words twice in a row are announced twice. */
  flip: boolean;
};

const INITIAL: Tracked = { thread: undefined, seen: null, newIds: new Set(), announcement: '', flip: false };

function track(previous: Tracked, thread: RequestThreadResponse | undefined, t: Translate): Tracked {
  if (!thread) return { ...previous, thread };
  const ids = thread.data.map((message) => message.documentId);
  if (previous.seen === null) {
    const { unread, lastReadAt } = thread.meta;
    const since = lastReadAt === null ? null : Date.parse(lastReadAt);
    const unreadIds = thread.data
      .filter((message) => !message.mine && unread > 0 && (since === null || Date.parse(message.createdAt) > since))
      .map((message) => message.documentId);
    return { ...previous, thread, seen: new Set(ids), newIds: new Set(unreadIds) };
  }
  const seenBefore = previous.seen;
  const fresh = thread.data.filter((message) => !seenBefore.has(message.documentId) && !message.mine);
  const seen = new Set([...seenBefore, ...ids]);
  const latest = fresh.at(-1);
  if (!latest) return { ...previous, thread, seen };
  const author = authorName(t, latest.author);
  const words =
    fresh.length > 1
      ? t('conversation.announce.many', { count: fresh.length, author })
      : t(latest.internal ? 'conversation.announce.internal' : 'conversation.announce.one', { author });
  return {
    thread,
    seen,
    newIds: new Set([...previous.newIds, ...fresh.map((message) => message.documentId)]),
    announcement: previous.flip ? words : `${words}\u00a0`,
    flip: !previous.flip,
  };
}

export type ConversationPanelProps = {
  format: RequestFormat;
  requestId: string;
  /** Whose page it is: the introduction differs (the applicant writes to the committee). */
  audience: 'applicant' | 'staff';
  /** After a read that marked messages read: refresh the lists that show unread counts. */
  onRead?: () => void;
  headingLevel?: 2 | 3;
  /** The page's own section and heading classes, so the panel sits like its neighbours. */
  className?: string;
  titleClassName?: string;
};

/**
 * The conversation on a submitted request: the messages (and, for staff, internal notes), a
 * composer when the reader may post, and a polite live region that announces messages arriving
 * after the first read (focus and a poll while the page is visible, see lib/conversation-api.ts).
 */
export function ConversationPanel({
  format,
  requestId,
  audience,
  onRead,
  headingLevel = 2,
  className,
  titleClassName,
}: ConversationPanelProps) {
  const t = useT();
  const headingId = useId();
  const query = useThread(format, requestId, { onRead });
  const [tracked, setTracked] = useState<Tracked>(INITIAL);
  // Derived while rendering (React's "information from previous renders"): no effect, no extra paint.
  if (query.data !== tracked.thread) setTracked(track(tracked, query.data, t));

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const thread = query.data;

  let content;
  if (thread) {
    content = (
      <>
        <MessageList messages={thread.data} newIds={tracked.newIds} />
        {thread.meta.canPost ? (
          <MessageComposer format={format} requestId={requestId} canPostInternal={thread.meta.canPostInternal} />
        ) : (
          <p className="conversation__read-only">{t('conversation.readOnly')}</p>
        )}
      </>
    );
  } else if (query.isError) {
    content = (
      <div className="conversation__alert conversation__error" role="alert">
        <p>{t('conversation.error')}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    content = <p className="conversation__state">{t('conversation.loading')}</p>;
  }

  return (
    <section className={['conversation', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId} className={['conversation__title', titleClassName].filter(Boolean).join(' ')}>
        {t('conversation.title')}
      </Heading>
      <p className="conversation__intro">
        {t(audience === 'staff' ? 'conversation.intro.staff' : 'conversation.intro.applicant')}
      </p>
      <div className="visually-hidden" role="status">
        {tracked.announcement}
      </div>
      {content}
    </section>
  );
}
