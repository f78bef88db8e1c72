// its registry entry (service.ts) is read through the registry: contract/services
export * from './rules';
// the request schemas are the server's (TypeBox stays out of the browser): their types only
export type * from './request';
