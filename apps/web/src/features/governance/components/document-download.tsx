import { formatPolicyDate, type Policy, type Proceeding } from '@portal/shared';

import { DownloadButton } from '@/components/download-button';

type Document = Pick<Policy | Proceeding, 'title' | 'date' | 'file'>;

/** A policy or proceeding: a download button labelled with its date (MM.dd.YY) and title. */
export function DocumentDownload({ document, variant }: { document: Document; variant: 'link' | 'secondary' }) {
  return (
    <DownloadButton
      media={document.file}
      variant={variant}
      className={`document-download document-download--${variant}`}
    >
      <span className="document-download__label">
        <time className="document-download__date" dateTime={document.date}>
          {formatPolicyDate(document.date)}
        </time>{' '}
        <span className="document-download__title">{document.title}</span>
      </span>
    </DownloadButton>
  );
}
