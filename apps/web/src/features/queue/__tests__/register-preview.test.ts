import type { StaffRequestEvent } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import { registerPreview } from '@/features/queue/register-preview';
import { optionLabelsFrom } from '@/lib/option-labels';
import { profileFixture } from '@/testing/fixtures-auth';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { accessRequestContentFixture } from '@/testing/fixtures-requests';

const labels = optionLabelsFrom({ form: accessRequestContentFixture('en'), profile: profileFixture('en') });
const NOW = new Date('2026-06-15T12:00:00.000Z');

const approve = (createdAt: string): StaffRequestEvent => ({
  documentId: `e-${createdAt}`,
  action: 'approve',
  fromRequestStatus: 'inReview',
  toRequestStatus: 'pendingContract',
  fromApprovalStatus: 'pendingApproval',
  toApprovalStatus: 'approved',
  note: null,
  createdAt,
  requestDocumentId: 'req0000001',
  format: 'v2',
  actorRole: 'dag-chair',
  actor: null,
  details: null,
});

describe('registerPreview', () => {
  it('maps the staff detail with the register’s labels and the latest approval', () => {
    const request = staffRequestFixture({
      events: [approve('2026-04-01T10:00:00.000Z'), approve('2026-05-02T10:00:00.000Z')],
    });
    const entry = registerPreview(request, labels, NOW);
    expect(entry).toMatchObject({
      projectTitle: 'Air and asthma',
      dateRequested: '2026-03-02',
      approvalDate: '2026-05-02',
      intendedUseOfData: [{ value: 'Academic research' }],
      datasets: [{ documentId: 'ds00000001', title: 'Air quality sensor network' }],
      principalInvestigator: { firstName: 'Ada', lastName: 'Lovelace', country: 'Canada' },
    });
    expect(JSON.stringify(entry)).not.toContain('ada@example.org');
  });

  it('dates a request without an approve event today, and has no investigator for a v1 request without requester', () => {
    const request = staffRequestFixture({
      format: 'v1',
      projectDescription: 'Birth weight across regions.',
      intendedUse: 'Academic research',
      // The staff view's stand-in for a missing requester.
      requester: {
        documentId: '',
        firstName: '',
        lastName: '',
        email: '',
        organization: null,
        organizationType: null,
        country: null,
      },
    });
    const entry = registerPreview(request, labels, NOW);
    expect(entry.approvalDate).toBe('2026-06-15');
    expect(entry.principalInvestigator).toBeNull();
  });
});
