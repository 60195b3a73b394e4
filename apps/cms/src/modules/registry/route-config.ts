/** The registry's content type and what its public reads may show of linked datasets. */
export const REGISTRY_UID = 'api::approved-request.approved-request';

/** Datasets are shown by title and slug only (never their relations or authors). */
export const REGISTRY_RELATIONS = { datasets: { fields: ['title', 'slug'] } };
