import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, optionLabel, registerAccessDates, registerEntry, type AccessView } from '@portal/shared';
import { loadWorkflowSettings } from '../../settings';
import { loadAccessPeriod } from '../access/store';
import { toAccessView } from '../access/view';
import { parseCommand } from '../commands/parse-command';
import { runRequestCommand } from '../commands/pipeline';
import { EVENT_UID } from '../workflow/constants';
import { documents, loadRequest } from '../workflow/load';
import type { Actor, LoadedRequest } from '../workflow/types';
import { intendedUseLabels, organizationTypeOptions } from '../applicant/form-content';
import { requesterCountry, toRequestDetail, type RequestDetail } from '../applicant/views';

const APPROVED_REQUEST_UID = 'api::approved-request.approved-request';

/** The event action recorded when the register entry is written without a status change. */
const REGISTER_EVENT_ACTION = 'publishToRegister';

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

/** The request's access period as its reads show it, and the committee's time zone its days are in. */
async function accessOf(
  strapi: Core.Strapi,
  request: LoadedRequest,
  now: Date,
): Promise<{ access: AccessView | null; timeZone: string }> {
  const [period, settings] = await Promise.all([
    loadAccessPeriod(strapi, request.format, request.documentId),
    loadWorkflowSettings(strapi),
  ]);
  return { access: toAccessView(period, now, settings), timeZone: settings.timeZone };
}

/**
 * The public register entry of a request: only fields meant for the public (spec §3 approved
 * request), mapped by the shared `registerEntry` the staff's preview uses too. No e-mail address,
 * no requester account, no internal state.
 */
async function registerData(strapi: Core.Strapi, request: LoadedRequest): Promise<Record<string, unknown>> {
  const uses = request.format === 'v2' ? await intendedUseLabels(strapi) : new Map<string, string>();
  const types = await organizationTypeOptions(strapi);
  const now = new Date();
  const { access, timeZone } = await accessOf(strapi, request, now);
  const entry = registerEntry(
    {
      ...request.raw,
      format: request.format,
      projectTitle: request.projectTitle,
      createdAt: request.createdAt,
      requester: request.requester,
      datasets: request.datasets,
      access,
    },
    {
      intendedUseLabel: (value) => uses.get(value) ?? value,
      organizationTypeLabel: (value) => optionLabel(types, value),
      requesterCountry: request.format === 'v1' ? requesterCountry(request) : null,
      approvedAt: await approvalDate(strapi, request),
      now,
      timeZone,
    },
  );
  const datasets = entry.datasets.map((dataset) => ({ documentId: dataset.documentId, locale: DEFAULT_LOCALE }));
  return { ...entry, datasets: { set: datasets } };
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

/**
 * The end of access moved (staff changed it, an extension was granted): the request's published
 * register entry follows, its access dates only, republished at once. Runs in the access command's
 * transaction; an entry never published, or unpublished by an editor, is left as it is.
 */
export async function refreshRegisterAccess(strapi: Core.Strapi, request: LoadedRequest): Promise<void> {
  const documentId = await linkedEntry(strapi, request);
  if (!documentId) return;
  const api = documents(strapi, APPROVED_REQUEST_UID);
  const published = await api.findOne({ documentId, status: 'published', fields: ['projectTitle'] });
  if (!published) return;
  const { access, timeZone } = await accessOf(strapi, request, new Date());
  await api.update({ documentId, data: registerAccessDates(access, timeZone) });
  await api.publish({ documentId });
}

export interface RegisterResult {
  registryEntry: { documentId: string; created: boolean };
  request: RequestDetail;
}

/**
 * POST /api/data-access-request/publish-to-register/{id} (v2 first, then v1): writes the
 * request's public fields to the approved-request register and publishes the entry; a second
 * call updates the same entry (the link is kept on the request's events). The command
 * `publishToRegister` (packages/shared/src/commands.ts): queue-manager only (403), approved
 * requests only (409); where the graph has the `publish` edge (complete/published → published)
 * the request moves to `published` in the same transaction, elsewhere its status stays and a
 * `publishToRegister` event records the publication.
 */
export async function publishToRegister(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
  body: unknown,
): Promise<RegisterResult> {
  let entry: { approvedRequestDocumentId: string; created: boolean } | null = null;
  const outcome = await runRequestCommand(strapi, {
    command: 'publishToRegister',
    actor,
    format: 'either',
    documentId,
    parse: () => parseCommand('publishToRegister', body ?? {}),
    version: (input) => input.version,
    stateDetails: (state) => ({ approvalStatus: state.approvalStatus }),
    // The link is read inside the transaction: a publication that committed just before is seen.
    handle: async ({ request }) => {
      entry = await upsertEntry(strapi, request, await linkedEntry(strapi, request));
      return { details: { ...entry } };
    },
  });
  const written = entry as { approvedRequestDocumentId: string; created: boolean } | null;
  if (!written) throw new Error('The register entry was not written');
  const reloaded = await loadRequest(strapi, outcome.loaded.format, outcome.loaded.documentId);
  return {
    registryEntry: { documentId: written.approvedRequestDocumentId, created: written.created },
    request: await toRequestDetail(strapi, reloaded ?? outcome.loaded, actor),
  };
}
