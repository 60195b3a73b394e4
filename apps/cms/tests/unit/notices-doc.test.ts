/**
 * docs/workflow.md "Who is told" is the NOTICES table of @portal/shared written for people: this
 * test fails when one says something the other does not (a row, an audience, a condition, a link).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NOTICES,
  NOTICE_AUDIENCES,
  NOTICE_CONDITIONS,
  type NoticeAudience,
  type NoticeCondition,
} from '@portal/shared';

const DOC = path.resolve(__dirname, '..', '..', '..', '..', 'docs', 'workflow.md');

const AUDIENCE_WORDS: Record<NoticeAudience, string> = {
  applicant: 'the applicant',
  assignee: 'the assignee after the change',
  previousAssignee: 'the assignee before the change',
  handlers: 'the assignee, or every active queue manager when nobody is assigned',
  queueManagers: 'every active queue manager',
  chairs: 'every active committee chair',
  contractManagers: 'the assigned contract manager, or every active contract manager when the assignee is someone else',
  roundInvitees: 'the committee members invited to the round',
  remindedMember: 'the invited member the reminder is for',
};
const CONDITION_WORDS: Record<NoticeCondition, string> = {
  reassigned: 'it was someone else',
  byApplicant: 'the applicant added it',
  byStaff: 'a member of staff wrote it',
  firstPublication: 'it was not published before (a re-publication)',
  outsideRound: 'it is not a vote of an open round',
};
const LINK_WORDS = { applicant: 'applicant page', staff: 'review page' } as const;

function documentedRows(): string[][] {
  const text = readFileSync(DOC, 'utf8');
  const table = text.slice(text.indexOf('<!-- notices:start -->'), text.indexOf('<!-- notices:end -->'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

describe('docs/workflow.md "Who is told"', () => {
  it('has words for every audience and condition', () => {
    expect(Object.keys(AUDIENCE_WORDS).sort()).toEqual([...NOTICE_AUDIENCES].sort());
    expect(Object.keys(CONDITION_WORDS).sort()).toEqual([...NOTICE_CONDITIONS].sort());
  });

  it('lists exactly the NOTICES table, row by row', () => {
    const expected = Object.entries(NOTICES).flatMap(([event, rules]) =>
      rules.map((rule) => [
        event,
        rule.message,
        `${AUDIENCE_WORDS[rule.to]}${rule.receipt ? ' (a receipt: even of their own action)' : ''}`,
        rule.when ? CONDITION_WORDS[rule.when] : '',
        LINK_WORDS[rule.link],
      ]),
    );
    expect(documentedRows()).toEqual(expected);
  });
});
