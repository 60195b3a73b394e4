import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, can, checkTransition, isDocumentId, type RequestFormat } from '@portal/shared';
import { applyAction } from '../workflow/apply-action';
import {
  CONFLICT_MESSAGE,
  EVENT_UID,
  NOT_FOUND_MESSAGE,
  REQUEST_UIDS,
  VERSION_REQUIRED_MESSAGE,
} from '../workflow/constants';
import { badRequest, conflict, forbidden, notFound } from '../workflow/errors';
import { appendEvent } from '../workflow/events';
import { documents, loadRequest } from '../workflow/load';
import { contextFor, stateOf } from '../workflow/view';
import type { Actor, LoadedRequest } from '../workflow/types';
import { roleOf } from './access';
import { intendedUseLabels } from './form-content';
import { toRequestDetail, type RequestDetail } from './views';

export const APPROVED_REQUEST_UID = 'api::approved-request.approved-request';

/** The event action recorded when the register entry is written without a status change. */
export const REGISTER_EVENT_ACTION = 'publishToRegister';

/** Roles that may publish to the register: §6 Change status, and the queue-manager. */
export function canPublishToRegister(role: string | null | undefined): boolean {
  return role === 'queue-manager' || can(role, 'changeStatus');
}

const isoDay = (value: unknown): string | null => {
  if (!value) return null;
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/** The approval date: when the latest `approve` event was written. */
async function approvalDate(strapi: Core.Strapi, request: LoadedRequest): Promise<string | null> {
  const [event] = await documents(strapi, EVENT_UID).findMany({
    filters: { requestDocumentId: request.documentId, format: request.format, action: 'approve' },
    fields: ['createdAt'],
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 1,
  });
  return isoDay(event?.createdAt);
}

/** The register entry this request was published to before, if it still exists. */
async function linkedEntry(strapi: Core.Strapi, request: LoadedRequest): Promise<string | null> {
  const events = await documents(strapi, EVENT_UID).findMany({
    filters: {
      requestDocumentId: request.documentId,
      format: request.format,
      action: { $in: ['publish', REGISTER_EVENT_ACTION] },
    },
    fields: ['details'],
    sort: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 20,
  });
  for (const event of events) {
    const id = (event.details as { approvedRequestDocumentId?: unknown } | null)?.approvedRequestDocumentId;
    if (typeof id !== 'string') continue;
    const entry = await documents(strapi, APPROVED_REQUEST_UID).findOne({ documentId: id, fields: ['projectTitle'] });
    if (entry) return id;
  }
  return null;
}

/**
 * The public register entry of a request: only fields meant for the public (spec §3 approved
 * request). No e-mail address, no requester account, no internal state.
 */
export async function registerData(strapi: Core.Strapi, request: LoadedRequest): Promise<Record<string, unknown>> {
  const raw = request.raw;
  const datasets = request.datasets.map((dataset) => ({ documentId: dataset.documentId, locale: DEFAULT_LOCALE }));
  const common = {
    projectTitle: request.projectTitle,
    dateRequested: isoDay(request.format === 'v2' ? (raw.submittedAt ?? request.createdAt) : request.createdAt),
    approvalDate: (await approvalDate(strapi, request)) ?? isoDay(new Date()),
    datasets: { set: datasets },
  };
  if (request.format === 'v2') {
    const labels = await intendedUseLabels(strapi);
    const uses = Array.isArray(raw.intendedUses)
      ? (raw.intendedUses as unknown[]).filter((use): use is string => typeof use === 'string')
      : [];
    const pi = (raw.principalInvestigator ?? null) as Record<string, string | null> | null;
    return {
      ...common,
      projectSummary: (raw.projectSummary as string | null) ?? null,
      projectStartDate: isoDay(raw.projectStartDate),
      projectEndDate: isoDay(raw.projectEndDate),
      intendedUseOfData: uses.map((use) => ({ value: labels.get(use) ?? use })),
      principalInvestigator: pi
        ? {
            firstName: pi.firstName ?? '',
            lastName: pi.lastName ?? '',
            title: pi.title ?? null,
            country: pi.country ?? null,
            organization: pi.organization ?? null,
            organizationType: pi.organizationType ?? null,
          }
        : null,
    };
  }
  // v1 has no project dates and no separate investigator: the requester is the investigator.
  const requester = request.requester;
  const intendedUse = typeof raw.intendedUse === 'string' ? raw.intendedUse.trim() : '';
  const requesterProfile = requester
    ? ((await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: requester.id }, select: ['country'] })) as { country?: string | null } | null)
    : null;
  return {
    ...common,
    projectSummary: (raw.projectDescription as string | null) ?? null,
    projectStartDate: null,
    projectEndDate: null,
    intendedUseOfData: intendedUse ? [{ value: intendedUse }] : [],
    principalInvestigator: requester
      ? {
          firstName: requester.firstName ?? '',
          lastName: requester.lastName ?? '',
          title: null,
          country: requesterProfile?.country ?? null,
          organization: requester.organization ?? null,
          organizationType: requester.organizationType ?? null,
        }
      : null,
  };
}

/** Creates or updates the register entry and publishes it; returns its documentId. */
async function upsertEntry(
  strapi: Core.Strapi,
  request: LoadedRequest,
  existing: string | null,
): Promise<{ approvedRequestDocumentId: string; created: boolean }> {
  const data = await registerData(strapi, request);
  const api = documents(strapi, APPROVED_REQUEST_UID);
  let documentId = existing;
  if (documentId) await api.update({ documentId, data });
  else documentId = (await api.create({ data })).documentId as string;
  await api.publish({ documentId });
  return { approvedRequestDocumentId: documentId, created: !existing };
}

export interface RegisterResult {
  registryEntry: { documentId: string; created: boolean };
  request: RequestDetail;
}

/**
 * POST /api/data-access-request/publish-to-register/{id} (v2 first, then v1): writes the
 * request's public fields to the approved-request register and publishes the entry; a second
 * call updates the same entry (the link is kept on the request's events). Only approved
 * requests (409 otherwise), only queue-manager and roles with Change status (403). When the
 * graph allows it for the actor (`publish`: complete/published → published), the request moves
 * to `published` in the same transaction; otherwise its status stays and a `publishToRegister`
 * event records the publication. No e-mail is sent.
 */
export async function publishToRegister(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
  command: { version: number | null } = { version: null },
): Promise<RegisterResult> {
  const { version } = command;
  const role = roleOf(actor);
  if (!canPublishToRegister(role)) {
    throw forbidden('Your role cannot publish requests to the register', {
      allowedRoles: ['queue-manager', 'dag-member'],
    });
  }
  if (version === null) {
    throw badRequest(VERSION_REQUIRED_MESSAGE, {
      errors: [{ path: ['version'], message: VERSION_REQUIRED_MESSAGE, name: 'ValidationError' }],
    });
  }
  if (!isDocumentId(documentId)) throw notFound(NOT_FOUND_MESSAGE);
  const request = (await loadRequest(strapi, 'v2', documentId)) ?? (await loadRequest(strapi, 'v1', documentId));
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  const format: RequestFormat = request.format;
  const state = stateOf(request);
  if (state.approvalStatus !== 'approved') {
    throw conflict('Only approved requests can be published to the register.', {
      approvalStatus: state.approvalStatus,
      allowed: [],
    });
  }
  let entry: { approvedRequestDocumentId: string; created: boolean } | null = null;

  const graph = checkTransition(role, 'publish', state.requestStatus ? state : null, {}, contextFor(request, actor));
  if (graph.ok) {
    const result = await applyAction(strapi, {
      format,
      documentId,
      actor,
      action: 'publish',
      input: { version },
      // The link is read inside the transaction: a publication that committed just before is seen.
      within: async (current) => {
        entry = await upsertEntry(strapi, current, await linkedEntry(strapi, current));
        return { ...entry };
      },
    });
    if (!entry) throw new Error('The register entry was not written');
    const written = entry as { approvedRequestDocumentId: string; created: boolean };
    return {
      registryEntry: { documentId: written.approvedRequestDocumentId, created: written.created },
      request: await toRequestDetail(strapi, result.loaded, actor),
    };
  }

  const written = await strapi.db.transaction(async () => {
    const current = await loadRequest(strapi, format, documentId);
    if (!current) throw notFound(NOT_FOUND_MESSAGE);
    const now = stateOf(current);
    if (now.approvalStatus !== 'approved')
      throw conflict('Only approved requests can be published to the register.', {
        approvalStatus: now.approvalStatus,
        allowed: [],
      });
    const { count } = (await strapi.db.query(REQUEST_UIDS[format]).updateMany({
      where: { documentId, version },
      data: { version: version + 1 },
    })) as { count: number };
    if (count !== 1) throw conflict(CONFLICT_MESSAGE, { currentVersion: current.version });
    const result = await upsertEntry(strapi, current, await linkedEntry(strapi, current));
    await appendEvent(strapi, {
      format,
      requestDocumentId: documentId,
      actor,
      action: REGISTER_EVENT_ACTION,
      from: now,
      to: now,
      details: { ...result },
    });
    return result;
  });
  const reloaded = await loadRequest(strapi, format, documentId);
  if (!reloaded) throw notFound(NOT_FOUND_MESSAGE);
  return {
    registryEntry: { documentId: written.approvedRequestDocumentId, created: written.created },
    request: await toRequestDetail(strapi, reloaded, actor),
  };
}
