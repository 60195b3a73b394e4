import type { AccessState, AccessView, CloseoutReport } from '@portal/shared';

import { lastDayOf } from '@/components/access/access-days';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

import '@/components/request/request-sections.css';
import './access.css';

const STATE: Record<AccessState, { key: MessageKey; tone: 'neutral' | 'success' | 'warning' }> = {
  pending: { key: 'access.state.pending', tone: 'neutral' },
  active: { key: 'access.state.active', tone: 'success' },
  ended: { key: 'access.state.ended', tone: 'warning' },
  closedOut: { key: 'access.state.closedOut', tone: 'neutral' },
};

type HeadingLevel = 2 | 3 | 4;
const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

/** The state in words (never by colour alone), with its accessible label. */
function AccessStateBadge({ state }: { state: AccessState }) {
  const t = useT();
  return (
    <span className={`status-badge status-badge--${STATE[state].tone}`}>
      <span className="visually-hidden">{t('access.state.label')}: </span>
      {t(STATE[state].key)}
    </span>
  );
}

/** A DOI as a link to its resolver (each segment encoded, the slashes kept readable). */
function DoiLink({ doi }: { doi: string }) {
  const t = useT();
  const href = `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {doi}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

function ReportFacts({ report }: { report: CloseoutReport }) {
  const t = useT();
  const format = useFormat();
  return (
    <dl className="access-summary__facts access-summary__facts--stacked">
      <div>
        <dt>{t('access.report.filedOn')}</dt>
        <dd>
          <time dateTime={report.filedAt}>{format.date(report.filedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('access.report.publications')}</dt>
        <dd>
          {report.publications.length > 0 ? (
            <ul className="access-summary__publications">
              {report.publications.map((publication, index) => (
                <li key={`${index}-${publication.title}`}>
                  <span className="access-summary__publication-title">{publication.title}</span>
                  {publication.doi ? (
                    <>
                      {' '}
                      <span className="access-summary__doi">
                        {t('access.report.doi')}: <DoiLink doi={publication.doi} />
                      </span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            t('access.report.noPublications')
          )}
        </dd>
      </div>
      {report.outputs ? (
        <div>
          <dt>{t('access.report.outputs')}</dt>
          <dd className="access-summary__text">{report.outputs}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('access.report.disposition')}</dt>
        <dd>{t(report.dataDisposition === 'retained' ? 'access.report.retained' : 'access.report.destroyed')}</dd>
      </div>
      {report.dataDisposition === 'retained' && report.retentionReason ? (
        <div>
          <dt>{t('access.report.retentionReason')}</dt>
          <dd className="access-summary__text">{report.retentionReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function CloseoutSummary({ access, level }: { access: AccessView; level: HeadingLevel }) {
  const t = useT();
  const format = useFormat();
  const Heading = HEADING_TAGS[level];
  const SubHeading = HEADING_TAGS[(level + 1) as 3 | 4 | 5];
  const { state, dueAt, overdue, report, review } = access.closeout;
  const due = dueAt ? format.date(dueAt) : null;
  // Still to file (or to file again): when it is due, in words, and flagged once that has passed.
  const owed = (state === 'none' || state === 'moreRequested') && due;
  return (
    <div className="access-summary__block">
      <Heading className="access-summary__title">{t('access.closeout.title')}</Heading>
      {state === 'filed' && report ? <p>{t('access.closeout.filed', { date: format.date(report.filedAt) })}</p> : null}
      {state === 'moreRequested' ? <p>{t('access.closeout.moreRequested')}</p> : null}
      {state === 'accepted' ? <p>{t('access.closeout.accepted')}</p> : null}
      {owed ? (
        <p className={overdue ? 'access-summary__notice access-summary__notice--danger' : undefined}>
          {overdue ? t('access.closeout.overdue', { date: due }) : t('access.closeout.due', { date: due })}
        </p>
      ) : null}
      {review ? (
        <div className="access-summary__review">
          <p className="access-summary__review-title">
            {t(review.outcome === 'accepted' ? 'access.review.accepted' : 'access.review.moreRequested', {
              date: format.date(review.at),
            })}
          </p>
          {review.note ? (
            <figure className="access-summary__quote">
              <figcaption>{t('access.review.note')}</figcaption>
              <blockquote>{review.note}</blockquote>
            </figure>
          ) : null}
        </div>
      ) : null}
      {report ? (
        <>
          <SubHeading className="access-summary__subtitle">{t('access.report.title')}</SubHeading>
          <ReportFacts report={report} />
        </>
      ) : null}
    </div>
  );
}

export type AccessSummaryProps = {
  access: AccessView;
  /** Level of the summary's own headings (extension, final report); default 3, under the page's h2. */
  headingLevel?: HeadingLevel;
};

/**
 * Where the access period of an approved request stands: its state, dates and days left, an
 * extension waiting for a decision, and the final report (due date, what was filed, the staff's
 * answer). Read-only: the pages put the actions their reader may take beside it.
 */
export function AccessSummary({ access, headingLevel = 3 }: AccessSummaryProps) {
  const t = useT();
  const format = useFormat();
  const Heading = HEADING_TAGS[headingLevel];
  const active = access.state === 'active';
  const extension = access.extension;
  const askedDay = extension.state === 'requested' ? lastDayOf(extension.endsAt, access) : null;
  const showCloseout = access.state === 'ended' || access.state === 'closedOut' || access.closeout.state !== 'none';
  return (
    <div className="access-summary">
      <div className="access-summary__status">
        <AccessStateBadge state={access.state} />
        {active && access.endingSoon && access.daysLeft !== null ? (
          <p className="access-summary__notice access-summary__notice--warning">
            {t('access.endingSoon', { count: access.daysLeft })}
          </p>
        ) : null}
      </div>
      {access.state === 'pending' ? <p>{t('access.pendingText')}</p> : null}
      {access.startsAt || access.lastDay ? (
        <dl className="access-summary__facts">
          {access.startsAt ? (
            <div>
              <dt>{t('access.start')}</dt>
              <dd>
                <time dateTime={access.startsAt}>{format.date(access.startsAt)}</time>
              </dd>
            </div>
          ) : null}
          {access.lastDay ? (
            <div>
              <dt>{t('access.lastDay')}</dt>
              <dd>
                <time dateTime={access.lastDay}>{format.date(access.lastDay)}</time>
              </dd>
            </div>
          ) : null}
          {active && access.daysLeft !== null ? (
            <div>
              <dt>{t('access.daysLeft')}</dt>
              <dd>{t('access.daysLeftValue', { count: access.daysLeft })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {extension.state === 'requested' ? (
        <div className="access-summary__block">
          <Heading className="access-summary__title">{t('access.extension.title')}</Heading>
          <dl className="access-summary__facts access-summary__facts--stacked">
            {askedDay ? (
              <div>
                <dt>{t('access.extension.until')}</dt>
                <dd>
                  <time dateTime={askedDay}>{format.date(askedDay)}</time>
                </dd>
              </div>
            ) : null}
            {extension.requestedAt ? (
              <div>
                <dt>{t('access.extension.askedOn')}</dt>
                <dd>
                  <time dateTime={extension.requestedAt}>{format.date(extension.requestedAt)}</time>
                </dd>
              </div>
            ) : null}
            {extension.reason ? (
              <div>
                <dt>{t('access.extension.reason')}</dt>
                <dd className="access-summary__text">{extension.reason}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
      {showCloseout ? <CloseoutSummary access={access} level={headingLevel} /> : null}
    </div>
  );
}
