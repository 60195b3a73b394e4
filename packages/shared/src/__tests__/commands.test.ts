import { describe, expect, it } from 'vitest';
import {
  COMMAND_SPECS,
  REQUEST_COMMANDS,
  allowedRequestActions,
  checkCommand,
  contractCommandFor,
  mayRunCommand,
  type RequestCommand,
} from '../commands';
import { allowedActions, checkTransition } from '../transitions';
import { APPROVALS, REQUESTS, ROLES } from './spec-literals';

// Literal tables written from docs/workflow.md ("Commands"), independent of the registry's code.
const STATES = APPROVALS.flatMap((approvalStatus) =>
  REQUESTS.map((requestStatus) => ({ requestStatus, approvalStatus })),
);
const CONTEXTS = [
  { isOwner: true, hasAssignee: true },
  { isOwner: true, hasAssignee: false },
  { isOwner: false, hasAssignee: true },
  { isOwner: false, hasAssignee: false },
];

/** Who may run each command at all (the 403 before the body is read). */
const MAY_RUN: Record<RequestCommand, readonly string[]> = {
  createDraft: ['authenticated'],
  updateDraft: ['authenticated'],
  deleteDraft: ['authenticated'],
  submit: ['authenticated'],
  amend: ['authenticated'],
  updateRequest: ['authenticated'],
  addAttachment: ['authenticated', 'queue-manager'],
  addContract: ['queue-manager', 'contract-manager'],
  replaceContract: ['queue-manager', 'contract-manager'],
  signContract: ['authenticated', 'queue-manager', 'contract-manager'],
  assign: ['dag-chair', 'queue-manager', 'contract-manager'],
  unassign: ['dag-member', 'dag-chair', 'contract-manager'],
  recommend: ['dag-member', 'queue-manager'],
  openRound: ['dag-chair', 'queue-manager'],
  approve: ['dag-chair'],
  deny: ['dag-chair'],
  setStatus: ['dag-member', 'queue-manager'],
  publishToRegister: ['queue-manager'],
  postMessage: ['authenticated', 'dag-member', 'dag-chair', 'queue-manager', 'contract-manager'],
  changeAccessEnd: ['queue-manager'],
  requestExtension: ['authenticated'],
  grantExtension: ['queue-manager'],
  refuseExtension: ['queue-manager'],
  fileCloseout: ['authenticated'],
  acceptCloseout: ['queue-manager'],
  askCloseoutMore: ['queue-manager'],
};

describe('the command registry', () => {
  it('names every command once, each with its spec', () => {
    expect(new Set(REQUEST_COMMANDS).size).toBe(REQUEST_COMMANDS.length);
    expect(Object.keys(COMMAND_SPECS).sort()).toEqual([...REQUEST_COMMANDS].sort());
    for (const command of REQUEST_COMMANDS) {
      const spec = COMMAND_SPECS[command];
      expect(spec.forbiddenMessage, command).toMatch(/\w/);
      expect(spec.formats.length, command).toBeGreaterThan(0);
      // every change to a request appends an event; draft commands change no request
      expect(spec.events.length > 0, command).toBe(spec.target === 'request' || command === 'submit');
    }
  });

  it('decides who may run a command, role by role (every role × command)', () => {
    for (const command of REQUEST_COMMANDS)
      for (const role of [...ROLES, 'anonymous', '', null])
        expect(mayRunCommand(role, command), `${role} ${command}`).toBe(MAY_RUN[command].includes(role as string));
  });

  it('follows the graph exactly for every command with an edge (role × state × context)', () => {
    const single: Array<[RequestCommand, Parameters<typeof checkTransition>[1]]> = [
      ['amend', 'amend'],
      ['addContract', 'addContract'],
      ['replaceContract', 'addContract'],
      ['signContract', 'signContract'],
      ['unassign', 'unassign'],
      ['approve', 'approve'],
      ['deny', 'deny'],
    ];
    for (const [command, action] of single)
      for (const role of ROLES)
        for (const state of STATES)
          for (const ctx of CONTEXTS) {
            const graph = checkTransition(role, action, state, {}, ctx);
            const ours = checkCommand(role, command, state, {}, ctx);
            const label = `${role} ${command} @ ${state.requestStatus}/${state.approvalStatus} ${JSON.stringify(ctx)}`;
            expect(ours.ok, label).toBe(graph.ok);
            if (!mayRunCommand(role, command)) expect(ours.ok || ours.reason, label).toBe('forbidden');
            if (ours.ok && graph.ok) expect(ours.to, label).toEqual(graph.to);
          }
  });

  it('set-status follows the graph for every target; recommend for every recommendation', () => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const ctx of CONTEXTS) {
          for (const requestStatus of REQUESTS) {
            const graph = checkTransition(role, 'setStatus', state, { requestStatus }, ctx);
            const ours = checkCommand(role, 'setStatus', state, { requestStatus }, ctx);
            expect(ours.ok, `${role} → ${requestStatus} @ ${JSON.stringify(state)}`).toBe(graph.ok);
          }
          for (const recommendation of ['approve', 'deny', 'abstain', 'maybe']) {
            const graph = checkTransition(role, 'recommend', state, { recommendation }, ctx);
            expect(checkCommand(role, 'recommend', state, { recommendation }, ctx).ok).toBe(graph.ok);
          }
        }
  });

  it('adds files: the owner and the queue manager, on open requests only', () => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const ctx of CONTEXTS) {
          const closed = state.requestStatus === 'complete' || state.requestStatus === 'published';
          const expected = (role === 'queue-manager' || (role === 'authenticated' && ctx.isOwner)) && !closed;
          const check = checkCommand(role, 'addAttachment', state, {}, ctx);
          expect(check.ok, `${role} @ ${JSON.stringify(state)} ${JSON.stringify(ctx)}`).toBe(expected);
          if (!check.ok && MAY_RUN.addAttachment.includes(role) && (role !== 'authenticated' || ctx.isOwner))
            expect(check.reason).toBe('illegal');
        }
  });

  it('updates an old-format request: the owner, only while information is requested', () => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const ctx of CONTEXTS)
          expect(checkCommand(role, 'updateRequest', state, {}, ctx).ok).toBe(
            role === 'authenticated' && ctx.isOwner && state.requestStatus === 'informationRequested',
          );
  });

  it('publishes to the register: the queue manager, approved requests; the publish edge from complete', () => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const ctx of CONTEXTS) {
          const check = checkCommand(role, 'publishToRegister', state, {}, ctx);
          expect(check.ok).toBe(role === 'queue-manager' && state.approvalStatus === 'approved');
          if (check.ok) {
            const edge = state.requestStatus === 'complete' || state.requestStatus === 'published';
            expect(check.action).toBe(edge ? 'publish' : null);
            expect(check.to).toEqual(edge ? { requestStatus: 'published', approvalStatus: 'approved' } : state);
          }
        }
  });

  it('lists as allowed exactly what the checks accept (every role × state × context × format)', () => {
    for (const format of ['v1', 'v2'] as const)
      for (const role of ROLES)
        for (const state of STATES)
          for (const ctx of CONTEXTS) {
            const allowed = allowedRequestActions(role, state, ctx, format);
            const graph = allowedActions(role, state, ctx).filter((a) => a !== 'amend' || format === 'v2');
            expect(
              allowed.filter((a) => graph.includes(a as never)),
              `${format} ${role}`,
            ).toEqual(graph);
            for (const command of ['addAttachment', 'updateRequest', 'publishToRegister', 'openRound'] as const) {
              const expected =
                COMMAND_SPECS[command].formats.includes(format) && checkCommand(role, command, state, {}, ctx).ok;
              expect(allowed.includes(command), `${format} ${role} ${command} @ ${JSON.stringify(state)}`).toBe(
                expected,
              );
            }
          }
  });

  it('picks the contract command by the kind sent, else by role (every role × kind)', () => {
    for (const role of ROLES) {
      const staff = role === 'queue-manager' || role === 'contract-manager';
      expect(contractCommandFor(role, undefined)).toEqual(
        staff ? { command: 'addContract', kind: 'contract' } : { command: 'signContract', kind: 'signedContract' },
      );
      expect(contractCommandFor(role, 'contract')).toEqual({ command: 'addContract', kind: 'contract' });
      expect(contractCommandFor(role, 'signedContract')).toEqual({ command: 'signContract', kind: 'signedContract' });
      expect(contractCommandFor(role, 'invoice').kind).toBe(staff ? 'contract' : 'signedContract');
    }
  });
});
