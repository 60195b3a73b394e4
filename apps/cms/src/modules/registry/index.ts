/**
 * The registry module: the public register's search (params, index, paging).
 * Its public entry: the rest of the CMS imports the module from here only (docs/architecture.md).
 */
export { localeAsState } from './locale-as-state';
export { parseRegistryParams } from './params';
export type { RegistryPaging, RegistryParams } from './params';
export { REGISTRY_RELATIONS, REGISTRY_UID } from './route-config';
export { findRegistryPage } from './search';
export { registryIndex } from './search-index';
