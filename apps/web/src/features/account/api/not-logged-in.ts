import { ApiError } from '@/lib/api-client';

/** Spec §5/§8: profile update, bookmark and unbookmark need a signed-in user. */
const NOT_LOGGED_IN_MESSAGE = 'User is not logged in';

export const notLoggedIn = () =>
  new ApiError({ status: 401, name: 'UnauthorizedError', message: NOT_LOGGED_IN_MESSAGE });
