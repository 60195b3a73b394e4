import type { Media } from './media';

export type Policy = {
  documentId: string;
  title: string;
  /** ISO date string. */
  date: string;
  file: Media;
};

export type Proceeding = {
  documentId: string;
  title: string;
  /** ISO date string. */
  date: string;
  file: Media;
};
