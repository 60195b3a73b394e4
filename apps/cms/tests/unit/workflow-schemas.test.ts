import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, RECOMMENDATIONS, REQUEST_FORMATS, REQUEST_STATUSES } from '@portal/shared';

const SRC = path.resolve(__dirname, '..', '..', 'src');
const read = (relative: string) =>
  JSON.parse(readFileSync(path.join(SRC, relative), 'utf8')) as {
    options?: { draftAndPublish?: boolean };
    pluginOptions?: { i18n?: { localized?: boolean } };
    attributes: Record<string, { type: string; enum?: string[]; component?: string; private?: boolean }>;
  };

const TYPES = {
  v1: 'api/dataset-request/content-types/dataset-request/schema.json',
  v2: 'api/data-access-request/content-types/data-access-request/schema.json',
  draft: 'api/data-access-request-draft/content-types/data-access-request-draft/schema.json',
  event: 'api/request-event/content-types/request-event/schema.json',
  recommendation: 'api/recommendation/content-types/recommendation/schema.json',
};

describe('workflow content types', () => {
  it('use the shared status lists as their enums', () => {
    const internal = read('components/workflow/internal.json');
    expect(internal.attributes.requestStatus?.enum).toEqual([...REQUEST_STATUSES]);
    expect(internal.attributes.approvalStatus?.enum).toEqual([...APPROVAL_STATUSES]);
    const event = read(TYPES.event);
    for (const field of ['fromRequestStatus', 'toRequestStatus'])
      expect(event.attributes[field]?.enum).toEqual([...REQUEST_STATUSES]);
    for (const field of ['fromApprovalStatus', 'toApprovalStatus'])
      expect(event.attributes[field]?.enum).toEqual([...APPROVAL_STATUSES]);
    expect(event.attributes.format?.enum).toEqual([...REQUEST_FORMATS]);
    const recommendation = read(TYPES.recommendation);
    expect(recommendation.attributes.recommendation?.enum).toEqual([...RECOMMENDATIONS]);
    expect(recommendation.attributes.format?.enum).toEqual([...REQUEST_FORMATS]);
  });

  it('are not localized and have Draft & Publish off', () => {
    for (const file of Object.values(TYPES)) {
      const schema = read(file);
      expect(schema.options?.draftAndPublish, file).toBe(false);
      expect(schema.pluginOptions?.i18n?.localized, file).toBe(false);
    }
  });

  it('keep the workflow state in the internal component with a version on both formats', () => {
    for (const file of [TYPES.v1, TYPES.v2]) {
      const schema = read(file);
      expect(schema.attributes.internal).toMatchObject({ type: 'component', component: 'workflow.internal' });
      expect(schema.attributes.version).toMatchObject({ type: 'integer' });
    }
    expect(read(TYPES.draft).attributes.internal).toBeUndefined();
  });
});
