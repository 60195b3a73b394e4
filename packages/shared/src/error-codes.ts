import { UNSUBSCRIBE_INVALID_MESSAGE } from './notifications';
import { ASSIGNED_ALREADY_MESSAGE } from './transitions';
import {
  ACCESS_FORBIDDEN_MESSAGE,
  AMEND_ONLY_WHEN_MESSAGE,
  COMMAND_FORBIDDEN_MESSAGE,
  REGISTER_ONLY_APPROVED_MESSAGE,
  REQUEST_CLOSED_MESSAGE,
  UPDATE_ONLY_WHEN_MESSAGE,
} from './commands';
import { ROUND_MESSAGES as ROUND } from './rounds';
import { MESSAGE_ERRORS as MESSAGE } from './conversation';
import { ACCESS_FIELD_MESSAGES as ACCESS_FIELD, ACCESS_MESSAGES as ACCESS } from './access';
import { ACCOUNT_MESSAGES as ACCOUNT, PASSWORD_PATTERNS } from './schemas/account-rules';
import { CONTACT_MESSAGES } from './schemas/contact';
import { REQUEST_MESSAGES as REQUEST } from './schemas/data-access-request';
import { WORKFLOW_COMMAND_MESSAGES as WORKFLOW } from './schemas/workflow-commands';
import { FIELD_COMMENT_MESSAGES as FIELD_COMMENT } from './schemas/field-comments';

/**
 * The stable code of every error the API answers (`error.details.code` in Strapi's envelope
 * `{ data: null, error: { status, name, message, details } }`), with the English message(s) the
 * CMS sends for it. The messages are the specification's contract and do not change; clients
 * translate by code (docs/api/error-codes.md, generated from this table).
 *
 * A message is either literal or a template whose `{name}` parts vary (the number of seconds,
 * a file name). A placeholder named like a `details` key (`{retryAfterSeconds}`) has that value
 * in the details. Messages come from the constants the schemas and the CMS use where one exists;
 * the CMS's own wording is written here, and a CMS test checks every error site against it.
 * A message belongs to one code only, and the messages of one code say the same thing (a client
 * may show one wording for all of them); codes are `namespace.name`, lower case.
 */
const contact = (name: keyof (typeof CONTACT_MESSAGES)['en']) =>
  Object.values(CONTACT_MESSAGES).map((messages) => messages[name]);

const ERROR_MESSAGES = {
  // Any status, when no message below applies (see errorCodeOf).
  'http.bad_request': ['Bad Request'],
  'http.unauthorized': ['Unauthorized'],
  'http.forbidden': ['Forbidden', 'Policy Failed'],
  'http.not_found': ['Not Found'],
  'http.method_not_allowed': ['Method Not Allowed'],
  'http.conflict': ['Conflict'],
  'http.payload_too_large': ['Payload Too Large', 'The request body is too large.'],
  'http.unsupported_media_type': [
    'Unsupported Media Type',
    'The request body uses an unsupported charset or content encoding.',
  ],
  'http.rate_limited': ['Too Many Requests', 'Too many attempts. Try again in {retryAfterSeconds} seconds.'],
  'http.internal': ['Internal Server Error'],
  'http.service_unavailable': [
    'Service Unavailable',
    'The service is temporarily unavailable. Please try again in a few seconds.',
  ],
  'http.client_error': [],
  'http.server_error': [],

  // Bodies and parameters a client got wrong.
  'validation.invalid_body': ['Invalid request body', 'The request body could not be read.'],
  'validation.invalid_json': ['The request body is not valid JSON.'],
  'validation.invalid_multipart': ['The request body is not valid multipart/form-data (check its boundary).'],
  'validation.body_not_object': [
    WORKFLOW.bodyNotObject,
    'The request body must be a JSON object with the answers of the form',
  ],
  'validation.unknown_fields': ['Invalid parameters: {fields}'],
  'validation.unknown_field': ['Unknown field: {field}'],
  'validation.document_id_invalid': ['Must be a documentId (letters and digits, at most 64)'],
  'validation.email_invalid': [ACCOUNT.emailInvalid, REQUEST.piEmailInvalid],
  'validation.email_max': [ACCOUNT.emailMax, ...contact('emailMax')],
  'validation.organization_max': [ACCOUNT.organizationMax, ...contact('organizationMax')],
  'query.populate_refused': ['The populate parameter is not accepted: this endpoint returns a fixed tree.'],
  'query.published_only': ['Only published content is available.'],
  'query.single_value': ['{param} must be a single value', '{param} must be a single value.'],
  'query.list_invalid': ['{param} must be a comma-separated list'],
  'query.flag_invalid': ['{param} must be true or false'],
  'query.positive_integer': ['{param} must be a positive integer'],
  'query.integer_range': ['{param} must be an integer between {min} and {max}.'],
  'query.page_size_max': ['pageSize must be at most {max}'],
  'query.pagination_invalid': [
    'pagination must be pagination[page] and pagination[pageSize].',
    'Use either pagination[page] and [pageSize] or pagination[start] and [limit].',
  ],
  'query.pagination_unknown': ['Unknown pagination parameter: {param}.'],
  'query.search_too_long': ['q must be at most {max} characters', 'q must be at most {max} characters.'],
  'query.sort_invalid': [
    'sort must be one of {columns}, optionally followed by :asc or :desc',
    'sort must be one of {columns}, optionally followed by :asc or :desc.',
  ],
  'query.request_status_unknown': ['Unknown requestStatus: {value}. Use: {allowed}'],
  'query.approval_status_unknown': ['Unknown approvalStatus: {value}. Use: {allowed}'],
  'query.assignee_invalid': ["assignee must be a user's documentId, 'me' or 'none'"],
  'query.dataset_invalid': ['dataset must be a dataset documentId or slug'],
  'query.user_invalid': ["user must be a user's documentId"],
  'query.scope_invalid': ['This queue lists {formats} requests only'],
  'query.roles_required': ['roles is required, e.g. ?roles=dag-member,dag-chair'],
  'query.roles_unknown': ['Unknown or non-internal role: {roles}'],
  'query.date_invalid': ['{param} must be a date (YYYY-MM-DD)'],
  'query.active_on_invalid': ['activeOn must be a date (YYYY-MM-DD) or now'],
  'query.range_reversed': ['from must be on or before to'],
  'query.range_too_long': ['The range must cover at most {max} months'],
  'query.report_format_invalid': ['format must be json or csv'],
  'query.report_table_invalid': ['table must be one of {tables}'],
  'query.report_table_required': ['table is required with format=csv: one of {tables}'],
  'content.locale_not_found': ['Locale not found: {locale}'],
  'content.documentation_not_found': ['No documentation was generated for version {version}'],

  // Sign-in, sessions, roles.
  'auth.invalid_credentials': ['Invalid identifier or password'],
  'auth.email_not_confirmed': ['Your account email is not confirmed'],
  'auth.account_blocked': ['Your account has been blocked by an administrator'],
  'auth.code_invalid': ['Invalid or expired code'],
  'auth.otp_locked': ['Too many attempts. Please log in again to receive a new code.'],
  'auth.login_expired': ['This login attempt has expired. Please log in again.'],
  'auth.otp_resends_exhausted': ['Too many codes were requested for this login attempt. Please log in again.'],
  'auth.otp_resend_wait': ['Please wait {retryAfterSeconds} seconds before requesting a new code.'],
  'auth.otp_format': [ACCOUNT.otpCodeInvalid],
  'auth.login_attempt_invalid': [ACCOUNT.otpTokenRequired],
  'auth.reset_code_required': [ACCOUNT.codeRequired],
  'auth.not_logged_in': ['User is not logged in', 'Missing or invalid credentials'],
  'auth.refresh_invalid': ['Invalid refresh token'],
  'auth.session_failed': ['Could not start the session'],
  'auth.secure_connection_required': [ACCOUNT.secureConnectionRequired],
  'auth.email_taken': ['Email or Username are already taken'],
  'auth.register_disabled': ['Register action is currently disabled'],
  'auth.default_role_missing': ['Impossible to find the default role'],
  'auth.role_not_allowed': [COMMAND_FORBIDDEN_MESSAGE],
  'auth.staff_only': ['Only internal staff can do this'],
  'mail.delivery_failed': ['We could not send the e-mail. Please try again in a few minutes.'],

  // The account forms (registration, login, password reset, profile).
  'account.email_required': [ACCOUNT.emailRequired, ACCOUNT.identifierRequired],
  'account.first_name_required': [ACCOUNT.firstNameRequired],
  'account.first_name_max': [ACCOUNT.firstNameMax],
  'account.last_name_required': [ACCOUNT.lastNameRequired],
  'account.last_name_max': [ACCOUNT.lastNameMax],
  'account.password_required': [ACCOUNT.passwordRequired],
  'account.password_min': [ACCOUNT.passwordMin],
  'account.password_max': [ACCOUNT.passwordMax],
  'account.password_letter': [PASSWORD_PATTERNS[0].message],
  'account.password_digit': [PASSWORD_PATTERNS[1].message],
  'account.login_password_required': [ACCOUNT.loginPasswordRequired],
  'account.confirm_password_required': [ACCOUNT.confirmPasswordRequired],
  'account.passwords_mismatch': [ACCOUNT.confirmPasswordMismatch, ACCOUNT.passwordsDoNotMatch],
  'account.organization_required': [ACCOUNT.organizationRequired],
  'account.organization_type_required': [ACCOUNT.organizationTypeRequired],
  'account.organization_type_max': [ACCOUNT.organizationTypeMax],
  'account.country_required': [ACCOUNT.countryRequired],
  'account.country_max': [ACCOUNT.countryMax],
  'account.receive_news_invalid': [ACCOUNT.receiveNewsInvalid],
  'account.nothing_to_update': [ACCOUNT.nothingToUpdate],
  'account.locale_invalid': [ACCOUNT.localeInvalid],
  'account.notification_frequency_invalid': [ACCOUNT.notificationFrequencyInvalid],
  'account.unsubscribe_invalid': [UNSUBSCRIBE_INVALID_MESSAGE],
  'dataset.not_found': ['Dataset not found'],

  // The contact form: its messages come in the language of the form.
  'contact.name_required': contact('nameRequired'),
  'contact.name_max': contact('nameMax'),
  'contact.email_required': contact('emailRequired'),
  'contact.email_invalid': contact('emailInvalid'),
  'contact.organization_required': contact('organizationRequired'),
  'contact.organization_type_required': contact('organizationTypeRequired'),
  'contact.organization_type_invalid': contact('organizationTypeInvalid'),
  'contact.reason_required': contact('reasonRequired'),
  'contact.reason_invalid': contact('reasonInvalid'),
  'contact.message_required': contact('messageRequired'),
  'contact.message_min': contact('messageMin'),
  'contact.message_max': contact('messageMax'),
  'contact.consent_required': contact('consentRequired'),
  'contact.locale_invalid': contact('localeInvalid'),

  // Requests: the form, drafts, the applicant's commands.
  'request.not_found': ['Dataset request not found'],
  'request.draft_not_found': ['Draft not found'],
  'request.stale_version': ['The request was changed by someone else. Reload and try again.'],
  'request.version_required': ['version is required'],
  'request.version_invalid': [REQUEST.versionInvalid, WORKFLOW.versionInvalid],
  'request.request_id_required': [REQUEST.requestIdRequired, WORKFLOW.requestIdRequired],
  'request.format_invalid': [REQUEST.formatInvalid, 'format must be v1 or v2'],
  'request.nothing_to_update': [REQUEST.nothingToUpdate],
  'request.incomplete': [
    'The request is not complete: {count} answer needs attention. {message}',
    'The request is not complete: {count} answers need attention. {message}',
  ],
  'request.submit_takes_no_body': ['Submit takes no body: save your answers with update-draft first'],
  'request.submitted_not_deletable': ['A submitted request cannot be deleted.'],
  'request.already_submitted': ['This request has already been submitted'],
  'request.not_submitted': ['This request has not been submitted'],
  'request.closed': [REQUEST_CLOSED_MESSAGE],
  'request.update_not_open': [UPDATE_ONLY_WHEN_MESSAGE],
  'request.amend_not_open': [AMEND_ONLY_WHEN_MESSAGE],
  'request.create_applicants_only': ['Only applicants can file requests'],
  'request.edit_applicants_only': ['Only applicants can edit requests'],
  'request.delete_applicants_only': ['Only applicants can delete their drafts'],
  'request.submit_applicants_only': ['Only applicants can submit requests'],
  'request.amend_owner_only': ['Only the applicant can amend their request'],
  'request.edit_owner_only': ['Only the applicant can edit their request'],
  'request.submit_owner_only': ['Only the applicant can submit their request'],
  'request.owner_only': ['Only the applicant can do this on their own request'],
  'request.state_not_allowed': ['Not allowed in this state'],
  'request.project_title_required': [REQUEST.projectTitleRequired],
  'request.project_title_min': [REQUEST.projectTitleMin],
  'request.project_title_max': [REQUEST.projectTitleMax],
  'request.project_summary_required': [REQUEST.projectSummaryRequired],
  'request.project_summary_max': [REQUEST.projectSummaryMax],
  'request.text_max': ['This answer must be {max} characters or fewer.'],
  'request.choice_required': [REQUEST.choiceRequired],
  'request.choice_invalid': [REQUEST.choiceInvalid],
  'request.choices_required': [REQUEST.choicesRequired],
  'request.choices_duplicate': [REQUEST.choicesDuplicate],
  'request.list_max': [REQUEST.listMax],
  'request.date_required': [REQUEST.dateRequired],
  'request.date_invalid': [REQUEST.dateInvalid],
  'request.end_after_start': [REQUEST.endAfterStart],
  'request.datasets_required': [REQUEST.datasetsRequired],
  'request.dataset_required': [REQUEST.datasetRequired],
  'request.dataset_duplicate': [REQUEST.datasetDuplicate],
  'request.dataset_unknown': ['This dataset does not exist or is not available.', 'Invalid datasets'],
  'request.data_level_required': [REQUEST.dataLevelRequired],
  'request.data_level_max': [REQUEST.dataLevelMax],
  'request.data_level_unknown': ['This data level is not offered for this dataset.'],
  'request.pi_required': [REQUEST.piRequired],
  'request.pi_first_name_required': [REQUEST.piFirstNameRequired],
  'request.pi_last_name_required': [REQUEST.piLastNameRequired],
  'request.pi_email_required': [REQUEST.piEmailRequired],
  'request.pi_organization_required': [REQUEST.piOrganizationRequired],
  'request.pi_country_required': [REQUEST.piCountryRequired],
  'request.name_max': [REQUEST.nameMax],
  'request.events_append_only': ['Request events are an append-only audit log: they cannot be changed or deleted'],
  'request.versions_append_only': [
    'Request versions keep the answers as they were sent: they cannot be changed or deleted',
  ],
  'request.admin_read_only': [
    'Requests change only through the portal workflow (the staff queue), so that every change is checked and logged. The admin panel shows them read-only.',
  ],

  // Files and contracts of a request.
  'file.not_found': ['File not found'],
  'file.id_required': [REQUEST.fileIdRequired],
  'file.field_unexpected': ['Send the files in the multipart field "files" (not {fields})', 'Unexpected file field'],
  'file.missing': ['Attach at least one file in the multipart field "files"', 'Attach at least one file'],
  'file.contract_missing': ['Attach the contract file in the multipart field "files"'],
  'file.too_many': ['Send at most {max} files at a time', 'At most {max} files'],
  'file.too_large': ['{name} is larger than the {limit} limit.'],
  'file.unreadable': ['The upload could not be read', 'Invalid file'],
  'file.name_length': ['File names must be 1 to {max} characters long.'],
  'file.empty': ['{name} is empty.'],
  'file.type_refused': ['{name}: only {types} files are accepted.'],
  'file.content_mismatch': ['{name} is not a valid {type} file: its content does not match its extension.'],
  'file.contract_kind_invalid': [REQUEST.contractKindInvalid],
  'file.contract_exists': ['This request already has a contract: use update-contract to replace it.'],
  'file.contract_absent': ['This request has no contract to replace yet: use add-contract.'],
  'file.already_contract': ['This file is already the {kind} of the request; choose another file.'],

  // The staff workflow.
  'workflow.unknown_action': ['Unknown action: {action}'],
  'workflow.assignee_id_required': [WORKFLOW.assigneeIdRequired],
  'workflow.assignee_unknown': ['No user with this assigneeId'],
  'workflow.assignee_inactive': ['This user cannot be assigned: the account is not active'],
  'workflow.assignee_role_unknown': ['The assignee has no known role'],
  'workflow.assignee_role_refused': ['You can assign this request only to: {roles}'],
  'workflow.already_assigned': [ASSIGNED_ALREADY_MESSAGE],
  'workflow.assign_not_allowed': [
    'A request that is {requestStatus} / {approvalStatus} cannot be assigned by your role',
  ],
  'workflow.transition_refused': ['A request that is {requestStatus} / {approvalStatus} cannot move to {target}'],
  'workflow.action_refused': ['A request that is {requestStatus} / {approvalStatus} does not allow {action}'],
  'workflow.status_role_refused': ['Your role cannot change the status of a request'],
  'workflow.status_value_refused': ['Your role cannot change the status of a request to this value'],
  'workflow.files_role_refused': ['Your role cannot add files to requests'],
  'workflow.register_role_refused': ['Your role cannot publish requests to the register'],
  'workflow.request_status_invalid': [WORKFLOW.requestStatusInvalid],
  'workflow.recommendation_invalid': [WORKFLOW.recommendationInvalid],
  'workflow.note_required': [WORKFLOW.noteRequired],
  'workflow.note_invalid': [WORKFLOW.noteNotString],
  'workflow.note_too_long': [WORKFLOW.noteTooLong],
  'workflow.round_role_refused': [ROUND.forbidden],
  'workflow.round_not_in_review': [ROUND.notInReview],
  'workflow.round_invite_invalid': [WORKFLOW.roundInviteInvalid],
  'workflow.round_due_at_invalid': [WORKFLOW.dueAtInvalid],
  'workflow.round_due_at_past': [ROUND.dueAtPast],
  'workflow.round_already_open': [ROUND.alreadyOpen],
  'workflow.round_no_assigned_member': [ROUND.noAssignedMember],
  'workflow.round_no_members': [ROUND.noMembers],
  'workflow.rationale_required': [ROUND.rationaleRequired],
  'workflow.field_comments_invalid': [FIELD_COMMENT.listInvalid, FIELD_COMMENT.itemInvalid],
  'workflow.field_comment_field_required': [FIELD_COMMENT.fieldRequired],
  'workflow.field_comment_field_unknown': [FIELD_COMMENT.fieldUnknown('{field}')],
  'workflow.field_comment_duplicate': [FIELD_COMMENT.duplicate('{field}')],
  'workflow.field_comment_required': [FIELD_COMMENT.commentRequired],
  'workflow.field_comment_invalid': [FIELD_COMMENT.commentNotString],
  'workflow.field_comment_too_long': [FIELD_COMMENT.commentTooLong],
  'workflow.field_comments_not_allowed': [FIELD_COMMENT.onlyWhenRequestingInformation],
  'register.only_approved': [REGISTER_ONLY_APPROVED_MESSAGE],
  'message.body_required': [MESSAGE.bodyRequired],
  'message.body_invalid': [MESSAGE.bodyNotString],
  'message.body_too_long': [MESSAGE.bodyTooLong],
  'message.internal_invalid': [MESSAGE.internalInvalid],
  'message.role_refused': [MESSAGE.forbidden],
  'message.internal_staff_only': [MESSAGE.internalForbidden],

  // Access periods, extensions and final reports (docs/workflow.md, "Access periods").
  'access.none': [ACCESS.noAccess],
  'access.end_change_refused': [ACCESS.changeEnd],
  'access.extension_not_open': [ACCESS.requestExtension],
  'access.no_extension_waiting': [ACCESS.decideExtension],
  'access.closeout_not_open': [ACCESS.fileCloseout],
  'access.no_closeout_waiting': [ACCESS.decideCloseout],
  'access.end_before_start': [ACCESS.endBeforeStart],
  'access.end_in_past': [ACCESS.grantInPast],
  'access.extension_not_later': [ACCESS.extensionNotLater],
  'access.staff_only': [ACCESS_FORBIDDEN_MESSAGE],
  'access.applicant_only': ['Only the applicant can ask for more time', 'Only the applicant can file the final report'],
  'access.ends_at_invalid': [ACCESS_FIELD.endsAtInvalid],
  'access.reason_required': [ACCESS_FIELD.reasonRequired],
  'access.reason_too_long': [ACCESS_FIELD.reasonTooLong],
  'closeout.publications_invalid': [ACCESS_FIELD.publicationsInvalid],
  'closeout.doi_invalid': [ACCESS_FIELD.doiInvalid],
  'closeout.outputs_too_long': [ACCESS_FIELD.outputsTooLong],
  'closeout.disposition_invalid': [ACCESS_FIELD.dispositionInvalid],
  'closeout.retention_reason_required': [ACCESS_FIELD.retentionReasonRequired],
  'closeout.attestation_required': [ACCESS_FIELD.attestationRequired],
  'queue.access_filter_invalid': ['access must be one of: endingSoon, ended, closeoutOverdue'],

  // GA4GH visas.
  'visa.unavailable': ['GA4GH visas are not available: no signing key is configured.'],
} as const satisfies Record<string, readonly string[]>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Every code, in the table's order. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** The English message(s) of a code, each once; `{name}` marks a part that varies. */
export function errorMessagesOf(code: ErrorCode): readonly string[] {
  return [...new Set<string>(ERROR_MESSAGES[code])];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, value);
}

/** The code of a status when its message has none of its own. */
const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'http.bad_request',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.not_found',
  405: 'http.method_not_allowed',
  409: 'http.conflict',
  413: 'http.payload_too_large',
  415: 'http.unsupported_media_type',
  429: 'http.rate_limited',
  500: 'http.internal',
  503: 'http.service_unavailable',
};

export function statusErrorCode(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'http.client_error' : 'http.server_error');
}

const PLACEHOLDER = /\{(\w+)\}/g;

type Template = { code: ErrorCode; pattern: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Unknown field: {field}` → /^Unknown field: (.+?)$/ with its placeholder names. */
function compile(code: ErrorCode, template: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += `${escape(template.slice(last, match.index))}([\\s\\S]*?)`;
    names.push(match[1] ?? '');
    last = (match.index ?? 0) + match[0].length;
  }
  return { code, pattern: new RegExp(`^${source}${escape(template.slice(last))}$`), names };
}

let exact: Map<string, ErrorCode> | undefined;
let templates: Template[] | undefined;

function index(): { exact: Map<string, ErrorCode>; templates: Template[] } {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const code of ERROR_CODES) {
      for (const message of errorMessagesOf(code)) {
        if (/\{\w+\}/.test(message)) templates.push(compile(code, message));
        else exact.set(message, code);
      }
    }
  }
  return { exact, templates };
}

/** The code of one of the table's messages (a template's variable parts may be anything), else null. */
export function findErrorCode(message: unknown): ErrorCode | null {
  if (typeof message !== 'string') return null;
  const table = index();
  const found = table.exact.get(message);
  if (found) return found;
  return table.templates.find((template) => template.pattern.test(message))?.code ?? null;
}

/** The values of a template's variable parts in a message of that code (`{ field: 'role' }`). */
export function errorParams(code: ErrorCode, message: string): Record<string, string> {
  for (const template of index().templates) {
    if (template.code !== code) continue;
    const match = template.pattern.exec(message);
    if (match) return Object.fromEntries(template.names.map((name, position) => [name, match[position + 1] ?? '']));
  }
  return {};
}

/** What an error response says: the parts of its envelope the code is chosen from. */
export type ErrorLike = { status: number; name?: unknown; message?: unknown; details?: unknown };

/**
 * The code of an error response: its message's, else `validation.invalid_body` for a validation
 * error listing field errors (a schema message the table lacks), else its status's.
 */
export function errorCodeOf(error: ErrorLike): ErrorCode {
  const byMessage = findErrorCode(error.message);
  if (byMessage) return byMessage;
  const details = error.details as { errors?: unknown } | null | undefined;
  if (error.status === 400 && error.name === 'ValidationError' && Array.isArray(details?.errors))
    return 'validation.invalid_body';
  return statusErrorCode(error.status);
}
