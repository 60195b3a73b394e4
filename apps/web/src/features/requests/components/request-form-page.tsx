import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { draftQueryOptions } from '@/features/requests/api/drafts';
import { accessRequestContentQueryOptions } from '@/features/requests/api/form-content';
import { RequestForm } from '@/features/requests/components/request-form';
import { useFormContent } from '@/features/requests/hooks/use-form-content';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './requests.css';

function SubmittedView({ id }: { id: string }) {
  const t = useT();
  const locale = useLocale();
  const { data: content } = useQuery(accessRequestContentQueryOptions(locale));
  return (
    <div className="request-success" role="status">
      <Seo seo={null} fallbackTitle={t('requests.form.successTitle')} />
      <h1 className="request-form__title">{t('requests.form.successTitle')}</h1>
      {content?.submittedMessage ? <RichText markdown={content.submittedMessage} /> : null}
      <p>{t('requests.form.successReference', { reference: id })}</p>
      <p>
        <Link className="button button--primary" to={paths.userRequest(locale, 'v2', id)}>
          {t('requests.form.successLink')}
        </Link>
      </p>
      <p>
        <Link to={paths.user(locale, 'requests')}>{t('requests.form.successList')}</Link>
      </p>
    </div>
  );
}

function FormLoader({ draftId, preselect }: { draftId: string | null; preselect: string | null }) {
  const t = useT();
  const locale = useLocale();
  const content = useFormContent(locale);
  const draft = useQuery({ ...draftQueryOptions(draftId ?? ''), enabled: Boolean(draftId) });

  const waiting = (body: ReactNode) => (
    <div className="request-form">
      <header className="request-form__header">
        <h1 className="request-form__title">{t('requests.form.title')}</h1>
      </header>
      <div className="request-form__wide">{body}</div>
    </div>
  );
  if (content.isPending || (draftId && draft.isPending)) return waiting(<PageSkeleton />);
  if (content.isError || !content.data) {
    return waiting(<ErrorState message={t('requests.form.contentError')} onRetry={() => void content.refetch()} />);
  }
  if (draftId && (draft.isError || !draft.data)) {
    const missing = draft.error instanceof ApiError && draft.error.status === 404;
    return waiting(
      <ErrorState message={t('requests.form.draftError')} onRetry={missing ? undefined : () => void draft.refetch()} />,
    );
  }
  return (
    <RequestForm
      content={content.data.content}
      datasets={content.data.datasets}
      options={content.data.options}
      stepTexts={content.data.stepTexts}
      draft={draftId ? (draft.data ?? null) : null}
      preselect={preselect}
    />
  );
}

/** /{locale}/dataset-request-form: `?dataset=<slug>` preselects, `?draft=<id>` resumes, `?submitted=<id>` confirms. */
export function RequestFormPage() {
  const t = useT();
  const [params] = useSearchParams();
  // The draft in the URL when the page opened: a draft created while typing must not reload the form.
  const [openedWith] = useState(() => params.get('draft'));
  const submitted = params.get('submitted');
  if (submitted) return <SubmittedView id={submitted} />;
  return (
    <>
      <Seo seo={null} fallbackTitle={t('requests.form.title')} />
      <FormLoader key={openedWith ?? 'new'} draftId={openedWith} preselect={params.get('dataset')} />
    </>
  );
}
