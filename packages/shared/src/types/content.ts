import type { Media } from './media';

export type Seo = {
  metaTitle: string;
  metaDescription: string | null;
  metaImage: Media | null;
  keywords?: string | null;
  canonicalURL?: string | null;
};

export type OpenGraph = {
  ogTitle: string;
  ogDescription: string | null;
  ogImage: Media | null;
  ogUrl?: string | null;
  ogType?: string | null;
};

export type Hero = {
  eyebrowText: string | null;
  title: string;
  description: string | null;
  image: Media | null;
};

/** Fields every content page (Strapi single type) carries. */
export type ContentPage = {
  id: number;
  documentId: string;
  locale: string;
  seo: Seo | null;
  openGraph: OpenGraph | null;
};
