import {
  GRAPH_STATES,
  allowedActions,
  type ApprovalStatus,
  type QueueItem,
  type RequestStatus,
  type AllowedAction,
} from '@portal/shared';

/**
 * "Needs my action": the request waits for something only the signed-in role can do to move it
 * on. Unassigning, re-assigning an already assigned request and shuffling review statuses are
 * always possible for some roles and would mark nearly every row, so they do not count.
 */
const routine = (action: AllowedAction, hasAssignee: boolean) =>
  action === 'unassign' ||
  action === 'setStatus' ||
  action === 'addAttachment' ||
  // publishing before the request is complete is optional; the graph's `publish` step is not
  action === 'publishToRegister' ||
  // a recommendation round is the chair's or queue manager's choice, never the request's next step
  action === 'openRound' ||
  (action === 'assign' && hasAssignee);

const progressing = (actions: readonly AllowedAction[], hasAssignee: boolean) =>
  actions.filter((action) => !routine(action, hasAssignee));

/** Whether a queue row waits for the viewer (from the row's own `allowedActions`, as the server computed them). */
export function needsAction(item: Pick<QueueItem, 'allowedActions' | 'internal'>): boolean {
  return progressing(item.allowedActions, item.internal.assignee !== null).length > 0;
}

/**
 * The statuses where the role has a progressing action in some graph state, as the two lists
 * the queue endpoint filters on. (For every role the product of the two lists adds no graph
 * state without an action, except dag-chair's inReview × pending; the rows are marked anyway.)
 */
export function needsActionStates(role: string | null | undefined): {
  requestStatus: RequestStatus[];
  approvalStatus: ApprovalStatus[];
} {
  const states = GRAPH_STATES.filter((state) =>
    [true, false].some(
      (hasAssignee) => progressing(allowedActions(role, state, { hasAssignee }), hasAssignee).length > 0,
    ),
  );
  return {
    requestStatus: [...new Set(states.map((state) => state.requestStatus))],
    approvalStatus: [...new Set(states.map((state) => state.approvalStatus))],
  };
}
