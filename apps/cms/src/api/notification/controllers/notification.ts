import { factories } from '@strapi/strapi';
import { UNSUBSCRIBE_INVALID_MESSAGE, isRecord } from '@portal/shared';
import { unsubscribe } from '../../../modules/notifications';
import { errors } from '../../../platform/http/strapi-errors';

export default factories.createCoreController('api::notification.notification', ({ strapi }) => ({
  async unsubscribe(ctx) {
    const body: unknown = ctx.request.body;
    const token = ctx.query.token ?? (isRecord(body) ? body.token : undefined);
    if (!(await unsubscribe(strapi, token))) throw new errors.ValidationError(UNSUBSCRIBE_INVALID_MESSAGE);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { notificationFrequency: 'off' }, meta: {} };
  },
}));
