import type { Core } from '@strapi/strapi';
import type { RequestFormat } from '@portal/shared';
import { requireActor } from '../../../services/applicant/access';
import { createDraft, deleteDraft, getDraft, publishDraft, updateDraft } from '../../../services/applicant/drafts';
import {
  addAttachments,
  addContract,
  openDownload,
  updateContract,
  uploadContract,
  type UploadCtx,
} from '../../../services/applicant/files';
import { publishToRegister } from '../../../services/applicant/register';
import { findMyRequests, getRequest, updateV1Request } from '../../../services/applicant/requests';
import type { Actor } from '../../../services/workflow/types';

/**
 * `api::data-access-request.applicant`: the applicant side of the request workflow (drafts,
 * submit, own requests, v1 edits, attachments, contracts, downloads) and publication to the
 * public register. Each method takes the signed-in user (`ctx.state.user`) and raw input; the
 * logic lives in src/services/applicant/*.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  createDraft: (actor: Actor | undefined, body: unknown) => createDraft(strapi, requireActor(actor), body),
  updateDraft: (actor: Actor | undefined, id: string | undefined, body: unknown) =>
    updateDraft(strapi, requireActor(actor), id, body),
  getDraft: (actor: Actor | undefined, id: string | undefined) => getDraft(strapi, requireActor(actor), id),
  publishDraft: (actor: Actor | undefined, id: string | undefined, body: unknown) =>
    publishDraft(strapi, requireActor(actor), id, body),
  deleteDraft: (actor: Actor | undefined, id: string | undefined) => deleteDraft(strapi, requireActor(actor), id),
  findMy: (actor: Actor | undefined, format: RequestFormat) => findMyRequests(strapi, requireActor(actor), format),
  findOne: (actor: Actor | undefined, format: RequestFormat, id: string | undefined) =>
    getRequest(strapi, requireActor(actor), format, id),
  updateV1: (actor: Actor | undefined, body: unknown) => updateV1Request(strapi, requireActor(actor), body),
  addAttachments: (actor: Actor | undefined, format: RequestFormat, id: string | undefined, ctx: UploadCtx) =>
    addAttachments(strapi, requireActor(actor), format, id, ctx),
  uploadContract: (actor: Actor | undefined, format: RequestFormat, id: string | undefined, ctx: UploadCtx) =>
    uploadContract(strapi, requireActor(actor), format, id, ctx),
  addContract: (actor: Actor | undefined, body: unknown) => addContract(strapi, requireActor(actor), body),
  updateContract: (actor: Actor | undefined, body: unknown) => updateContract(strapi, requireActor(actor), body),
  download: (
    actor: Actor | undefined,
    format: RequestFormat,
    requestId: string | undefined,
    fileId: string | undefined,
  ) => openDownload(strapi, requireActor(actor), format, requestId, fileId),
  publishToRegister: (actor: Actor | undefined, id: string | undefined) =>
    publishToRegister(strapi, requireActor(actor), id),
});
