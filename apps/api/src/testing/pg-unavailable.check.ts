import { it } from 'vitest';

// Collected by vitest.pg.config.ts only when the PostgreSQL server is unreachable, so that the
// skipped run shows up in the report with its reason instead of passing silently.
it.skip(`PostgreSQL not reachable at ${process.env.API_TEST_PG_WHERE}: skipping the PostgreSQL run`, () => {});
