import { useCallback } from 'react';

import { translateValidationMessage } from '@/features/requests/utils/validation-message';
import { useT } from '@/lib/i18n';

/** Translates a shared-schema (or server) validation message into the reader's language. */
export function useValidationMessage() {
  const t = useT();
  return useCallback((message: string) => translateValidationMessage(t, message), [t]);
}
