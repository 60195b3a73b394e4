/**
 * Ports of the e2e stack; distinct from the quick start's so both can run at once.
 * E2E_PORT_OFFSET shifts them all, so two e2e runs on one machine do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  cmsPort: 1338 + offset,
  webPort: 4174 + offset,
  smtpPort: 2526 + offset,
  mailWebPort: 2081 + offset,
  get cmsUrl() {
    return `http://127.0.0.1:${this.cmsPort}`;
  },
  get webUrl() {
    return `http://127.0.0.1:${this.webPort}`;
  },
  get mailUrl() {
    return `http://127.0.0.1:${this.mailWebPort}`;
  },
} as const;
