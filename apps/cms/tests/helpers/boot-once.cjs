// Boots the compiled CMS once and stops it: used to seed the test template database in a child
// process, so Strapi's process-wide side effects stay out of vitest's main process.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..', '..');

(async () => {
  const strapi = createStrapi({
    appDir,
    distDir: path.join(appDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  strapi.log.level = 'error';
  await strapi.load();
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
