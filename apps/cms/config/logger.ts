import { formats, winston } from '@strapi/logger';
import { portalEnv } from '../src/platform/env/env';

/**
 * Logs on stdout. LOG_FORMAT=json writes one JSON object per line (timestamp, level, message),
 * which a log collector can parse; the default is Strapi's readable format. LOG_LEVEL=http (the
 * default) includes one line per request from `strapi::logger`.
 */
export default () => {
  const { log } = portalEnv();
  const format =
    log.format === 'json'
      ? winston.format.combine(
          winston.format.timestamp(),
          winston.format.errors({ stack: true }),
          winston.format.json(),
        )
      : formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' });
  return { level: log.level, transports: [new winston.transports.Console({ level: log.level, format })] };
};
