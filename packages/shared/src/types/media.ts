export type MediaFormat = {
  url: string;
  name?: string;
  mime?: string;
  width: number | null;
  height: number | null;
  size?: number;
};

/** An upload as Strapi returns it inside a populated relation. */
export type Media = {
  id: number;
  documentId?: string;
  url: string;
  mime: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  name: string;
  // Keyed by breakpoint (thumbnail, small, medium, large); only images have them.
  formats?: Record<string, MediaFormat> | null;
};
