import type { Core } from '@strapi/strapi';
import { envSecret } from '../src/utils/env-secret';
import {
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  refreshCookieSecure,
  sessionLifespans,
} from '../src/utils/auth/settings';
import { readEnv } from '../src/utils/env';
import { uploadProviderConfig } from '../src/utils/upload-provider';

// Content editors upload images and documents only; executables and SVG (script carrier) are refused.
const allowedTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
];
const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'text/html',
  'application/javascript',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: envSecret(env, 'JWT_SECRET'),
      // Sessions (docs/api/auth.md): short access tokens, refresh token in an httpOnly cookie on
      // /api, rotated on every refresh. The portal's own auth routes (src/extensions/users-permissions)
      // read these values through the session manager.
      jwtManagement: 'refresh',
      sessions: {
        ...sessionLifespans(),
        httpOnly: true,
        cookie: {
          name: REFRESH_COOKIE_NAME,
          path: REFRESH_COOKIE_PATH,
          sameSite: 'lax',
          secure: refreshCookieSecure(),
        },
      },
      register: {
        allowedFields: [
          'firstName',
          'lastName',
          'organization',
          'organizationType',
          'country',
          'receiveNewsAndUpdates',
        ],
      },
    },
  },
  upload: {
    config: {
      // Local folder or S3 (UPLOAD_PROVIDER; see src/utils/upload-provider.ts).
      ...uploadProviderConfig(readEnv().upload),
      sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 20 * 1024 * 1024),
      security: { allowedTypes, deniedTypes },
      breakpoints: { large: 1280, medium: 768, small: 375 },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Open Data Access Portal <no-reply@portal.localhost>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'access@portal.localhost'),
      },
    },
  },
});

export default config;
