export type StrapiPagination = {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
};

/** Strapi wraps every successful body in `data`. */
export type StrapiResponse<T> = {
  data: T;
  meta?: { pagination?: StrapiPagination };
};

/** Strapi's error envelope; `details` carries structured context such as validation issues. */
export type StrapiError = {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: Record<string, unknown>;
  };
};
