import type { Media } from './media';

/**
 * GET /api/policies?locale=…: newest first by default (`sort=date:desc`). The title is
 * localized; the date and the PDF are shared by the locales.
 */
export type Policy = {
  documentId: string;
  title: string;
  /** ISO date string (YYYY-MM-DD). */
  date: string;
  file: Media;
};

/** GET /api/proceedings?locale=…: committee minutes, newest first by default. */
export type Proceeding = {
  documentId: string;
  title: string;
  /** ISO date string (YYYY-MM-DD). */
  date: string;
  file: Media;
};
