/**
 * The housekeeping module: scheduled purges under the Redis tick lock.
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export { closeCron } from './cron';
