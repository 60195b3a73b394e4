import type { Core } from '@strapi/strapi';
import type { Recommendation, RequestFormat, RequestRecommendation } from '@portal/shared';
import { RECOMMENDATION_UID } from './constants';
import { documents } from './load';

/** The committee's recommendations on a request (one per member), for the deciders (staff only). */
export async function listRecommendations(
  strapi: Core.Strapi,
  format: RequestFormat,
  requestDocumentId: string,
): Promise<RequestRecommendation[]> {
  const rows = await documents(strapi, RECOMMENDATION_UID).findMany({
    filters: { requestDocumentId, format },
    populate: { member: { fields: ['documentId', 'firstName', 'lastName'] } },
    sort: [{ updatedAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => {
    const member = row.member as { documentId: string; firstName?: string; lastName?: string } | null;
    return {
      documentId: row.documentId as string,
      recommendation: row.recommendation as Recommendation,
      note: (row.note as string | null) ?? null,
      member: member
        ? { documentId: member.documentId, firstName: member.firstName ?? '', lastName: member.lastName ?? '' }
        : null,
      updatedAt: String(row.updatedAt),
    };
  });
}
