import {
  ACCESS_NOTE_MAX,
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILES_PER_UPLOAD_MAX,
  REQUEST_FILE_ACCEPT,
  REQUEST_FILE_TYPE_LABELS,
  closeoutReportSchema,
  type ApplicantRequestDetail,
  type CloseoutReportInput,
  type DataDisposition,
} from '@portal/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Checkbox, RadioGroup } from '@/components/form/choices';
import { Form, useAppForm } from '@/components/form/form';
import { TextArea, TextInput } from '@/components/form/inputs';
import { applyServerErrors } from '@/components/form/server-errors';
import { refusalMessage } from '@/components/request/file-refusal';
import { ActionFormButtons, saveErrorMessage } from '@/features/requests/components/action-form-parts';
import { accessResolver, accessRuleText } from '@/features/requests/utils/access-rules';
import { accessCommands } from '@/lib/access-api';
import { checkFileBeforeUpload } from '@/lib/check-file';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

type CloseoutValues = {
  publications: Array<{ title: string; doi: string }>;
  outputs: string;
  dataDisposition: DataDisposition | '';
  retentionReason: string;
  attestation: boolean;
};

const EMPTY: CloseoutValues = {
  publications: [],
  outputs: '',
  dataDisposition: '',
  retentionReason: '',
  attestation: false,
};

/**
 * The shared schema checks the retention reason once every other answer passes (a rule on the
 * whole report); asked alone here, it is listed with the other problems of the same submit.
 */
function retentionIssues(values: CloseoutValues) {
  const alone = closeoutReportSchema.safeParse({
    publications: [],
    dataDisposition: values.dataDisposition,
    retentionReason: values.retentionReason,
    attestation: true,
  });
  return alone.success ? [] : alone.error.issues.filter((issue) => issue.path[0] === 'retentionReason');
}

type Chosen = { key: string; file: File };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The report's files: checked with the request's file rules when chosen, kept until the report is filed. */
function useChosenFiles() {
  const t = useT();
  const format = useFormat();
  const counter = useRef(0);
  const [files, setFiles] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  const choose = async (picked: File[]) => {
    if (picked.length === 0) return;
    setChecking(true);
    const checks = await Promise.all(picked.map((file) => checkFileBeforeUpload(file).catch(() => null)));
    setChecking(false);
    const refused: string[] = [];
    const accepted: Chosen[] = [];
    let room = REQUEST_FILES_PER_UPLOAD_MAX - files.length;
    picked.forEach((file, index) => {
      const check = checks[index];
      if ([...files, ...accepted].some((chosen) => sameFile(chosen.file, file))) return;
      if (!check) refused.push(t('requests.access.fileUnreadable', { name: file.name }));
      else if (!check.ok) refused.push(refusalMessage(t, format, file.name, check));
      else if (room <= 0)
        refused.push(t('requests.access.tooManyFiles', { max: REQUEST_FILES_PER_UPLOAD_MAX, name: file.name }));
      else {
        room -= 1;
        accepted.push({ key: String((counter.current += 1)), file });
      }
    });
    setFiles((current) => [...current, ...accepted]);
    setErrors(refused);
  };

  const remove = (key: string) => setFiles((current) => current.filter((chosen) => chosen.key !== key));
  const clear = () => {
    setFiles([]);
    setErrors([]);
  };
  return { files, errors, checking, choose, remove, clear };
}

function FilesField({ chosen, disabled }: { chosen: ReturnType<typeof useChosenFiles>; disabled: boolean }) {
  const t = useT();
  const format = useFormat();
  const ids = useId();
  const inputId = `${ids}-input`;
  const rulesId = `${ids}-rules`;
  const errorsId = `${ids}-errors`;
  return (
    <div className="form-field">
      <label htmlFor={inputId} className="form-field__label">
        {t('requests.access.files')}
      </label>
      <p id={rulesId} className="form-field__hint">
        {t('requests.access.filesRules', {
          count: REQUEST_FILES_PER_UPLOAD_MAX,
          types: REQUEST_FILE_TYPE_LABELS,
          max: format.fileSize(DEFAULT_REQUEST_FILE_MAX_SIZE),
        })}
      </p>
      {chosen.errors.length > 0 ? (
        <ul id={errorsId} className="form-field__error access-form__file-errors" role="alert">
          {chosen.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        multiple
        accept={REQUEST_FILE_ACCEPT}
        className="form-field__control"
        aria-describedby={[rulesId, chosen.errors.length > 0 ? errorsId : null].filter(Boolean).join(' ')}
        disabled={disabled || chosen.checking || chosen.files.length >= REQUEST_FILES_PER_UPLOAD_MAX}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The list below shows what is chosen; the same file may be chosen again after removal.
          event.target.value = '';
          void chosen.choose(picked);
        }}
      />
      {chosen.files.length > 0 ? (
        <ul className="access-form__files" aria-label={t('requests.access.filesChosen')}>
          {chosen.files.map((item) => (
            <li key={item.key} className="access-form__file">
              <span className="access-form__file-name">{item.file.name}</span>
              <span>{format.fileSize(item.file.size)}</span>
              <Button variant="link" size="small" disabled={disabled} onClick={() => chosen.remove(item.key)}>
                {t('requests.access.removeFile', { name: item.file.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PublicationsField({ form }: { form: UseFormReturn<CloseoutValues, unknown, CloseoutReportInput> }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'publications' });
  return (
    <fieldset className="form-field form-field--group access-form__publications">
      <legend className="form-field__legend">{t('requests.access.publications')}</legend>
      <p className="form-field__hint">{t('requests.access.publicationsHint')}</p>
      {fields.length > 0 ? (
        <ol className="access-form__publication-list">
          {fields.map((row, index) => (
            <li key={row.id}>
              <fieldset className="access-form__publication">
                <legend className="access-form__publication-legend">
                  {t('requests.access.publication', { index: index + 1 })}
                </legend>
                <TextInput
                  name={`publications.${index}.title`}
                  label={t('requests.access.publicationTitle')}
                  required
                  maxLength={500}
                />
                <TextInput
                  name={`publications.${index}.doi`}
                  label={t('requests.access.publicationDoi')}
                  hint={t('requests.access.publicationDoiHint')}
                  spellCheck={false}
                  autoCapitalize="off"
                />
                <Button variant="link" size="small" onClick={() => remove(index)}>
                  {t('requests.access.removePublication', { index: index + 1 })}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : (
        <p className="access-form__empty">{t('requests.access.noPublication')}</p>
      )}
      <Button variant="secondary" size="small" onClick={() => append({ title: '', doi: '' })}>
        {t('requests.access.addPublication')}
      </Button>
    </fieldset>
  );
}

type CloseoutDialogProps = {
  request: ApplicantRequestDetail;
  /** After the report was filed: refresh the request. */
  onDone: () => void;
};

/**
 * "File the final report": publications (title and DOI), other outputs, what happened to the data
 * (with the reason when it is retained), the attestation and supporting files. The form outlives
 * the dialog: closing it loses nothing typed or chosen, nor does a refused submit.
 */
export function CloseoutDialog({ request, onDone }: CloseoutDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const chosen = useChosenFiles();
  const resolver = useMemo(
    () => accessResolver<CloseoutValues, CloseoutReportInput>(closeoutReportSchema, t, retentionIssues),
    [t],
  );
  const form = useAppForm<CloseoutValues, unknown, CloseoutReportInput>({ resolver, defaultValues: EMPTY });
  const disposition = useWatch({ control: form.control, name: 'dataDisposition' });
  const pending = form.formState.isSubmitting;

  const onSubmit = async (report: CloseoutReportInput) => {
    setFormError(null);
    const files = chosen.files.map((item) => item.file);
    setProgress(files.length > 0 ? 0 : null);
    try {
      await accessCommands.fileCloseout(
        request,
        // A reason typed before choosing "destroyed" is not part of the report.
        { ...report, retentionReason: report.dataDisposition === 'retained' ? report.retentionReason : null },
        files,
        ({ fraction }) => setProgress(fraction),
      );
      notifySuccess(t('requests.access.reportSent'));
      form.reset(EMPTY);
      chosen.clear();
      setOpen(false);
      onDone();
    } catch (error) {
      const placed = applyServerErrors(form, error, {
        message: (path, text, code) => accessRuleText(t, text, path, code),
      });
      if (placed.fields.length === 0 || placed.unmapped.length > 0)
        setFormError(placed.unmapped[0] ?? saveErrorMessage(t, error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('requests.access.fileReport')}
      description={t('requests.access.reportText')}
      width="48rem"
      fullScreenBelow={768}
      trigger={
        <button type="button" className="button button--primary">
          {t('requests.access.fileReport')}
        </button>
      }
    >
      <Form form={form} onSubmit={onSubmit} idPrefix="closeout" className="access-form">
        {formError ? (
          <p className="requests-notice requests-notice--error" role="alert">
            {formError}
          </p>
        ) : null}
        <PublicationsField form={form} />
        <TextArea
          name="outputs"
          label={t('requests.access.outputs')}
          hint={t('requests.access.outputsHint')}
          rows={4}
          maxLength={ACCESS_NOTE_MAX}
        />
        <RadioGroup
          name="dataDisposition"
          legend={t('requests.access.disposition')}
          required
          options={[
            { value: 'destroyed', label: t('requests.access.destroyed') },
            { value: 'retained', label: t('requests.access.retained'), hint: t('requests.access.retainedHint') },
          ]}
        />
        {disposition === 'retained' ? (
          <TextArea
            name="retentionReason"
            label={t('requests.access.retentionReason')}
            rows={3}
            maxLength={ACCESS_NOTE_MAX}
            required
          />
        ) : null}
        <FilesField chosen={chosen} disabled={pending} />
        <Checkbox name="attestation" label={t('requests.access.attestation')} required />
        {progress !== null ? (
          <p className="access-form__progress">
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('requests.access.uploading')} />
            <span aria-hidden="true">{t('requests.access.progress', { percent: Math.round(progress * 100) })}</span>
          </p>
        ) : null}
        <ActionFormButtons
          submitLabel={t('requests.access.submitReport')}
          pending={pending || chosen.checking}
          onCancel={() => setOpen(false)}
        />
      </Form>
    </Dialog>
  );
}
