import {
  CONTENT_COLLECTION_PLURALS,
  type ContentCollectionType,
  type ContentSingleType,
} from '@portal/shared/constants';

/** Every back-end call of spec §7 the SPA makes, so no component writes a URL by hand. */

const id = (value: string | number) => encodeURIComponent(String(value));

/** Access after approval (docs/workflow.md, "Access periods"): the same calls under each format's base. */
const accessPaths = (base: string) => ({
  /** Staff move the end of access (a date today or before ends it now). */
  accessEnd: (requestId: string) => `${base}/${id(requestId)}/access/end`,
  /** The applicant asks for more time; staff grant or refuse it. */
  accessExtension: (requestId: string) => `${base}/${id(requestId)}/access/extension`,
  grantExtension: (requestId: string) => `${base}/${id(requestId)}/access/extension/grant`,
  refuseExtension: (requestId: string) => `${base}/${id(requestId)}/access/extension/refuse`,
  /** The applicant files the final report (multipart with files); staff accept it or ask for more. */
  closeout: (requestId: string) => `${base}/${id(requestId)}/closeout`,
  acceptCloseout: (requestId: string) => `${base}/${id(requestId)}/closeout/accept`,
  closeoutMore: (requestId: string) => `${base}/${id(requestId)}/closeout/more`,
});

export const apiPaths = {
  locales: '/api/i18n/locales',

  /** Single types, GET /api/{name} with `locale` and a fixed populate (spec §7 content list). */
  content: (type: ContentSingleType) => `/api/${type}`,
  /** Collection types by singular name, e.g. `collection('dataset')` -> /api/datasets. */
  collection: (type: ContentCollectionType) => `/api/${CONTENT_COLLECTION_PLURALS[type]}`,
  /** One entry of a collection type by documentId, e.g. GET /api/approved-requests/{documentId}. */
  collectionEntry: (type: ContentCollectionType, documentId: string) =>
    `/api/${CONTENT_COLLECTION_PLURALS[type]}/${id(documentId)}`,
  /** The registry's compact index: every entry's table columns (GET /api/approved-requests-index). */
  registryIndex: '/api/approved-requests-index',
  contactUsSend: '/api/contact-us/send',

  auth: {
    login: '/api/auth/local',
    register: '/api/auth/local/register',
    resendEmailConfirmation: '/api/auth/resend-email-confirmation',
    verifyOneTimePassword: '/api/auth/verifyOneTimePassword',
    resendOneTimePassword: '/api/auth/resendOneTimePassword',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    refreshToken: '/api/auth/refreshToken',
    logout: '/api/logout',
    userStatus: '/api/user-status',
  },

  user: {
    update: '/api/user',
    /** One-click unsubscribe with a mail's signed token: no session needed. */
    unsubscribe: '/api/notifications/unsubscribe',
    /** Expects `roles` serialized as a comma list (apiClient `commaLists: ['roles']`). */
    byRole: '/api/users-by-role/',
    bookmark: (datasetId: string) => `/api/bookmark/${id(datasetId)}`,
    removeBookmark: (datasetId: string) => `/api/remove-bookmark/${id(datasetId)}`,
  },

  /** Staff turnaround reports: JSON, or one table as CSV (`format=csv&table=…`). */
  reports: '/api/request-management/reports',

  /** Old request format (v1). */
  datasetRequest: {
    byId: (requestId: string) => `/api/dataset-requests/${id(requestId)}`,
    queue: '/api/dataset-request/queue',
    findMy: '/api/dataset-request/find-my',
    update: '/api/dataset-request/update',
    assign: '/api/dataset-request/assign',
    unassign: '/api/dataset-request/unassign',
    approve: '/api/dataset-request/approve',
    deny: '/api/dataset-request/deny',
    setStatus: '/api/dataset-request/set-status',
    recommend: '/api/dataset-request/recommend',
    /** Staff (chair, queue manager): a recommendation round on the request. */
    openRound: '/api/dataset-request/open-round',
    /** Staff: every event, oldest first, with `meta.recommendations`. */
    events: (requestId: string) => `/api/dataset-request/${id(requestId)}/events`,
    /** The conversation: GET reads (and marks read), POST adds a message. */
    messages: (requestId: string) => `/api/dataset-request/${id(requestId)}/messages`,
    attachments: (requestId: string) => `/api/dataset-request/${id(requestId)}/attachments`,
    contract: (requestId: string) => `/api/dataset-request/${id(requestId)}/contract`,
    fileMapping: (a: string, b: string) => `/api/file-mapping/${id(a)}/${id(b)}`,
    ...accessPaths('/api/dataset-request'),
  },

  /** New request format (v2). */
  dataAccessRequest: {
    byId: (requestId: string) => `/api/data-access-request/${id(requestId)}`,
    draftById: (requestId: string) => `/api/data-access-request-draft/${id(requestId)}`,
    queue: '/api/data-access-request/queue',
    /** The queue's current view (same filters, every page) as CSV. */
    queueCsv: '/api/data-access-request/queue.csv',
    findMy: '/api/data-access-requests/find-my',
    createDraft: '/api/data-access-request/create-draft',
    updateDraft: (requestId: string) => `/api/data-access-request/${id(requestId)}/update-draft`,
    publish: (requestId: string) => `/api/data-access-request/${id(requestId)}/publish`,
    /** The owner answers an information request: the complete form, back to review. */
    amend: (requestId: string) => `/api/data-access-request/${id(requestId)}/amend`,
    /** Every submission and resubmission's answers, oldest first (owner and staff). */
    versions: (requestId: string) => `/api/data-access-request/${id(requestId)}/versions`,
    remove: (requestId: string) => `/api/data-access-request/${id(requestId)}`,
    publishToRegister: (requestId: string) => `/api/data-access-request/publish-to-register/${id(requestId)}`,
    addContract: '/api/data-access-request/add-contract',
    updateContract: '/api/data-access-request/update-contract',
    assign: '/api/data-access-request/assign',
    unassign: '/api/data-access-request/unassign',
    approve: '/api/data-access-request/approve',
    deny: '/api/data-access-request/deny',
    setStatus: '/api/data-access-request/set-status',
    recommend: '/api/data-access-request/recommend',
    /** Staff (chair, queue manager): a recommendation round on the request. */
    openRound: '/api/data-access-request/open-round',
    /** Staff: every event, oldest first, with `meta.recommendations`. */
    events: (requestId: string) => `/api/data-access-request/${id(requestId)}/events`,
    /** The conversation: GET reads (and marks read), POST adds a message. */
    messages: (requestId: string) => `/api/data-access-request/${id(requestId)}/messages`,
    attachments: (requestId: string) => `/api/data-access-request/${id(requestId)}/attachments`,
    contract: (requestId: string) => `/api/data-access-request/${id(requestId)}/contract`,
    fileMapping: (a: string, b: string) => `/api/v2/file-mapping/${id(a)}/${id(b)}`,
    ...accessPaths('/api/data-access-request'),
  },
} as const;
