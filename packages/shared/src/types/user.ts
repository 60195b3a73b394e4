import type { RoleType } from '../roles';

export type UserRole = {
  type: RoleType;
  name: string;
};

export type DocumentRef = { documentId: string };

export type User = {
  id: number;
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  organizationType: string | null;
  country: string | null;
  confirmed: boolean;
  blocked: boolean;
  role: UserRole;
  receiveNewsAndUpdates: boolean;
  // Relations are present only when the endpoint populates them.
  datasetRequests?: DocumentRef[];
  assignedDatasetRequests?: DocumentRef[];
  bookmarkedDatasets?: DocumentRef[];
};
