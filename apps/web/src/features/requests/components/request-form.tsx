import type { DatasetAccessRequestPage, RequestDraft, RequestFile, RequestFormOptions } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { FormScope, useAppForm } from '@/components/form/form';
import { flattenErrors, FormErrorSummary } from '@/components/form/form-error-summary';
import { Hero } from '@/components/hero';
import { RequestAnswers } from '@/components/request/request-answers';
import { RequestFiles } from '@/components/request/request-files';
import { TextColumns } from '@/components/text-columns';
import { paths } from '@/config/paths';
import { deleteDraft, draftQueryOptions, getDraft, publishDraft } from '@/features/requests/api/drafts';
import type { RequestableDataset } from '@/features/requests/api/form-content';
import { uploadAttachment } from '@/features/requests/api/request-actions';
import { FileUploader } from '@/features/requests/components/file-uploader';
import { StepFields } from '@/features/requests/components/form-step-fields';
import { SaveStateIndicator } from '@/features/requests/components/save-state';
import { StepList, stepTitleKey, type StepState } from '@/features/requests/components/step-list';
import { useDraftAutosave } from '@/features/requests/hooks/use-draft-autosave';
import type { StepTexts } from '@/features/requests/utils/step-texts';
import { FORM_STEPS, STEP_FIELDS, isFormStep, stepOfPath, type FormStep } from '@/features/requests/utils/form-steps';
import { applyRequestServerErrors, formIssues, submitResolver } from '@/features/requests/utils/form-validation';
import { emptyFormValues, formValuesFrom, type RequestFormValues } from '@/features/requests/utils/form-values';
import { clearLocalCopy, readLocalCopy } from '@/features/requests/utils/local-copy';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { optionLabelsFrom, useOptionLabels } from '@/lib/option-labels';
import { USER_DATA_KEY, useSession } from '@/lib/session';
import { notifySuccess } from '@/lib/toast';

export type RequestFormProps = {
  content: DatasetAccessRequestPage;
  datasets: RequestableDataset[];
  options: RequestFormOptions;
  /** The editor's label and description per step (CMS, reader's locale); missing steps use the app's titles. */
  stepTexts?: StepTexts;
  draft: RequestDraft | null;
  /** `?dataset=<slug>`: preselected when the form has no such dataset yet. */
  preselect: string | null;
};

function initialValues(draft: RequestDraft | null, user: ReturnType<typeof useSession>['session']) {
  const local = readLocalCopy(draft?.documentId ?? null);
  if (local) return { values: local, restored: true };
  if (draft) return { values: formValuesFrom(draft), restored: false };
  const values = emptyFormValues();
  if (user.status === 'authenticated') {
    const u = user.user;
    values.principalInvestigator = {
      ...values.principalInvestigator,
      firstName: u.firstName ?? '',
      lastName: u.lastName ?? '',
      email: u.email ?? '',
      organization: u.organization ?? '',
      organizationType: u.organizationType ?? '',
      country: u.country ?? '',
    };
  }
  return { values, restored: false };
}

/** The multi-step request form with autosaved drafts. */
export function RequestForm({ content, datasets, options, stepTexts = {}, draft, preselect }: RequestFormProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  // The form's own lists are loaded already; only the investigator's organization type may wait.
  const optionLabel = useOptionLabels(locale) ?? optionLabelsFrom({ form: content });
  const resolver = useMemo(() => submitResolver(options), [options]);

  const [initial] = useState(() => initialValues(draft, session));
  // Validated when a field is first left, then as it changes: no error before the applicant has
  // had a chance to answer, and a fixed answer clears its error at once.
  const form = useAppForm<RequestFormValues>({ defaultValues: initial.values, resolver, mode: 'onTouched' });
  const [files, setFiles] = useState<RequestFile[]>(draft?.files ?? []);
  const [visited, setVisited] = useState<Set<FormStep>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const stepParam = params.get('step');
  const step: FormStep = isFormStep(stepParam) ? stepParam : 'datasets';
  const stepLabel = (target: FormStep) => stepTexts[target]?.label ?? t(stepTitleKey(target));
  const stepDescription = stepTexts[step]?.description ?? null;

  const onCreated = useCallback(
    (created: RequestDraft) => {
      queryClient.setQueryData(draftQueryOptions(created.documentId).queryKey, created);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('draft', created.documentId);
          next.delete('dataset');
          return next;
        },
        { replace: true },
      );
    },
    [queryClient, setParams],
  );
  const autosave = useDraftAutosave({
    form,
    draftId: draft?.documentId ?? null,
    startDirty: initial.restored,
    onCreated,
  });

  // ?dataset=<slug> preselects a dataset once (a change, so it starts the draft).
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselect) return;
    preselected.current = true;
    const dataset = datasets.find((item) => item.slug === preselect);
    if (!dataset) return;
    const rows = form.getValues('requestedDatasets');
    if (rows.some((row) => row.dataset === dataset.documentId)) return;
    const dataLevel = dataset.dataLevels.length === 1 ? (dataset.dataLevels[0]?.key ?? '') : '';
    form.setValue('requestedDatasets', [...rows, { dataset: dataset.documentId, dataLevel }], { shouldDirty: true });
  }, [preselect, datasets, form]);

  const values = useWatch({ control: form.control }) as RequestFormValues;
  const issues = useMemo(() => formIssues({ ...emptyFormValues(), ...values }, options), [values, options]);
  const stepStates = useMemo(() => {
    const states = {} as Record<FormStep, StepState>;
    for (const s of FORM_STEPS) {
      const fields = STEP_FIELDS[s];
      if (fields.length === 0) {
        states[s] = 'none';
        continue;
      }
      const hasIssue = issues.some((issue) => stepOfPath(issue.path) === s);
      states[s] = !hasIssue ? 'complete' : visited.has(s) ? 'attention' : 'none';
    }
    return states;
  }, [issues, visited]);

  const hrefFor = (target: FormStep) =>
    paths.datasetRequestForm(locale, { draft: autosave.draftId() ?? undefined, step: target });

  const goTo = (target: FormStep) => {
    setVisited((current) => new Set(current).add(step));
    void autosave.flush();
    setNotice(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('step', target);
      const id = autosave.draftId();
      if (id) next.set('draft', id);
      return next;
    });
    // The new step's heading takes focus so keyboard and screen-reader users start there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const index = FORM_STEPS.indexOf(step);
  const next = FORM_STEPS[index + 1];
  const previous = FORM_STEPS[index - 1];

  const onContinue = async () => {
    const fields = STEP_FIELDS[step] as FieldPath<RequestFormValues>[];
    const valid = fields.length === 0 || (await form.trigger(fields));
    setAttempt((n) => n + 1);
    if (!valid) {
      setVisited((current) => new Set(current).add(step));
      return;
    }
    if (next) goTo(next);
  };

  const firstStepWithIssue = (paths_: readonly string[]) =>
    FORM_STEPS.find((s) => paths_.some((path) => stepOfPath(path) === s)) ?? null;

  const onSubmitClick = async () => {
    const valid = await form.trigger();
    if (!valid) {
      setVisited(new Set(FORM_STEPS));
      const target = firstStepWithIssue(flattenErrors(form.formState.errors).map((issue) => issue.name));
      setAttempt((n) => n + 1);
      if (target) goTo(target);
      setNotice(t('requests.form.submitIncomplete'));
      return;
    }
    setConfirmSubmit(true);
  };

  const submit = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await autosave.flush();
      const id = autosave.draftId();
      if (!id || autosave.isDirty()) throw new Error('not saved');
      const request = await publishDraft(id);
      clearLocalCopy(id);
      await queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY, 'requests'] });
      await navigate(
        `${paths.datasetRequestForm(locale)}?${new URLSearchParams({ submitted: request.documentId }).toString()}`,
      );
    } catch (error) {
      setConfirmSubmit(false);
      const mapped = applyRequestServerErrors(form, error);
      setVisited(new Set(FORM_STEPS));
      const target = firstStepWithIssue(mapped);
      if (target) {
        setAttempt((n) => n + 1);
        goTo(target);
        setNotice(t('requests.form.submitIncomplete'));
      } else {
        setNotice(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : t('requests.form.submitError'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const removeDraft = async () => {
    const id = autosave.draftId();
    setBusy(true);
    try {
      if (id) await deleteDraft(id);
      clearLocalCopy(id);
      clearLocalCopy(null);
      await queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY, 'requests'] });
      notifySuccess(t('requests.form.deleted'));
      await navigate(paths.user(locale, 'requests'));
    } catch {
      setConfirmDelete(false);
      setNotice(t('requests.form.deleteError'));
    } finally {
      setBusy(false);
    }
  };

  const refreshFiles = async () => {
    const id = autosave.draftId();
    if (!id) return;
    const fresh = await getDraft(id).catch(() => null);
    if (fresh) setFiles(fresh.files);
  };

  const datasetDetails = (values.requestedDatasets ?? []).flatMap((row) => {
    const dataset = datasets.find((item) => item.documentId === row.dataset);
    if (!dataset) return [];
    const level = dataset.dataLevels.find((item) => item.key === row.dataLevel);
    return [
      {
        dataset: { documentId: dataset.documentId, title: dataset.title, slug: dataset.slug },
        dataLevel: row.dataLevel || null,
        // The datasets are read in the reader's locale: the label of the chosen key is theirs.
        dataLevelLabels: level ? { [locale]: level.label } : {},
      },
    ];
  });

  return (
    <FormScope form={form} idPrefix="request">
      <div className="request-form">
        <header className="request-form__header">
          {content.hero ? (
            <Hero hero={content.hero} />
          ) : (
            <h1 className="request-form__title">{t('requests.form.title')}</h1>
          )}
          {/* The editor's guidance before the first question; later steps go straight to theirs. */}
          {step === FORM_STEPS[0] ? <TextColumns block={content.textColumns} /> : null}
          <div className="request-form__toolbar">
            <SaveStateIndicator state={autosave.state} onRetry={() => void autosave.retry()} />
            {autosave.draftId() || autosave.state.status !== 'idle' ? (
              <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
                {t('requests.form.delete')}
              </Button>
            ) : null}
          </div>
        </header>

        <StepList
          steps={FORM_STEPS}
          current={step}
          states={stepStates}
          hrefFor={hrefFor}
          onSelect={goTo}
          labelFor={stepLabel}
        />

        <form
          className="form-step"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'review' ? onSubmitClick() : onContinue());
          }}
        >
          <p className="form-step__progress">
            {t('requests.form.stepOf', { current: index + 1, total: FORM_STEPS.length })}
          </p>
          <h2 ref={headingRef} tabIndex={-1} className="form-step__title">
            {stepLabel(step)}
          </h2>
          {stepDescription ? <p className="form-step__description">{stepDescription}</p> : null}
          {notice ? (
            <p className="requests-notice requests-notice--error" role="alert">
              {notice}
            </p>
          ) : null}
          <FormErrorSummary names={STEP_FIELDS[step]} attempt={attempt} />

          {step === 'attachments' ? (
            <div className="form-step__group">
              <p className="form-step__help">{t('requests.form.attachments.intro')}</p>
              <FileUploader
                upload={async (file, onProgress) => {
                  const id = await autosave.ensureDraft();
                  if (!id)
                    throw new ApiError({ status: 0, name: 'NetworkError', message: 'The draft could not be saved' });
                  return uploadAttachment('v2', id, file, onProgress);
                }}
                onUploaded={() => void refreshFiles()}
              />
              <h3 className="form-step__subtitle">{t('requests.form.attachments.files')}</h3>
              <RequestFiles files={files} />
            </div>
          ) : step === 'review' ? (
            <div className="form-step__group">
              <p className="form-step__help">{t('requests.form.review.intro')}</p>
              <RequestAnswers
                headingLevel={3}
                request={{ ...values, format: 'v2', projectTitle: values.projectTitle ?? '', datasetDetails }}
                optionLabel={optionLabel}
                renderSectionAction={(section) => (
                  <Link
                    to={hrefFor(section)}
                    onClick={(event) => {
                      event.preventDefault();
                      goTo(section);
                    }}
                  >
                    {t('requests.form.change')}
                    <span className="visually-hidden"> {stepLabel(section)}</span>
                  </Link>
                )}
              />
              <h3 className="form-step__subtitle">{t('requests.form.attachments.files')}</h3>
              <RequestFiles files={files} />
            </div>
          ) : (
            <StepFields step={step} content={content} datasets={datasets} />
          )}

          <div className="form-nav">
            {previous ? (
              <Button variant="secondary" onClick={() => goTo(previous)}>
                {t('requests.form.back')}
              </Button>
            ) : null}
            {step === 'review' ? (
              <Button type="submit" variant="primary" loading={busy}>
                {content.submitButtonLabel ?? t('requests.form.submit')}
              </Button>
            ) : (
              <Button type="submit" variant="primary">
                {t('requests.form.next')}
              </Button>
            )}
          </div>
        </form>
      </div>

      <Dialog
        open={confirmSubmit}
        onOpenChange={setConfirmSubmit}
        title={t('requests.form.submitTitle')}
        description={t('requests.form.submitText')}
        footer={
          <>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {t('requests.form.submitConfirm')}
            </Button>
            <DialogClose>{t('requests.actions.cancel')}</DialogClose>
          </>
        }
      >
        {null}
      </Dialog>
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('requests.form.deleteTitle')}
        description={t('requests.form.deleteText')}
        footer={
          <>
            <Button variant="danger" loading={busy} onClick={() => void removeDraft()}>
              {t('requests.form.deleteConfirm')}
            </Button>
            <DialogClose>{t('requests.actions.cancel')}</DialogClose>
          </>
        }
      >
        {null}
      </Dialog>
    </FormScope>
  );
}
