import type { Media } from './media';

export type DataAccessStep = {
  id: number;
  title: string;
  description: string;
  icon: Media | null;
};

/** A row of the security page: `item` is the layer, `description` its safeguard. */
export type SecuritySafeguardItem = {
  id: number;
  item: string;
  description: string;
};
