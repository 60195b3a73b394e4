import type { RequestDraft } from '@portal/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { createDraft, updateDraft } from '@/features/requests/api/drafts';
import { toDraftPayload, type RequestFormValues } from '@/features/requests/utils/form-values';
import { clearLocalCopy, writeLocalCopy } from '@/features/requests/utils/local-copy';

/** Saves wait this long after the last keystroke: a pause in typing saves, each key does not. */
const AUTOSAVE_DELAY_MS = 1000;

export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: Date } | { status: 'failed' };

type Options = {
  form: UseFormReturn<RequestFormValues>;
  draftId: string | null;
  /** The answers differ from the server's (a local copy was restored): save them soon. */
  startDirty?: boolean;
  onCreated: (draft: RequestDraft) => void;
};

/**
 * Autosave of the request form: the draft is created on the first change, then every change is
 * saved (update-draft) ~1 s after typing stops, and at once when `flush` is called (step change,
 * upload, submit). Saves never overlap; changes made during a save are sent right after it.
 * Every change is also copied to localStorage until the server has it; a failed save keeps the
 * answers, says so, and is retried on the next change, when the browser is back online, or by `retry`.
 */
export function useDraftAutosave({ form, draftId: initialDraftId, startDirty = false, onCreated }: Options) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const draftId = useRef<string | null>(initialDraftId);
  const dirty = useRef(startDirty);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  const saveLoop = useCallback(async () => {
    while (dirty.current) {
      dirty.current = false;
      const values = form.getValues();
      setState({ status: 'saving' });
      try {
        const payload = toDraftPayload(values);
        if (draftId.current) {
          await updateDraft(draftId.current, payload);
        } else {
          const draft = await createDraft(payload);
          draftId.current = draft.documentId;
          clearLocalCopy(null);
          onCreatedRef.current(draft);
        }
        if (dirty.current) {
          writeLocalCopy(draftId.current, form.getValues());
        } else {
          clearLocalCopy(draftId.current);
          setState({ status: 'saved', at: new Date() });
        }
      } catch {
        dirty.current = true;
        writeLocalCopy(draftId.current, form.getValues());
        setState({ status: 'failed' });
        return;
      }
    }
  }, [form]);

  /** Saves now (after any save under way); resolves when the server has the current answers or the save failed. */
  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    // One save loop at a time; it picks up changes made meanwhile, and a caller waits for it.
    while (running.current) await running.current;
    if (!dirty.current) return;
    const run = saveLoop().finally(() => {
      running.current = null;
    });
    running.current = run;
    await run;
  }, [saveLoop]);

  /** Marks the answers changed and saves them if nothing was ever saved yet (e.g. for an upload). */
  const ensureDraft = useCallback(async (): Promise<string | null> => {
    if (!draftId.current) dirty.current = true;
    await flush();
    return draftId.current;
  }, [flush]);

  useEffect(() => {
    const subscription = form.watch(() => {
      dirty.current = true;
      writeLocalCopy(draftId.current, form.getValues());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, flush]);

  useEffect(() => {
    const online = () => {
      if (dirty.current) void flush();
    };
    window.addEventListener('online', online);
    if (startDirty) timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush, startDirty]);

  const retry = useCallback(() => {
    dirty.current = true;
    return flush();
  }, [flush]);

  return { state, flush, retry, ensureDraft, draftId: () => draftId.current, isDirty: () => dirty.current };
}
