import type { Core } from '@strapi/strapi';
import {
  ACCESS_MESSAGES,
  COMMAND_SPECS,
  REQUEST_FILES_PER_UPLOAD_MAX,
  endOfLocalDate,
  localDate,
  nextAccessPhase,
  unwrapDataEnvelope,
  type AccessCommand,
  type AccessPhase,
  type CloseoutReportInput,
  type RequestFormat,
} from '@portal/shared';
import type { z } from 'zod';
import { parseBody } from '../../../platform/http/parse-body';
import { loadWorkflowSettings, type WorkflowSettings } from '../../settings';
import { toRequestDetail, type RequestDetail } from '../applicant/views';
import { runRequestCommand, type HandleResult } from '../commands/pipeline';
import { readUploads, removeBlobs, storeBlobs, type UploadCtx } from '../files/files';
import { createFileRecord } from '../files/private-files';
import { refreshRegisterAccess } from '../register/register';
import { badRequest } from '../workflow/errors';
import type { Actor, LoadedRequest } from '../workflow/types';
import { loadAccessPeriod, updateAccessPeriod, type AccessPeriodRow } from './store';

/**
 * The access commands (docs/workflow.md, "Access periods"), each through the request command
 * pipeline: the role, the request's state and the access phase are checked there from the shared
 * tables (packages/shared/src/access.ts); what is left here is each command's own writes.
 */

type Body = {
  endsAt?: string;
  note?: string | null;
  reason?: string;
  version: number | null;
} & Partial<CloseoutReportInput>;

type Stored = Awaited<ReturnType<typeof storeBlobs>>;

interface Step {
  period: AccessPeriodRow;
  phase: AccessPhase;
  input: Body;
  now: Date;
  settings: WorkflowSettings;
  request: LoadedRequest;
  actor: Actor;
  stored: Stored;
}

type Change = { changes: Partial<AccessPeriodRow>; details: Record<string, unknown> };

/**
 * The end instant of a last day chosen by staff: the end of that day in the committee's calendar,
 * or now for today or a day already over (access ends at once: that is how it is revoked). A last
 * day before the period's first day is refused.
 */
function chosenEnd(step: Step, ymd: string): Date {
  const { period, settings, now } = step;
  if (period.startsAt && ymd < localDate(new Date(period.startsAt), settings.timeZone))
    throw fieldError(ACCESS_MESSAGES.endBeforeStart);
  return ymd <= localDate(now, settings.timeZone) ? now : endOfLocalDate(ymd, settings.timeZone);
}

const fieldError = (message: string) =>
  badRequest(message, { errors: [{ path: ['endsAt'], message, name: 'ValidationError' }] });

/** The period's dates after it runs again until `end` (reminders start over for the new end). */
function runUntil(step: Step, end: Date): Partial<AccessPeriodRow> {
  const phase = nextAccessPhase('changeAccessEnd', step.phase, { endsInFuture: end.getTime() > step.now.getTime() });
  const endedNow = phase?.state === 'ended';
  return {
    endsAt: end.toISOString(),
    state: phase?.state ?? step.period.state,
    endedAt: endedNow ? (step.period.endedAt ?? step.now.toISOString()) : null,
    remindersSent: end.getTime() > new Date(step.period.endsAt ?? 0).getTime() ? [] : step.period.remindersSent,
  };
}

const HANDLERS: Record<AccessCommand, (step: Step) => Change> = {
  changeAccessEnd: (step) => {
    const end = chosenEnd(step, step.input.endsAt as string);
    return {
      changes: runUntil(step, end),
      details: { previousEndsAt: step.period.endsAt, endsAt: end.toISOString() },
    };
  },
  requestExtension: (step) => {
    const end = endOfLocalDate(step.input.endsAt as string, step.settings.timeZone);
    if (end.getTime() <= Math.max(new Date(step.period.endsAt ?? 0).getTime(), step.now.getTime()))
      throw fieldError(ACCESS_MESSAGES.extensionNotLater);
    const extension = {
      endsAt: end.toISOString(),
      reason: step.input.reason as string,
      requestedAt: step.now.toISOString(),
    };
    return { changes: { extensionState: 'requested', extension }, details: { endsAt: extension.endsAt } };
  },
  grantExtension: (step) => {
    const asked = step.period.extension?.endsAt ?? null;
    const end = step.input.endsAt ? endOfLocalDate(step.input.endsAt, step.settings.timeZone) : new Date(asked ?? 0);
    if (end.getTime() <= step.now.getTime()) throw fieldError(ACCESS_MESSAGES.grantInPast);
    return {
      changes: { ...runUntil(step, end), extensionState: 'none', extension: null },
      details: { previousEndsAt: step.period.endsAt, endsAt: end.toISOString(), asked },
    };
  },
  refuseExtension: (step) => ({
    changes: { extensionState: 'none', extension: null },
    details: { asked: step.period.extension?.endsAt ?? null },
  }),
  fileCloseout: (step) => {
    const { publications, outputs, dataDisposition, retentionReason } = step.input;
    const report = {
      publications,
      outputs,
      dataDisposition,
      retentionReason: dataDisposition === 'retained' ? retentionReason : null,
      attestedBy: step.actor.id,
      filedAt: step.now.toISOString(),
    };
    return {
      changes: { closeoutState: 'filed', closeout: { ...(step.period.closeout ?? {}), report, review: null } },
      details: { publications: publications?.length ?? 0, dataDisposition },
    };
  },
  acceptCloseout: (step) => ({
    changes: {
      state: 'closedOut',
      closeoutState: 'accepted',
      closeout: { ...(step.period.closeout ?? {}), review: { outcome: 'accepted', at: step.now.toISOString() } },
    },
    details: {},
  }),
  askCloseoutMore: (step) => ({
    changes: {
      closeoutState: 'moreRequested',
      closeout: {
        ...(step.period.closeout ?? {}),
        review: { outcome: 'moreRequested', note: step.input.note ?? null, at: step.now.toISOString() },
      },
    },
    details: {},
  }),
};

/** The body of a call: JSON, or the fields of a multipart form (the final report with its files). */
function bodyOf(ctx: UploadCtx): unknown {
  return unwrapDataEnvelope(ctx.request.body ?? {});
}

/**
 * Runs an access command on the request `documentId` of `format` and answers the request's detail
 * (with its `access`). Throws the pipeline's errors: 401, 403 (role, before the body), 400 (body),
 * 404 (missing or not yours), 409 (stale version, not approved, not in this access phase).
 */
export async function runAccessCommand(
  strapi: Core.Strapi,
  command: AccessCommand,
  actor: Actor | null | undefined,
  format: RequestFormat,
  documentId: string | undefined,
  ctx: UploadCtx,
): Promise<RequestDetail> {
  const schema = COMMAND_SPECS[command].schema as z.ZodType<Body>;
  const takesFiles = command === 'fileCloseout';
  const now = new Date();
  const outcome = await runRequestCommand<Body, Stored>(strapi, {
    command,
    actor,
    format,
    documentId,
    parse: () => parseBody(schema, bodyOf(ctx)),
    version: (input) => input.version ?? null,
    note: (input) => input.note ?? input.reason ?? null,
    prepare: async () =>
      takesFiles
        ? storeBlobs(strapi, await readUploads(ctx, { max: REQUEST_FILES_PER_UPLOAD_MAX, optional: true }))
        : [],
    handle: async ({ request, input, prepared, actor: who }): Promise<HandleResult> => {
      const [period, settings] = await Promise.all([
        loadAccessPeriod(strapi, request.format, request.documentId),
        loadWorkflowSettings(strapi),
      ]);
      // The pipeline checked the phase on this transaction's read of the request.
      if (!period || !request.access) throw new Error('The access period vanished during the command');
      const step: Step = { period, phase: request.access, input, now, settings, request, actor: who, stored: prepared };
      const { changes, details } = HANDLERS[command](step);
      await updateAccessPeriod(strapi, period, changes);
      // The public register shows the last day of access: its entry follows a new end.
      if ('endsAt' in changes) await refreshRegisterAccess(strapi, request);
      const files = [];
      for (const { upload, blob } of prepared)
        files.push(
          await createFileRecord(strapi, blob, {
            name: upload.name,
            mime: upload.mime,
            requestDocumentId: request.documentId,
            format: request.format,
            kind: 'closeout',
            uploadedBy: who.id,
          }),
        );
      return {
        details: {
          ...details,
          ...(files.length > 0
            ? { files: files.map((file) => ({ documentId: file.documentId, name: file.name })) }
            : {}),
        },
      };
    },
    cleanup: (prepared) => removeBlobs(strapi, prepared),
  });
  return toRequestDetail(strapi, outcome.loaded, outcome.actor);
}
