import type { Core } from '@strapi/strapi';
import { ensureIndexes } from '../../../platform/database/indexes';
import { REQUEST_FILE_UID } from '../files/private-files';
import { RECOMMENDATION_UID, ROUND_UID } from './constants';

/**
 * The request page's reads by request (every staff and applicant detail): its files, its
 * recommendation rounds newest first and its recommendations. Without these each is a scan of
 * the whole table, which grows with every request.
 */
export async function ensureRequestReadIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [
    { name: 'portal_request_files_request_ix', uid: REQUEST_FILE_UID, attributes: ['requestDocumentId', 'format'] },
    {
      name: 'portal_recommendation_rounds_request_ix',
      uid: ROUND_UID,
      attributes: ['requestDocumentId', 'format', 'createdAt'],
    },
    {
      name: 'portal_recommendations_request_ix',
      uid: RECOMMENDATION_UID,
      attributes: ['requestDocumentId', 'format'],
    },
  ]);
}
