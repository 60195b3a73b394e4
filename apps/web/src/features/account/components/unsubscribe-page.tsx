import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useUnsubscribe } from '@/features/account/api/unsubscribe';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './account.css';

/**
 * /notifications/unsubscribe?token=… — where a notice's footer link leads. Opening the page
 * changes nothing (mail scanners open links); the button does, without signing in: the signed
 * token names the account. Mail clients use the one-click header instead (docs/notifications.md).
 */
export function UnsubscribePage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (unsubscribe.isSuccess || unsubscribe.isError) outcomeRef.current?.focus();
  }, [unsubscribe.isSuccess, unsubscribe.isError]);

  const profile = (
    <p>
      <Link to={paths.user(locale, 'edit')}>{t('account.unsubscribe.profile')}</Link>
    </p>
  );

  return (
    <section className="page">
      <PageTitle title={t('account.unsubscribe.title')} />
      <h1>{t('account.unsubscribe.title')}</h1>
      {!token ? (
        <div className="account-notice account-notice--error" role="alert">
          <p>{t('account.unsubscribe.missing')}</p>
        </div>
      ) : unsubscribe.isSuccess ? (
        <div ref={outcomeRef} className="account-notice account-notice--success" role="status" tabIndex={-1}>
          <p>{t('account.unsubscribe.done')}</p>
        </div>
      ) : (
        <>
          <p>{t('account.unsubscribe.intro')}</p>
          {unsubscribe.isError ? (
            <div ref={outcomeRef} className="account-notice account-notice--error" role="alert" tabIndex={-1}>
              <p>{t('account.unsubscribe.invalid')}</p>
            </div>
          ) : null}
          <Button
            type="button"
            onClick={() => unsubscribe.mutate(token)}
            loading={unsubscribe.isPending}
            loadingLabel={t('account.unsubscribe.sending')}
          >
            {t('account.unsubscribe.confirm')}
          </Button>
        </>
      )}
      {profile}
    </section>
  );
}
