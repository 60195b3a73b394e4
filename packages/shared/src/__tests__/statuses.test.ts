import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUSES,
  APPROVAL_STATUS_LABELS,
  REQUEST_FORMATS,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_WORKFLOW_ORDER,
  isApprovalStatus,
  isRequestFormat,
  isRequestStatus,
} from '../statuses';

const JUNK = [null, undefined, '', 'New', 'PENDING', 'pending_approval', 'constructor', '__proto__', 1, {}];

describe('REQUEST_STATUS_WORKFLOW_ORDER', () => {
  it('orders every request status once, from submission to publication', () => {
    expect([...REQUEST_STATUS_WORKFLOW_ORDER].sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(REQUEST_STATUS_WORKFLOW_ORDER[0]).toBe('new');
    expect(REQUEST_STATUS_WORKFLOW_ORDER.at(-1)).toBe('published');
    expect(REQUEST_STATUS_WORKFLOW_ORDER.indexOf('inReview')).toBeLessThan(
      REQUEST_STATUS_WORKFLOW_ORDER.indexOf('pendingContract'),
    );
  });
});

describe('statuses', () => {
  it('lists the statuses of spec §4', () => {
    expect(REQUEST_STATUSES).toEqual([
      'new',
      'informationRequested',
      'assigned',
      'pendingReassignment',
      'pendingContract',
      'pendingSigning',
      'complete',
      'inReview',
      'contractSigned',
      'published',
    ]);
    expect(APPROVAL_STATUSES).toEqual(['approved', 'denied', 'pendingApproval', 'pending']);
    expect(REQUEST_FORMATS).toEqual(['v1', 'v2']);
  });

  it('guards accept their own values only', () => {
    for (const status of REQUEST_STATUSES) {
      expect(isRequestStatus(status)).toBe(true);
    }
    for (const status of APPROVAL_STATUSES) {
      expect(isApprovalStatus(status)).toBe(true);
      // 'pending' is an approval status, never a request status; keep the two apart.
      expect(isRequestStatus(status)).toBe(false);
    }
    for (const junk of JUNK) {
      expect(isRequestStatus(junk)).toBe(false);
      expect(isApprovalStatus(junk)).toBe(false);
      expect(isRequestFormat(junk)).toBe(false);
    }
    expect(isRequestFormat('v1')).toBe(true);
    expect(isRequestFormat('v2')).toBe(true);
    expect(isRequestFormat('v3')).toBe(false);
  });

  it('labels every status in plain English', () => {
    expect(Object.keys(REQUEST_STATUS_LABELS)).toEqual([...REQUEST_STATUSES]);
    expect(Object.keys(APPROVAL_STATUS_LABELS)).toEqual([...APPROVAL_STATUSES]);
    expect(REQUEST_STATUS_LABELS.informationRequested).toBe('Information requested');
    expect(REQUEST_STATUS_LABELS.pendingReassignment).toBe('Pending reassignment');
    expect(REQUEST_STATUS_LABELS.inReview).toBe('In review');
    expect(APPROVAL_STATUS_LABELS.pendingApproval).toBe('Pending approval');
  });
});
