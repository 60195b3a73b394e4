import {
  GRAPH_STATES,
  INTERNAL_ROLE_TYPES,
  setStatusAction,
  type AllowedAction,
  type WorkflowState,
} from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ActionPanel } from '@/features/queue/components/action-panel';
import { assigneeFixture, staffRequestFixture } from '@/testing/fixtures-queue';
import { renderWithIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-route';

/**
 * The panel shows exactly what the shared rules allow. The expectation is derived from the same
 * shared tables (allowedActions / setStatusTargets / assignableRoles / can), never restated.
 */
const LABEL: Partial<Record<AllowedAction, string>> = {
  assign: 'Assign|Reassign',
  unassign: 'Unassign',
  recommend: 'Recommend',
  approve: 'Approve',
  deny: 'Deny',
  requestInformation: 'Request information',
  setStatus: 'Change status',
  complete: 'Mark complete',
  addContract: 'Add contract|Replace contract',
  signContract: 'Record signed contract',
  publishToRegister: 'Publish to register|Update register entry',
  addAttachment: 'Add files',
  openRound: 'Open a recommendation round',
};

function expectedLabels(role: string, state: WorkflowState, hasAssignee: boolean): string[] {
  const request = staffRequestFixture(
    { internal: { ...state, assignee: hasAssignee ? assigneeFixture() : null } },
    role as never,
  );
  const labels = new Set<string>();
  for (const action of request.allowedActions) {
    if (action === 'setStatus' || action === 'requestInformation' || action === 'complete') continue;
    const label = LABEL[action];
    if (label) labels.add(label);
  }
  for (const target of request.setStatusTargets) {
    const label = LABEL[setStatusAction(target)];
    if (label) labels.add(label);
  }
  if (request.allowedActions.includes('complete')) labels.add(LABEL.complete!);
  return [...labels].sort();
}

function renderPanel(role: string, state: WorkflowState, hasAssignee: boolean) {
  const request = staffRequestFixture(
    { internal: { ...state, assignee: hasAssignee ? assigneeFixture() : null } },
    role as never,
  );
  return renderWithIntl(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ActionPanel request={request} viewerRole={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const matchesOne = (alternatives: string, text: string) => alternatives.split('|').includes(text);

describe('action panel: every internal role × reachable state', () => {
  const cases = INTERNAL_ROLE_TYPES.flatMap((role) =>
    GRAPH_STATES.flatMap((state) => [true, false].map((hasAssignee) => ({ role, state, hasAssignee }))),
  );

  it.each(cases)(
    '$role on $state.requestStatus/$state.approvalStatus (assignee: $hasAssignee) shows exactly the allowed actions',
    ({ role, state, hasAssignee }) => {
      const { unmount, container } = renderPanel(role, state, hasAssignee);
      const expected = expectedLabels(role, state, hasAssignee);
      const buttons = Array.from(container.querySelectorAll('button.action-panel__button')).map(
        (b) => b.textContent ?? '',
      );
      expect(buttons.length).toBe(expected.length);
      for (const alternatives of expected) {
        expect(buttons.some((text) => matchesOne(alternatives, text))).toBe(true);
      }
      if (role === 'readonly-user') {
        expect(container.querySelector('button, input, select, textarea')).toBeNull();
        expect(screen.queryByRole('region')).toBeNull();
      }
      unmount();
    },
  );

  it('offers "Replace contract" once a contract was sent, and "Update register entry" on a published request', () => {
    const { unmount } = renderWithIntl(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <ActionPanel
            viewerRole="queue-manager"
            request={staffRequestFixture({
              internal: { requestStatus: 'pendingSigning', approvalStatus: 'approved', assignee: null },
              files: [
                {
                  documentId: 'f1',
                  name: 'contract.pdf',
                  mime: 'application/pdf',
                  size: 1,
                  kind: 'contract',
                  superseded: false,
                  createdAt: '2026-03-02T10:00:00.000Z',
                  url: '/x',
                },
              ],
            })}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Replace contract' })).toBeInTheDocument();
    unmount();
    renderPanel('queue-manager', { requestStatus: 'published', approvalStatus: 'approved' }, true);
    const panel = screen.getByRole('heading', { name: 'Your actions' }).closest('section')!;
    expect(within(panel).getByRole('button', { name: 'Update register entry' })).toBeInTheDocument();
  });
});
