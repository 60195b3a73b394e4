import { describe, expect, it } from 'vitest';
import {
  APPLICANT_NOTE_EVENTS,
  APPLICANT_VISIBLE_EVENTS,
  isApplicantNoteEvent,
  isApplicantVisibleEvent,
} from '../event-visibility';
import { WORKFLOW_ACTIONS } from '../transitions';

// The table of docs/workflow.md ("What the applicant sees"), written out literally.
const TABLE: Record<string, { visible: boolean; note: boolean }> = {
  submit: { visible: true, note: false },
  assign: { visible: false, note: false },
  unassign: { visible: false, note: false },
  setStatus: { visible: true, note: false },
  requestInformation: { visible: true, note: true },
  recommend: { visible: false, note: false },
  approve: { visible: true, note: true },
  deny: { visible: true, note: true },
  addContract: { visible: true, note: true },
  signContract: { visible: true, note: false },
  complete: { visible: true, note: false },
  publish: { visible: true, note: false },
  amend: { visible: true, note: true },
  // verbs logged outside the graph
  update: { visible: true, note: true },
  addAttachment: { visible: false, note: false },
  publishToRegister: { visible: false, note: false },
};

describe('applicant-visible events', () => {
  it('decides every workflow action and every other logged verb', () => {
    for (const action of [...WORKFLOW_ACTIONS]) expect(TABLE, action).toHaveProperty(action);
    for (const [action, row] of Object.entries(TABLE)) {
      expect(isApplicantVisibleEvent(action), action).toBe(row.visible);
      expect(isApplicantNoteEvent(action), action).toBe(row.note);
    }
  });

  it('keeps recommendations, assignments and attachments internal', () => {
    for (const action of ['recommend', 'assign', 'unassign', 'addAttachment', 'publishToRegister'])
      expect(isApplicantVisibleEvent(action)).toBe(false);
  });

  it('hides unknown verbs and non-strings by default', () => {
    for (const action of ['delete', '', 'SUBMIT', null, undefined, 42, {}]) {
      expect(isApplicantVisibleEvent(action)).toBe(false);
      expect(isApplicantNoteEvent(action)).toBe(false);
    }
  });

  it('only shows notes of visible events', () => {
    for (const action of APPLICANT_NOTE_EVENTS) expect(APPLICANT_VISIBLE_EVENTS).toContain(action);
  });
});
