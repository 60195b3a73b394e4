/**
 * The settings module: the workflow settings editors keep in the admin (the clock's calendar and
 * targets, the reminder cadence, the weekly digest's day), read with their documented defaults.
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export {
  loadWorkflowSettings,
  registerWorkflowSettingsCache,
  settingsFromRow,
  DEFAULT_WORKFLOW_SETTINGS,
} from './workflow-settings';
export type { WorkflowSettings } from './workflow-settings';
