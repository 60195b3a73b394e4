import { formValuesFrom, type RequestFormValues } from '@/features/requests/utils/form-values';

/**
 * A copy of the form's answers in localStorage, written on every change and dropped once the
 * server has them: a failed save, an offline moment or a closed tab loses nothing. Keyed by the
 * draft's id ('new' before the draft exists).
 */
const PREFIX = 'portal.requestForm.';
const key = (draftId: string | null) => `${PREFIX}${draftId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocalCopy(draftId: string | null): RequestFormValues | null {
  try {
    const raw = storage()?.getItem(key(draftId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? formValuesFrom(parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(draftId: string | null, values: RequestFormValues): void {
  try {
    storage()?.setItem(key(draftId), JSON.stringify(values));
  } catch {
    // Storage full or refused: the server copy is still tried.
  }
}

export function clearLocalCopy(draftId: string | null): void {
  try {
    storage()?.removeItem(key(draftId));
  } catch {
    // Nothing to clear.
  }
}
