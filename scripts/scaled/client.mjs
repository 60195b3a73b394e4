// Client helpers for the scaled stack, shared by its test suite (tests/scaled) and the load and
// fault scripts (bench/): both login steps, and a complete request form on the demo datasets.
import { DEMO } from './stack.mjs';

/**
 * @param {string} url
 * @param {string} route
 * @param {unknown} body
 * @param {string} [token]
 * @returns {Promise<unknown>}
 */
async function post(url, route, body, token) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Both login steps through `url`; the access token and the user's documentId.
 * @param {string} url
 * @param {Pick<import('../cms-process.mjs').MailCatcher, 'codeFor'>} mail
 * @param {string} email
 * @returns {Promise<{ token: string, documentId: string }>}
 */
export async function signIn(url, mail, email) {
  const challenge = /** @type {{ data: { otpToken: string } }} */ (
    await post(url, '/api/auth/local', { identifier: email, password: DEMO.password })
  );
  const verified = /** @type {{ data: { jwt?: string, user?: { documentId?: string } } }} */ (
    await post(url, '/api/auth/verifyOneTimePassword', {
      token: challenge.data.otpToken,
      oneTimePassword: await mail.codeFor(email),
    })
  );
  // The session answer carries the signed-in user (staff roles may not read /api/users/me).
  const { jwt: token, user } = verified.data;
  const documentId = user?.documentId;
  if (!token || !documentId) throw new Error(`No session in ${JSON.stringify(verified).slice(0, 300)}`);
  return { token, documentId };
}

/**
 * A complete request form on two published datasets (the demo content).
 * @param {string} url
 */
export async function requestForm(url) {
  const res = await fetch(`${url}/api/datasets?locale=en`);
  const { data } = /** @type {{ data: { documentId: string, availableDataLevels?: { value: string }[] }[] }} */ (
    await res.json()
  );
  const withLevels = data.filter((d) => (d.availableDataLevels ?? []).length > 0).slice(0, 2);
  if (withLevels.length < 2) throw new Error('The demo datasets are missing');
  return {
    requestedDatasets: withLevels.map((d) => ({ dataset: d.documentId, dataLevel: d.availableDataLevels?.[0]?.value })),
    projectTitle: 'Load test request',
    projectSummary: 'A request filed by the load benchmark of the scaled stack, to measure the workflow writes.',
    projectStartDate: '2027-01-01',
    projectEndDate: '2028-12-31',
    projectClassification: 'academic-research',
    intendedUses: ['epidemiology'],
    fundingStatus: 'funded',
    fundingDetails: 'Bench 1',
    independentReview: 'ethics-approved',
    independentReviewDetails: 'REB bench',
    regulatoryBodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication'],
    protocol: 'attached',
    principalInvestigator: {
      title: 'Dr',
      firstName: 'Load',
      lastName: 'Bench',
      email: 'load.bench@university.example',
      organization: 'Bench University',
      organizationType: 'Academic',
      country: 'Canada',
    },
  };
}
