import type { ApplicantRequestDetail } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/button';
import { DownloadButton } from '@/components/download-button';
import { uploadAttachment, uploadSignedContract } from '@/features/requests/api/request-actions';
import { AmendForm } from '@/features/requests/components/amend-form';
import { CommentsList } from '@/features/requests/components/field-comments';
import { FileUploader } from '@/features/requests/components/file-uploader';
import { V1EditForm } from '@/features/requests/components/v1-edit-form';
import { applicantActions } from '@/features/requests/utils/applicant-actions';
import { useT } from '@/lib/i18n';
import { USER_DATA_KEY } from '@/lib/session';
import { notifySuccess } from '@/lib/toast';

/** The applicant's open actions, exactly those the shared rules and the request's state allow. */
export function RequestActionsPanel({ request }: { request: ApplicantRequestDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const actions = applicantActions(request);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY, 'requests'] });

  const anything = actions.informationRequested || actions.addAttachments || actions.signContract;
  if (!anything) return null;

  return (
    <section className="request-actions" aria-labelledby="request-actions-title">
      <h2 id="request-actions-title" className="request-view__part-title">
        {t('requests.actions.title')}
      </h2>

      {actions.informationRequested ? (
        <div className="request-actions__block requests-notice requests-notice--warning">
          <h3 className="request-actions__title">{t('requests.actions.infoTitle')}</h3>
          {actions.informationNote ? (
            <blockquote className="request-actions__note">{actions.informationNote}</blockquote>
          ) : (
            <p>{t('requests.actions.infoNoNote')}</p>
          )}
          <CommentsList comments={actions.fieldComments} />
          {(actions.editAnswers || actions.amend) && !editing ? (
            <Button variant="primary" onClick={() => setEditing(true)}>
              {actions.editAnswers ? t('requests.actions.editV1') : t('requests.actions.amend')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {editing && actions.editAnswers ? (
        <V1EditForm
          request={request}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            void refresh();
          }}
        />
      ) : null}
      {editing && actions.amend ? (
        <AmendForm
          request={request}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            void refresh();
          }}
        />
      ) : null}

      {actions.signContract ? (
        <div className="request-actions__block">
          <h3 className="request-actions__title">{t('requests.actions.contractTitle')}</h3>
          <p>{t('requests.actions.contractText')}</p>
          {actions.contract ? (
            <DownloadButton
              url={actions.contract.url}
              fileName={actions.contract.name}
              mimeType={actions.contract.mime}
            >
              {t('requests.actions.downloadContract')}
            </DownloadButton>
          ) : null}
          <FileUploader
            single
            label={t('requests.actions.uploadSigned')}
            upload={(file, onProgress) =>
              uploadSignedContract(request.format, request.documentId, file, request.version, onProgress)
            }
            onUploaded={() => {
              notifySuccess(t('requests.actions.signedUploaded'));
              void refresh();
            }}
          />
        </div>
      ) : null}

      {actions.addAttachments ? (
        <div className="request-actions__block">
          <h3 className="request-actions__title">{t('requests.actions.attachmentsTitle')}</h3>
          <p>{t('requests.actions.attachmentsText')}</p>
          <FileUploader
            upload={(file, onProgress) => uploadAttachment(request.format, request.documentId, file, onProgress)}
            onUploaded={() => void refresh()}
          />
        </div>
      ) : null}
    </section>
  );
}
