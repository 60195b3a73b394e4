/**
 * POST /api/notifications/unsubscribe?token=… — one-click unsubscribe (RFC 8058): a mail
 * client posts `List-Unsubscribe=One-Click` to the URL of the `List-Unsubscribe` header, and the
 * SPA's confirmation page posts `{ token }`. No session: the signed token is the authority.
 * The outbox content type has no other route.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/notifications/unsubscribe',
      handler: 'notification.unsubscribe',
      config: { auth: false },
    },
  ],
};
