/** Ports of the e2e stack; distinct from the quick start's so both can run at once. */
export const E2E = {
  cmsPort: 1338,
  webPort: 4174,
  smtpPort: 2526,
  mailWebPort: 2081,
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
