import { factories } from '@strapi/strapi';

type ContactService = ReturnType<typeof import('../services/contact-message').default>;

/**
 * The contact form endpoint. Core actions exist on the controller but no route reaches them:
 * only `send` is routed (routes/custom-contact-us.ts).
 */
export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  async send(ctx) {
    const service = strapi.service('api::contact-message.contact-message') as unknown as ContactService;
    await service.submit(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 200;
    ctx.body = { data: { sent: true }, meta: {} };
  },
}));
