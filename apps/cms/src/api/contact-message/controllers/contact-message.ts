import { factories } from '@strapi/strapi';
import { serviceOf } from '../../../platform/strapi/services';

type ContactService = ReturnType<typeof import('../services/contact-message').default>;

/**
 * The contact form endpoint. Core actions exist on the controller but no route reaches them:
 * only `send` is routed (routes/custom-contact-us.ts).
 */
export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  async send(ctx) {
    const service = serviceOf<ContactService>(strapi, 'api::contact-message.contact-message');
    await service.submit(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = { data: { sent: true }, meta: {} };
  },
}));
