import type { ProfileUpdateInput, PublicUser } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { notLoggedIn } from '@/features/account/api/not-logged-in';
import { apiClient, invalidResponse } from '@/lib/api-client';
import { toSessionUser, useSession, type SessionUser } from '@/lib/session';

/**
 * PUT /api/user with the profile fields only (profileUpdateSchema); answers the updated user.
 * Without a signed-in user it fails with 'User is not logged in' before any request (spec §5).
 */
export async function updateProfile(user: SessionUser | null, body: ProfileUpdateInput): Promise<SessionUser> {
  if (!user) throw notLoggedIn();
  const { data } = await apiClient.put<unknown>(apiPaths.user.update, { body });
  const updated = toSessionUser({ user: data });
  if (!updated) throw invalidResponse();
  return updated;
}

/** The mutation; on success the session user is the server's answer. */
export function useUpdateProfile() {
  const { session, updateUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => updateProfile(session.user, body),
    onSuccess: (user: PublicUser) => updateUser(user),
  });
}
