import { contactRateLimit } from '../../../modules/contact';

/**
 * POST /api/contact-us/send — the public contact form. Open to anyone (`auth: false`, so no
 * role needs a grant and nothing else of the content type is exposed: there are no core routes),
 * rate-limited per IP address and per sender address before the controller runs.
 */
export default {
  type: 'content-api',
  routes: [
    {
      method: 'POST',
      path: '/contact-us/send',
      handler: 'contact-message.send',
      config: { auth: false, middlewares: [contactRateLimit] },
    },
  ],
};
