import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession, type SessionEnd } from '@/lib/session';

import './auth.css';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Seconds left before `deadline`, ticking; rendered with `key={deadline}` so a new deadline starts afresh. */
function Countdown({ deadline }: { deadline: number }) {
  const t = useT();
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return <span className="session-dialog__countdown">{t('auth.session.warning.seconds', { seconds })}</span>;
}

/** Session ends that deserve a word to the user (a plain logout does not). */
const NOTICE_KEYS = {
  inactivity: 'auth.session.ended.inactivity',
  expired: 'auth.session.ended.expired',
  elsewhere: 'auth.session.ended.elsewhere',
} as const satisfies Partial<Record<SessionEnd, string>>;

const hasNotice = (ended: SessionEnd | null): ended is keyof typeof NOTICE_KEYS =>
  ended !== null && ended in NOTICE_KEYS;

/**
 * The session's dialogs (spec §4): the inactivity warning a minute before the automatic logout
 * ("Stay signed in" restarts the period; closing the dialog counts as staying), and a notice once
 * a session has ended by itself (inactivity, expiry, logout in another tab).
 */
export function SessionDialogs() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { warningDeadline, staySignedIn, signOut, ended, acknowledgeEnd } = useSession();

  useEffect(() => {
    // Whatever the inactive user left on screen goes away with the session.
    if (ended === 'inactivity') void navigate(paths.home(locale), { replace: true });
  }, [ended, locale, navigate]);

  const logOutNow = async () => {
    await signOut('logout');
    await navigate(paths.home(locale));
  };

  return (
    <>
      <Dialog
        open={warningDeadline !== null}
        onOpenChange={(open) => {
          if (!open) staySignedIn();
        }}
        title={t('auth.session.warning.title')}
        description={t('auth.session.warning.text')}
      >
        <p>
          {t('auth.session.warning.countdownBefore')}{' '}
          {warningDeadline === null ? null : <Countdown key={warningDeadline} deadline={warningDeadline} />}
        </p>
        <div className="session-dialog__actions">
          <Button onClick={staySignedIn}>{t('auth.session.warning.stay')}</Button>
          <Button variant="secondary" onClick={() => void logOutNow()}>
            {t('auth.session.warning.logout')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={hasNotice(ended)}
        onOpenChange={(open) => {
          if (!open) acknowledgeEnd();
        }}
        title={t('auth.session.ended.title')}
        description={hasNotice(ended) ? t(NOTICE_KEYS[ended]) : undefined}
      >
        <div className="session-dialog__actions">
          <Link className="button button--primary" to={paths.login(locale)} onClick={acknowledgeEnd}>
            {t('auth.session.ended.login')}
          </Link>
          <DialogClose>{t('common.close')}</DialogClose>
        </div>
      </Dialog>
    </>
  );
}
