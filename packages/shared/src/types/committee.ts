import type { Media } from './media';

export type SocialMediaLink = {
  id: number;
  url: string;
  icon: Media | null;
};

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
