import {
  REQUEST_FIELD_MAX_LENGTH,
  REQUEST_LIST_MAX,
  REQUEST_MESSAGES,
  REQUEST_PROJECT_TITLE_MIN_LENGTH,
} from '@portal/shared';

import { requestsMessages } from '@/features/requests/messages';
import type { MessageKey, Translate } from '@/lib/i18n';

/**
 * The shared schemas (and the server, which runs them) speak English; each of their messages has
 * a translation under `requests.validation.<name>` with the same name as in REQUEST_MESSAGES.
 * A message we do not know (e.g. a server-only dataset check) is shown as it came.
 */
const TRANSLATED: ReadonlySet<string> = new Set(Object.keys(requestsMessages.en));
const KEY_BY_MESSAGE = new Map<string, MessageKey>(
  Object.entries(REQUEST_MESSAGES).flatMap(([name, text]): Array<[string, MessageKey]> => {
    const key = `requests.validation.${name}`;
    return typeof text === 'string' && TRANSLATED.has(key) ? [[text, key as MessageKey]] : [];
  }),
);

const VALUES = {
  min: REQUEST_PROJECT_TITLE_MIN_LENGTH,
  max: REQUEST_FIELD_MAX_LENGTH.details,
};

const MAX_BY_KEY: Partial<Record<string, number>> = {
  'requests.validation.projectTitleMax': REQUEST_FIELD_MAX_LENGTH.projectTitle,
  'requests.validation.projectSummaryMax': REQUEST_FIELD_MAX_LENGTH.projectSummary,
  'requests.validation.nameMax': REQUEST_FIELD_MAX_LENGTH.name,
  'requests.validation.dataLevelMax': REQUEST_FIELD_MAX_LENGTH.dataLevel,
  'requests.validation.listMax': REQUEST_LIST_MAX,
};

const TEXT_MAX = /^This answer must be (\d+) characters or fewer\.$/;

export function translateValidationMessage(t: Translate, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(key, { ...VALUES, max: MAX_BY_KEY[key] ?? VALUES.max });
  const textMax = TEXT_MAX.exec(message);
  if (textMax) return t('requests.validation.textMax', { max: Number(textMax[1]) });
  return message;
}
