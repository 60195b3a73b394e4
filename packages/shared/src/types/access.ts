import type { AccessState, CloseoutState, DataDisposition, ExtensionState } from '../access';
import type { RequestFormat } from '../statuses';

/** A request's access period as its reads carry it (`access`; null before approval). */
export interface AccessView {
  state: AccessState;
  /** When access began (null while it waits for the signature). */
  startsAt: string | null;
  /** The instant access ends (null while it waits for the signature). */
  endsAt: string | null;
  /** The last day of access in the committee's time zone (`YYYY-MM-DD`). */
  lastDay: string | null;
  /** Whole days left (0 once ended). */
  daysLeft: number | null;
  endingSoon: boolean;
  extension: {
    state: ExtensionState;
    /** The asked end (an instant) and why. */
    endsAt: string | null;
    reason: string | null;
    requestedAt: string | null;
  };
  closeout: {
    state: CloseoutState;
    /** When the final report is due (end + the configured days); null before access ends. */
    dueAt: string | null;
    overdue: boolean;
    report: CloseoutReport | null;
    /** The staff's answer to the last report (accepted, or asked for more with a note). */
    review: { outcome: 'accepted' | 'moreRequested'; note: string | null; at: string } | null;
  };
}

export interface CloseoutReport {
  publications: Array<{ title: string; doi: string | null }>;
  outputs: string | null;
  dataDisposition: DataDisposition;
  retentionReason: string | null;
  filedAt: string;
}

/** One line of GET /api/entitlements. */
export interface Entitlement {
  user: { documentId: string; email: string; firstName: string; lastName: string } | null;
  dataset: { documentId: string; title: string; slug: string | null; url: string };
  request: { documentId: string; format: RequestFormat; projectTitle: string };
  state: AccessState;
  startsAt: string | null;
  endsAt: string | null;
  /** Access runs now (between its start and end). */
  active: boolean;
}
