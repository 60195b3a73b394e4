import type { Core } from '@strapi/strapi';
import type { RequestVersion } from '@portal/shared';
import { loadVisibleRequest } from '../applicant/access';
import type { Actor } from '../workflow/types';
import { firstSentAt, snapshotOf, storedVersions, type VersionRow } from './store';

const iso = (value: string | Date | number): string => new Date(value).toISOString();

const toVersion = (row: VersionRow): RequestVersion => ({
  number: Number(row.number),
  kind: row.kind,
  submittedAt: iso(row.createdAt),
  answers: row.answers,
  datasets: row.datasets ?? [],
});

/**
 * GET /api/data-access-request/{id}/versions: every version of a v2 request, oldest first, for
 * its owner and every internal role (anyone else, a missing id and a v1 id: 404 alike). A request
 * sent before versions were kept answers one version 1 made from its current answers, so that
 * every submitted request has a history. Only answers and datasets: no note, person or event.
 */
export async function listRequestVersions(
  strapi: Core.Strapi,
  actor: Actor,
  documentId: string | undefined,
): Promise<RequestVersion[]> {
  const request = await loadVisibleRequest(strapi, 'v2', documentId, actor);
  const rows = await storedVersions(strapi, request);
  if (rows.length > 0) return rows.map(toVersion);
  return [
    { number: 1, kind: 'submit', submittedAt: iso(firstSentAt(request)), ...(await snapshotOf(strapi, request)) },
  ];
}
