import { describe, expect, it } from 'vitest';
import {
  FIELD_COMMENT_FIELDS,
  FIELD_COMMENT_MAX_LENGTH,
  FIELD_COMMENT_MESSAGES as M,
  type RequestFormat,
} from '@portal/shared';
import {
  api,
  completeForm,
  requestsSuite,
  submitRequest,
  v1Request,
  type Json,
  type Session,
} from '../helpers/requests';
import { PREFIX, eventsOf, readState } from '../helpers/workflow';

/**
 * Returns for changes (docs/workflow.md): staff asking for information comment on particular
 * answers (set-status `fieldComments`); the comments are stored on the requestInformation event
 * and reach the applicant only through their detail's `informationRequest`.
 */
const suite = requestsSuite({
  applicants: { alice: 'Comments Alice', bob: 'Comments Bob' },
  staff: { queueManager: 'queue-manager', member: 'dag-member', readonly: 'readonly-user' },
});

const DETAIL: Record<RequestFormat, (id: string) => string> = {
  v1: (id) => `/api/dataset-requests/${id}`,
  v2: (id) => `/api/data-access-request/${id}`,
};
const detail = (format: RequestFormat, id: string, user: Session) =>
  api(suite.app).get(DETAIL[format](id)).set('Authorization', user.auth);
const setStatus = (format: RequestFormat, user: Session, body: Json) =>
  api(suite.app).post(`${PREFIX[format]}/set-status`).set('Authorization', user.auth).send(body);

/** A v2 request of alice assigned to the committee member (so an amend takes it back to review). */
async function assignedV2(): Promise<string> {
  const id = await submitRequest(suite.app, suite.alice);
  const assigned = await api(suite.app)
    .post('/api/data-access-request/assign')
    .set('Authorization', suite.queueManager.auth)
    .send({ requestId: id, assigneeId: suite.member.documentId, version: 0 });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  return id;
}

/** The variables of the request's `informationRequested` notice (the applicant's mail). */
async function noticeVars(id: string): Promise<Json | undefined> {
  const rows = (await suite.app.strapi.db.query('api::notification.notification').findMany({
    where: { requestDocumentId: id, message: 'informationRequested' },
  })) as Array<{ vars: Json }>;
  expect(rows).toHaveLength(1);
  return rows[0]?.vars;
}

const NOTE = 'Please complete the answers we commented on.';
const V2_COMMENTS = [
  { field: 'projectSummary', comment: 'Say where the data will be stored.' },
  { field: 'principalInvestigator', comment: 'Give the investigator’s institutional e-mail address.' },
];

describe('v2: comments on answers', () => {
  it('are stored on the event and shown to the applicant and staff while information is requested', async () => {
    const id = await assignedV2();
    const res = await setStatus('v2', suite.member, {
      requestId: id,
      requestStatus: 'informationRequested',
      note: `  ${NOTE}  `,
      fieldComments: [{ field: 'projectSummary', comment: '  Say where the data will be stored.  ' }, V2_COMMENTS[1]],
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.internal.requestStatus).toBe('informationRequested');

    const events = await eventsOf(suite.app, 'v2', id);
    const asked = events.at(-1) as Json;
    expect(asked.action).toBe('requestInformation');
    expect(asked.documentId).toBe(res.body.meta.event);
    expect(asked.note).toBe(NOTE);
    expect(asked.details).toEqual({ fieldComments: V2_COMMENTS });

    const own = await detail('v2', id, suite.alice);
    expect(own.status).toBe(200);
    expect(own.body.data.informationRequest).toEqual({
      note: NOTE,
      fieldComments: V2_COMMENTS,
      requestedAt: asked.createdAt instanceof Date ? asked.createdAt.toISOString() : asked.createdAt,
    });
    // The applicant's event list still carries no details: the comments come through informationRequest only.
    const ownEvents = own.body.data.events as Json[];
    expect(ownEvents.map((event) => event.action)).toEqual(['submit', 'requestInformation']);
    for (const event of ownEvents) expect(event).not.toHaveProperty('details');
    expect(JSON.stringify(ownEvents)).not.toContain('Say where the data');

    const staffView = await detail('v2', id, suite.queueManager);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.informationRequest).toEqual(own.body.data.informationRequest);
    const log = await api(suite.app)
      .get(`/api/data-access-request/${id}/events`)
      .set('Authorization', suite.queueManager.auth);
    expect(log.status).toBe(200);
    expect((log.body.data as Json[]).find((event) => event.action === 'requestInformation')?.details).toEqual({
      fieldComments: V2_COMMENTS,
    });
    // The applicant's mail says how many answers were commented on (never the comments).
    expect(await noticeVars(id)).toMatchObject({ commentCount: 2, note: NOTE });
  });

  it('another applicant cannot see them (404)', async () => {
    const id = await assignedV2();
    expect(
      (
        await setStatus('v2', suite.member, {
          requestId: id,
          requestStatus: 'informationRequested',
          fieldComments: [{ field: 'protocol', comment: 'Attach the protocol.' }],
          version: 1,
        })
      ).status,
    ).toBe(200);
    const other = await detail('v2', id, suite.bob);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Dataset request not found');
    expect(JSON.stringify(other.body)).not.toContain('Attach the protocol');
  });

  it('an information request without comments has an empty list; other statuses have none', async () => {
    const id = await assignedV2();
    expect((await detail('v2', id, suite.alice)).body.data.informationRequest).toBeNull();
    const res = await setStatus('v2', suite.member, {
      requestId: id,
      requestStatus: 'informationRequested',
      version: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsOf(suite.app, 'v2', id);
    expect(events.at(-1)?.details ?? null).toBeNull();
    expect((await detail('v2', id, suite.alice)).body.data.informationRequest).toMatchObject({
      note: null,
      fieldComments: [],
    });
    expect(await noticeVars(id)).toMatchObject({ commentCount: 0 });
  });

  it('after the amend the request is back in review and informationRequest is null; a new request shows only its own comments', async () => {
    const id = await assignedV2();
    expect(
      (
        await setStatus('v2', suite.member, {
          requestId: id,
          requestStatus: 'informationRequested',
          note: 'First round',
          fieldComments: [{ field: 'projectTitle', comment: 'A shorter title, please.' }],
          version: 1,
        })
      ).status,
    ).toBe(200);
    const amended = await api(suite.app)
      .patch(`/api/data-access-request/${id}/amend`)
      .set('Authorization', suite.alice.auth)
      .send({ ...(await completeForm(suite.app)), projectTitle: 'Shorter title', version: 2 });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.data.internal.requestStatus).toBe('inReview');
    expect(amended.body.data.informationRequest).toBeNull();
    expect((await detail('v2', id, suite.alice)).body.data.informationRequest).toBeNull();
    expect((await detail('v2', id, suite.member)).body.data.informationRequest).toBeNull();

    const again = await setStatus('v2', suite.member, {
      requestId: id,
      requestStatus: 'informationRequested',
      note: 'Second round',
      fieldComments: [{ field: 'protocol', comment: 'Which protocol applies?' }],
      version: 3,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await detail('v2', id, suite.alice)).body.data.informationRequest).toMatchObject({
      note: 'Second round',
      fieldComments: [{ field: 'protocol', comment: 'Which protocol applies?' }],
    });
  });
});

describe('v1: comments on the fields of the v1 update', () => {
  it('are stored and shown; the update keeps the status (staff move it on), then informationRequest is null', async () => {
    const id = await v1Request(suite.app, suite.alice);
    const comments = [
      { field: 'intendedUse', comment: 'Name the teaching programme.' },
      { field: 'datasets', comment: 'Is the second dataset still needed?' },
    ];
    const res = await setStatus('v1', suite.queueManager, {
      requestId: id,
      requestStatus: 'informationRequested',
      note: NOTE,
      fieldComments: comments,
      version: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asked = (await eventsOf(suite.app, 'v1', id)).at(-1) as Json;
    expect(asked).toMatchObject({ action: 'requestInformation', details: { fieldComments: comments } });

    const own = await detail('v1', id, suite.alice);
    expect(own.status).toBe(200);
    expect(own.body.data.informationRequest).toMatchObject({ note: NOTE, fieldComments: comments });
    for (const event of own.body.data.events as Json[]) expect(event).not.toHaveProperty('details');
    expect((await detail('v1', id, suite.queueManager)).body.data.informationRequest).toMatchObject({
      fieldComments: comments,
    });
    expect((await detail('v1', id, suite.bob)).status).toBe(404);

    const updated = await api(suite.app)
      .patch('/api/dataset-request/update')
      .set('Authorization', suite.alice.auth)
      .send({ requestId: id, intendedUse: 'Teaching: the MSc in epidemiology', version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The v1 update changes no status (docs/api/requests.md): the request still waits for staff.
    expect(updated.body.data.internal.requestStatus).toBe('informationRequested');
    expect(updated.body.data.informationRequest).toMatchObject({ fieldComments: comments });

    const back = await setStatus('v1', suite.queueManager, { requestId: id, requestStatus: 'inReview', version: 2 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await detail('v1', id, suite.alice)).body.data.informationRequest).toBeNull();
  });
});

describe('validation (400 with a message and the path of the entry)', () => {
  const cases: Array<{
    name: string;
    format: RequestFormat;
    body: Json;
    message: string;
    path: string[];
    code: string;
  }> = [
    {
      name: 'v2: a field of the v1 form',
      format: 'v2',
      body: { fieldComments: [{ field: 'projectDescription', comment: 'x' }] },
      message: 'Cannot comment on projectDescription: it is not a field of this form',
      path: ['fieldComments', '0', 'field'],
      code: 'workflow.field_comment_field_unknown',
    },
    {
      name: 'v1: a field of the v2 form',
      format: 'v1',
      body: { fieldComments: [{ field: 'projectSummary', comment: 'x' }] },
      message: 'Cannot comment on projectSummary: it is not a field of this form',
      path: ['fieldComments', '0', 'field'],
      code: 'workflow.field_comment_field_unknown',
    },
    {
      name: 'v2: a made-up field',
      format: 'v2',
      body: { fieldComments: [{ field: 'projectBudget', comment: 'x' }] },
      message: M.fieldUnknown('projectBudget'),
      path: ['fieldComments', '0', 'field'],
      code: 'workflow.field_comment_field_unknown',
    },
    {
      name: 'two comments on one field',
      format: 'v2',
      body: {
        fieldComments: [
          { field: 'protocol', comment: 'a' },
          { field: 'protocol', comment: 'b' },
        ],
      },
      message: 'Only one comment per field: protocol has more than one',
      path: ['fieldComments', '1', 'field'],
      code: 'workflow.field_comment_duplicate',
    },
    {
      name: 'an empty comment',
      format: 'v1',
      body: { fieldComments: [{ field: 'projectTitle', comment: '   ' }] },
      message: M.commentRequired,
      path: ['fieldComments', '0', 'comment'],
      code: 'workflow.field_comment_required',
    },
    {
      name: 'a comment that is too long',
      format: 'v2',
      body: { fieldComments: [{ field: 'projectTitle', comment: 'x'.repeat(FIELD_COMMENT_MAX_LENGTH + 1) }] },
      message: `comment must be at most ${FIELD_COMMENT_MAX_LENGTH} characters`,
      path: ['fieldComments', '0', 'comment'],
      code: 'workflow.field_comment_too_long',
    },
    {
      name: 'another target status',
      format: 'v2',
      body: { requestStatus: 'inReview', fieldComments: [{ field: 'projectTitle', comment: 'x' }] },
      message: M.onlyWhenRequestingInformation,
      path: ['fieldComments'],
      code: 'workflow.field_comments_not_allowed',
    },
    {
      name: 'not an array',
      format: 'v1',
      body: { fieldComments: { field: 'projectTitle', comment: 'x' } },
      message: M.listInvalid,
      path: ['fieldComments'],
      code: 'workflow.field_comments_invalid',
    },
  ];

  it.each(cases)('$name', async ({ format, body, message, path, code }) => {
    const id = format === 'v2' ? await submitRequest(suite.app, suite.alice) : await v1Request(suite.app, suite.alice);
    const before = await readState(suite.app, format, id);
    const res = await setStatus(format, suite.queueManager, {
      requestId: id,
      requestStatus: 'informationRequested',
      version: 0,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.code).toBe(code);
    expect(res.body.error.details.errors).toEqual([{ path, message, name: 'ValidationError', code }]);
    expect(await readState(suite.app, format, id)).toEqual(before);
    expect((await eventsOf(suite.app, format, id)).map((event) => event.action)).not.toContain('requestInformation');
  });

  it('read-only staff and applicants are refused (403) before the body is read', async () => {
    const id = await submitRequest(suite.app, suite.alice);
    const invalid = { requestId: id, requestStatus: 'informationRequested', fieldComments: 'not a list', version: 0 };
    const readonly = await setStatus('v2', suite.readonly, invalid);
    expect(readonly.status).toBe(403);
    expect(readonly.body.error.message).toBe('Your role cannot change the status of a request');
    const applicant = await setStatus('v2', suite.alice, invalid);
    expect(applicant.status).toBe(403);
    const v1 = await v1Request(suite.app, suite.alice);
    const readonlyV1 = await setStatus('v1', suite.readonly, { ...invalid, requestId: v1 });
    expect(readonlyV1.status).toBe(403);
    expect(readonlyV1.body.error.message).toBe('Your role cannot change the status of a request');
    expect((await readState(suite.app, 'v2', id)).requestStatus).toBe('new');
  });
});

describe('the OpenAPI description', () => {
  it('describes fieldComments on set-status with each format’s fields, and informationRequest on the details', async () => {
    const res = await api(suite.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    for (const format of ['v1', 'v2'] as const) {
      const body = res.body.paths[`${PREFIX[format]}/set-status`].post.requestBody.content['application/json'].schema;
      expect(body.properties.fieldComments).toMatchObject({
        type: 'array',
        items: {
          properties: {
            field: { type: 'string', enum: [...FIELD_COMMENT_FIELDS[format]] },
            comment: { type: 'string', minLength: 1, maxLength: FIELD_COMMENT_MAX_LENGTH },
          },
          required: ['field', 'comment'],
        },
      });
    }
    for (const name of ['ApplicantRequestDetail', 'StaffRequestDetail'])
      expect(res.body.components.schemas[name].properties.informationRequest.properties).toMatchObject({
        note: { type: ['string', 'null'] },
        fieldComments: { type: 'array' },
        requestedAt: { type: 'string', format: 'date-time' },
      });
  });
});
