import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness';
import { analyze, hasStatistics } from './statistics';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
});
afterAll(async () => {
  await api?.close();
});

describe('planner statistics', () => {
  it('are missing on a database nothing analysed, and there once analysed', async () => {
    // The harness's database was just seeded; PGlite never analyses by itself.
    if (api.database.driver === 'pglite') expect(await hasStatistics(api.db)).toBe(false);
    await analyze(api.db);
    expect(await hasStatistics(api.db)).toBe(true);
  });
});
