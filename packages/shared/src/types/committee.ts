import type { Media } from './media';

export type SocialMediaLink = {
  id: number;
  url: string;
  /** Accessible name of the link, e.g. 'LinkedIn profile'. */
  label: string | null;
  icon: Media | null;
};

/** `governance.committee-member`, an item of GET /api/committee `members`. */
export type CommitteeMember = {
  id: number;
  name: string;
  title: string;
  description: string | null;
  /** Rich text (Markdown). */
  bio: string | null;
  profilePicture: Media | null;
  socialMediaLinks: SocialMediaLink[];
};
