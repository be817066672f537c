import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api), where its package.json, reference data and migrations are. This
 * module sits one folder below it, as the built server does (dist/server.js and its chunks, see
 * package.json's build), so the same path holds under tsx and in the build.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
