import type { RoleType } from '@portal/shared';

import type { MessageKey } from '@/lib/i18n';

export const roleKey = (role: RoleType): MessageKey => `queue.role.${role}`;
