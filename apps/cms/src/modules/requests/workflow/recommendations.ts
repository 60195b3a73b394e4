import type { Core } from '@strapi/strapi';
import type { Recommendation, RequestFormat, RequestRecommendation } from '@portal/shared';
import { RECOMMENDATION_UID } from './constants';

/** The committee's recommendations on a request (one per member), for the deciders (staff only). */
export async function listRecommendations(
  strapi: Core.Strapi,
  format: RequestFormat,
  requestDocumentId: string,
): Promise<RequestRecommendation[]> {
  // The query engine: a read needs none of the Document Service's transaction and checks.
  const rows = (await strapi.db.query(RECOMMENDATION_UID).findMany({
    where: { requestDocumentId, format },
    populate: { member: { select: ['documentId', 'firstName', 'lastName'] } },
    orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
  })) as Array<Record<string, unknown>>;
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
