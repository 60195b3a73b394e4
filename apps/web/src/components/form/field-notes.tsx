import { createContext, useContext, type ReactNode } from 'react';

/**
 * Notes shown beside particular fields of a form, by the fields' registered names (a reviewer's
 * comment on an answer). A field with a note shows it under its label and hint, before the
 * control, and the note joins the control's description (`aria-describedby`), so it is read with
 * the field. Fields without one, and forms without the provider, are unchanged.
 */
const FieldNotesContext = createContext<ReadonlyMap<string, ReactNode>>(new Map());

export function FieldNotes({ notes, children }: { notes: ReadonlyMap<string, ReactNode>; children: ReactNode }) {
  return <FieldNotesContext.Provider value={notes}>{children}</FieldNotesContext.Provider>;
}

/** The note of the field registered as `name`, if any. */
export function useFieldNote(name: string): ReactNode {
  return useContext(FieldNotesContext).get(name) ?? null;
}

export function FieldNote({ id, note }: { id: string; note: ReactNode }) {
  return note ? (
    <div id={id} className="form-field__note">
      {note}
    </div>
  ) : null;
}
