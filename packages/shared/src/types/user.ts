import type { NotificationFrequency } from '../notifications';
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

/** A bookmarked dataset as the account endpoints return it (title in the requested locale). */
export type BookmarkedDataset = {
  documentId: string;
  title: string;
  slug: string;
};

/**
 * The signed-in user as every account endpoint returns it (docs/api/auth.md). Built by an
 * explicit mapper on the server: nothing else (password, tokens, provider, blocked …) is sent.
 */
export type PublicUser = {
  id: number;
  documentId: string;
  email: string;
  firstName: string;
  lastName: string;
  organization: string | null;
  organizationType: string | null;
  country: string | null;
  receiveNewsAndUpdates: boolean;
  /** The account's language: every e-mail to it is written in it, with links into it. */
  locale: string;
  notificationFrequency: NotificationFrequency;
  confirmed: boolean;
  role: UserRole;
  bookmarkedDatasets: BookmarkedDataset[];
};

/** GET /api/users-by-role: only what staff need to pick an assignee. */
export type StaffUser = {
  id: number;
  documentId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
};

/** POST /api/auth/local/register */
export type RegisterResponse = { user: PublicUser; emailConfirmationRequired: true };

/** POST /api/auth/local when the emailed code is required, and POST /api/auth/resendOneTimePassword. */
export type OtpChallengeResponse = {
  otpToken: string;
  /** ISO time at which the emailed code stops working. */
  expiresAt: string;
  /** Seconds to wait before POST /api/auth/resendOneTimePassword accepts a new request. */
  resendAvailableInSeconds: number;
};

/** POST /api/auth/verifyOneTimePassword (and POST /api/auth/local when no code is required). */
export type SessionResponse = { jwt: string; user: PublicUser };

/** POST /api/auth/local: either the second step or, when it is switched off, the session. */
export type LoginResponse = OtpChallengeResponse | SessionResponse;

/** POST /api/auth/refreshToken */
export type RefreshResponse = { jwt: string };

/** POST /api/user-status */
export type UserStatusResponse = { loggedIn: true; user: PublicUser };

/** POST /api/bookmark/{datasetId} and POST /api/remove-bookmark/{datasetId} */
export type BookmarksResponse = { bookmarkedDatasets: BookmarkedDataset[] };

/** Logout, forgot/reset password, resend confirmation. */
export type OkResponse = { ok: true };
