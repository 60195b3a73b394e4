import { DEFAULT_LOCALE } from '@portal/shared/constants';
import { useParams } from 'react-router-dom';

import { LOCALE_PARAM } from '@/config/paths';

const STORAGE_KEY = 'portal.locale';

// Only the shape is checked here; whether the back end knows the code is decided by LocaleLayout.
const LOCALE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export class LocaleNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`Locale not found: ${code}`);
    this.name = 'LocaleNotFoundError';
  }
}

/** The `:locale` of the current route; DEFAULT_LOCALE outside the `/:locale` tree. */
export function useLocale(): string {
  return useParams()[LOCALE_PARAM] ?? DEFAULT_LOCALE;
}

// localStorage throws in some privacy modes; a lost preference is harmless, a crash is not.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readLastLocale(): string | null {
  try {
    const code = storage()?.getItem(STORAGE_KEY) ?? null;
    return code && LOCALE_CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function rememberLocale(code: string): void {
  try {
    storage()?.setItem(STORAGE_KEY, code);
  } catch {
    // see storage()
  }
}

/** Drops a remembered locale the back end no longer knows, so `/` cannot bounce back to it forever. */
export function forgetLocale(code: string): void {
  try {
    if (storage()?.getItem(STORAGE_KEY) === code) storage()?.removeItem(STORAGE_KEY);
  } catch {
    // see storage()
  }
}

export function initialLocale(): string {
  return readLastLocale() ?? DEFAULT_LOCALE;
}
