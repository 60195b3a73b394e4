import { describe, expect, it } from 'vitest';
import {
  REQUEST_FIELD_MAX_LENGTH,
  REQUEST_FORM_FIELDS,
  REQUEST_MESSAGES,
  draftSchema,
  draftToSubmitInput,
  makeSubmitSchema,
  mergeDraft,
  requestFormOptionsFrom,
  v1UpdateSchema,
  type RequestFormOptions,
} from '../schemas/data-access-request';
import { summarizeIssues } from '../schemas/validation';

const OPTIONS: RequestFormOptions = {
  projectClassifications: ['academic-research', 'public-health'],
  intendedUseOptions: ['epidemiology', 'health-services', 'methodology'],
  fundingStatusOptions: ['funded', 'unfunded'],
  independentReviewOptions: ['ethics-approved', 'not-required'],
  regulatoryBodyOptions: ['research-ethics-committee', 'other'],
  disseminationOptions: ['peer-reviewed-publication', 'conference'],
  protocolOptions: ['published', 'attached'],
};

const COMPLETE = {
  requestedDatasets: [
    { dataset: 'abc123', dataLevel: 'Level 2 – De-identified' },
    { dataset: 'def456', dataLevel: 'Level 1 – Aggregated' },
  ],
  projectTitle: 'Air pollution and childhood asthma admissions',
  projectSummary: 'We link hourly air quality to emergency admissions to estimate the lagged effect of NO2.',
  projectStartDate: '2026-09-01',
  projectEndDate: '2028-08-31',
  projectClassification: 'academic-research',
  intendedUses: ['epidemiology', 'methodology'],
  fundingStatus: 'funded',
  fundingDetails: 'CIHR project grant PJT-190233',
  independentReview: 'ethics-approved',
  regulatoryBodies: ['research-ethics-committee'],
  dissemination: ['peer-reviewed-publication'],
  protocol: 'attached',
  principalInvestigator: {
    title: 'Professor',
    firstName: 'Ingrid',
    lastName: 'Larsen',
    email: 'Ingrid.Larsen@Uni.example ',
    organization: 'University of Example',
    organizationType: 'Academic',
    country: 'Canada',
  },
};

const submit = makeSubmitSchema(OPTIONS);

function errorsOf(
  input: unknown,
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } = submit,
) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return summarizeIssues(result.error as Parameters<typeof summarizeIssues>[0]).errors.map((e) => ({
    path: e.path.join('.'),
    message: e.message,
  }));
}

describe('makeSubmitSchema', () => {
  it('accepts a complete form and normalises it', () => {
    const result = submit.safeParse(COMPLETE);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.principalInvestigator.email).toBe('ingrid.larsen@uni.example');
      expect(result.data.regulatoryBodies).toEqual(['research-ethics-committee']);
    }
  });

  it('defaults optional lists and accepts a form without optional details', () => {
    const { regulatoryBodies: _r, fundingDetails: _f, ...rest } = COMPLETE;
    const result = submit.safeParse({
      ...rest,
      principalInvestigator: { ...COMPLETE.principalInvestigator, title: undefined, organizationType: undefined },
    });
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.regulatoryBodies).toEqual([]);
  });

  it('reports every missing required field with its path', () => {
    const paths = errorsOf({}).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'requestedDatasets',
        'projectTitle',
        'projectSummary',
        'projectStartDate',
        'projectEndDate',
        'projectClassification',
        'intendedUses',
        'fundingStatus',
        'independentReview',
        'dissemination',
        'protocol',
        'principalInvestigator',
      ]),
    );
  });

  it('refuses option values that the content does not offer', () => {
    const errors = errorsOf({
      ...COMPLETE,
      projectClassification: 'astrology',
      intendedUses: ['epidemiology', 'marketing'],
      protocol: 'lost',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'projectClassification', message: REQUEST_MESSAGES.choiceInvalid },
        { path: 'intendedUses.1', message: REQUEST_MESSAGES.choiceInvalid },
        { path: 'protocol', message: REQUEST_MESSAGES.choiceInvalid },
      ]),
    );
  });

  it('follows the lists it is given (a value is valid only if the content offers it)', () => {
    const narrower = makeSubmitSchema({ ...OPTIONS, fundingStatusOptions: ['unfunded'] });
    expect(narrower.safeParse(COMPLETE).success).toBe(false);
    expect(narrower.safeParse({ ...COMPLETE, fundingStatus: 'unfunded' }).success).toBe(true);
  });

  it('requires at least one choice where the form asks for one and refuses duplicates', () => {
    expect(errorsOf({ ...COMPLETE, intendedUses: [] })).toEqual([
      { path: 'intendedUses', message: REQUEST_MESSAGES.choicesRequired },
    ]);
    expect(errorsOf({ ...COMPLETE, dissemination: ['conference', 'conference'] })).toEqual([
      { path: 'dissemination', message: REQUEST_MESSAGES.choicesDuplicate },
    ]);
  });

  it('checks dates: real calendar dates, end after start', () => {
    expect(errorsOf({ ...COMPLETE, projectStartDate: '2026-02-30' })).toEqual([
      { path: 'projectStartDate', message: REQUEST_MESSAGES.dateInvalid },
    ]);
    expect(errorsOf({ ...COMPLETE, projectStartDate: '01.09.2026' })[0]?.path).toBe('projectStartDate');
    expect(errorsOf({ ...COMPLETE, projectEndDate: '2026-09-01' })).toEqual([
      { path: 'projectEndDate', message: REQUEST_MESSAGES.endAfterStart },
    ]);
    expect(errorsOf({ ...COMPLETE, projectEndDate: '2025-01-01' })).toEqual([
      { path: 'projectEndDate', message: REQUEST_MESSAGES.endAfterStart },
    ]);
  });

  it('needs at least one dataset, each once and with a data level', () => {
    expect(errorsOf({ ...COMPLETE, requestedDatasets: [] })).toEqual([
      { path: 'requestedDatasets', message: REQUEST_MESSAGES.datasetsRequired },
    ]);
    expect(errorsOf({ ...COMPLETE, requestedDatasets: [{ dataset: 'abc123' }] })).toEqual([
      { path: 'requestedDatasets.0.dataLevel', message: REQUEST_MESSAGES.dataLevelRequired },
    ]);
    expect(
      errorsOf({
        ...COMPLETE,
        requestedDatasets: [
          { dataset: 'abc', dataLevel: 'x' },
          { dataset: 'abc', dataLevel: 'y' },
        ],
      }),
    ).toEqual([{ path: 'requestedDatasets', message: REQUEST_MESSAGES.datasetDuplicate }]);
    expect(
      errorsOf({ ...COMPLETE, requestedDatasets: [{ dataset: 'abc', dataLevel: 'x', extra: 1 }] })[0]?.message,
    ).toBe('Unknown field: extra');
  });

  it('checks the principal investigator fields', () => {
    const errors = errorsOf({
      ...COMPLETE,
      principalInvestigator: { firstName: ' ', lastName: 'L', email: 'not-an-email', organization: 'O' },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'principalInvestigator.firstName', message: REQUEST_MESSAGES.piFirstNameRequired },
        { path: 'principalInvestigator.email', message: REQUEST_MESSAGES.piEmailInvalid },
        { path: 'principalInvestigator.country', message: REQUEST_MESSAGES.piCountryRequired },
      ]),
    );
  });

  it('enforces length limits', () => {
    expect(errorsOf({ ...COMPLETE, projectTitle: 'x'.repeat(REQUEST_FIELD_MAX_LENGTH.projectTitle + 1) })).toEqual([
      { path: 'projectTitle', message: REQUEST_MESSAGES.projectTitleMax },
    ]);
    expect(errorsOf({ ...COMPLETE, projectTitle: 'Abc' })).toEqual([
      { path: 'projectTitle', message: REQUEST_MESSAGES.projectTitleMin },
    ]);
    expect(
      errorsOf({ ...COMPLETE, projectSummary: 's'.repeat(REQUEST_FIELD_MAX_LENGTH.projectSummary + 1) })[0]?.path,
    ).toBe('projectSummary');
    expect(errorsOf({ ...COMPLETE, fundingDetails: 'd'.repeat(REQUEST_FIELD_MAX_LENGTH.details + 1) })).toEqual([
      { path: 'fundingDetails', message: REQUEST_MESSAGES.detailsMax },
    ]);
    expect(
      errorsOf({
        ...COMPLETE,
        principalInvestigator: { ...COMPLETE.principalInvestigator, lastName: 'n'.repeat(101) },
      })[0]?.path,
    ).toBe('principalInvestigator.lastName');
  });

  it('refuses unknown keys (no way to set statuses, requester or ids)', () => {
    const result = submit.safeParse({ ...COMPLETE, requestStatus: 'published', requester: 1 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(summarizeIssues(result.error).unknownFields.sort()).toEqual(['requestStatus', 'requester']);
  });

  it('refuses wrong types without throwing', () => {
    for (const bad of [
      null,
      'text',
      42,
      [],
      { ...COMPLETE, intendedUses: 'epidemiology' },
      { ...COMPLETE, projectTitle: 12 },
    ]) {
      expect(submit.safeParse(bad).success).toBe(false);
    }
  });
});

describe('draftSchema', () => {
  it('accepts an empty draft and any subset of fields', () => {
    expect(draftSchema.safeParse({}).success).toBe(true);
    expect(draftSchema.safeParse({ projectTitle: 'Air' }).success).toBe(true);
    expect(draftSchema.safeParse({ principalInvestigator: { firstName: 'Ingrid' } }).success).toBe(true);
    expect(draftSchema.safeParse({ requestedDatasets: [{ dataset: 'abc' }] }).success).toBe(true);
    expect(draftSchema.safeParse(COMPLETE).success).toBe(true);
  });

  it('accepts null (clear an answer) and values no longer offered (checked on submit)', () => {
    expect(
      draftSchema.safeParse({ projectTitle: null, fundingStatus: 'retired-option', projectStartDate: '' }).success,
    ).toBe(true);
  });

  it('still checks types, formats, lengths and unknown keys', () => {
    expect(errorsOf({ projectTitle: 42 }, draftSchema)[0]?.path).toBe('projectTitle');
    expect(errorsOf({ projectStartDate: '2026-13-01' }, draftSchema)).toEqual([
      { path: 'projectStartDate', message: REQUEST_MESSAGES.dateInvalid },
    ]);
    expect(errorsOf({ projectSummary: 'x'.repeat(5001) }, draftSchema)).toEqual([
      { path: 'projectSummary', message: REQUEST_MESSAGES.projectSummaryMax },
    ]);
    expect(errorsOf({ requestStatus: 'new' }, draftSchema)).toEqual([
      { path: 'requestStatus', message: 'Unknown field: requestStatus' },
    ]);
    expect(errorsOf({ principalInvestigator: { phone: '1' } }, draftSchema)).toEqual([
      { path: 'principalInvestigator.phone', message: 'Unknown field: phone' },
    ]);
    expect(errorsOf({ intendedUses: Array.from({ length: 31 }, (_, i) => `u${i}`) }, draftSchema)[0]?.path).toBe(
      'intendedUses',
    );
  });
});

describe('mergeDraft (partial saves keep earlier answers)', () => {
  it('keeps fields left out, replaces fields sent, clears fields sent as null', () => {
    let stored: Record<string, unknown> = {};
    stored = mergeDraft(
      stored,
      draftSchema.parse({ projectTitle: 'Air pollution and asthma', intendedUses: ['epidemiology'] }),
    );
    stored = mergeDraft(stored, draftSchema.parse({ fundingStatus: 'funded' }));
    stored = mergeDraft(stored, draftSchema.parse({ intendedUses: ['methodology'], projectSummary: null }));
    expect(stored).toEqual({
      projectTitle: 'Air pollution and asthma',
      intendedUses: ['methodology'],
      fundingStatus: 'funded',
      projectSummary: null,
    });
  });

  it('merges the principal investigator field by field', () => {
    let stored: Record<string, unknown> = {};
    stored = mergeDraft(
      stored,
      draftSchema.parse({ principalInvestigator: { firstName: 'Ingrid', email: 'i@x.org' } }),
    );
    stored = mergeDraft(stored, draftSchema.parse({ principalInvestigator: { lastName: 'Larsen' } }));
    expect(stored.principalInvestigator).toEqual({ firstName: 'Ingrid', email: 'i@x.org', lastName: 'Larsen' });
    stored = mergeDraft(stored, draftSchema.parse({ principalInvestigator: null }));
    expect(stored.principalInvestigator).toBeNull();
  });

  it('ignores stored keys that are not form fields', () => {
    expect(mergeDraft({ id: 4, projectTitle: 'T' }, {})).toEqual({ projectTitle: 'T' });
  });
});

describe('draftToSubmitInput', () => {
  it('drops empty answers so they are reported as required', () => {
    const input = draftToSubmitInput({
      ...COMPLETE,
      projectSummary: '',
      fundingDetails: null,
      principalInvestigator: { ...COMPLETE.principalInvestigator, title: null, country: '' },
      requestedDatasets: [{ dataset: 'abc', dataLevel: null }],
      unrelated: 1,
    });
    expect(input).not.toHaveProperty('projectSummary');
    expect(input).not.toHaveProperty('unrelated');
    expect(errorsOf(input)).toEqual(
      expect.arrayContaining([
        { path: 'projectSummary', message: REQUEST_MESSAGES.projectSummaryRequired },
        { path: 'principalInvestigator.country', message: REQUEST_MESSAGES.piCountryRequired },
        { path: 'requestedDatasets.0.dataLevel', message: REQUEST_MESSAGES.dataLevelRequired },
      ]),
    );
    expect(REQUEST_FORM_FIELDS).toContain('projectSummary');
  });
});

describe('requestFormOptionsFrom', () => {
  it('takes the option values of the content lists', () => {
    const options = requestFormOptionsFrom({
      projectClassifications: [{ value: 'a' }, { value: 'b' }],
      protocolOptions: null,
    });
    expect(options.projectClassifications).toEqual(['a', 'b']);
    expect(options.protocolOptions).toEqual([]);
    expect(options.intendedUseOptions).toEqual([]);
  });
});

describe('v1UpdateSchema', () => {
  it('needs requestId and at least one field', () => {
    expect(v1UpdateSchema.safeParse({ requestId: 'abc', projectTitle: 'A new project title' }).success).toBe(true);
    expect(errorsOf({ requestId: 'abc' }, v1UpdateSchema)).toEqual([
      { path: '', message: REQUEST_MESSAGES.nothingToUpdate },
    ]);
    expect(errorsOf({ projectTitle: 'A new project title' }, v1UpdateSchema)).toEqual([
      { path: 'requestId', message: REQUEST_MESSAGES.requestIdRequired },
    ]);
  });

  it('refuses statuses, assignee and requester', () => {
    for (const key of ['requestStatus', 'approvalStatus', 'assignee', 'requester']) {
      expect(errorsOf({ requestId: 'abc', projectTitle: 'A new project title', [key]: 'x' }, v1UpdateSchema)).toEqual([
        { path: key, message: `Unknown field: ${key}` },
      ]);
    }
  });

  it('checks lengths and dataset lists', () => {
    expect(errorsOf({ requestId: 'abc', projectTitle: 'x'.repeat(201) }, v1UpdateSchema)[0]?.path).toBe('projectTitle');
    expect(errorsOf({ requestId: 'abc', datasets: [] }, v1UpdateSchema)).toEqual([
      { path: 'datasets', message: REQUEST_MESSAGES.datasetsRequired },
    ]);
    expect(errorsOf({ requestId: 'abc', datasets: ['a', 'a'] }, v1UpdateSchema)).toEqual([
      { path: 'datasets', message: REQUEST_MESSAGES.datasetDuplicate },
    ]);
  });
});

describe('draft principal investigator e-mail', () => {
  it('may be empty or null but not malformed', () => {
    expect(draftSchema.safeParse({ principalInvestigator: { email: '' } }).success).toBe(true);
    expect(draftSchema.safeParse({ principalInvestigator: { email: null } }).success).toBe(true);
    expect(draftSchema.parse({ principalInvestigator: { email: ' A@B.org ' } }).principalInvestigator?.email).toBe(
      'a@b.org',
    );
    expect(errorsOf({ principalInvestigator: { email: 'not-an-email' } }, draftSchema)[0]).toMatchObject({
      path: 'principalInvestigator.email',
      message: REQUEST_MESSAGES.piEmailInvalid,
    });
  });
});
