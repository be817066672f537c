import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageWriter } from './message-writer';

// What the fast path (src/db/pglite/) takes from PGlite, pinned: the version, the members it calls
// and their arity, and the behaviour it builds on. When PGlite is upgraded and this fails, re-check
// in PGlite's source (dist/chunk-*.js: execProtocolRawStream, execProtocolRawSync, query, transaction)
// that: execProtocolRawStream still hands the backend's bytes to onRawData during the call and takes
// none of PGlite's locks (this client's own lock orders every call); PGlite still has ONE session, so
// named statements stay prepared between calls; query() and transaction() still answer as the
// client's tests expect. Then move the pin.

const PINNED_VERSION = '0.5.16';
const require = createRequire(import.meta.url);
const pgliteDir = join(dirname(require.resolve('@electric-sql/pglite')), '..');

/** Every member of a PGlite database, and of one of its transactions, the client's sources call. */
const MEMBERS: Record<'pglite' | 'tx', Record<string, number | 'value'>> = {
  pglite: {
    execProtocolRawStream: 2,
    syncToFs: 0,
    isInTransaction: 0,
    query: 3,
    sql: 1,
    exec: 2,
    transaction: 1,
    close: 0,
    waitReady: 'value',
    ready: 'value',
    closed: 'value',
    parsers: 'value',
    serializers: 'value',
  },
  tx: { query: 3, sql: 1, exec: 2, rollback: 0, listen: 2, closed: 'value' },
};

const recheck = (what: string) =>
  `PGlite ${what}: re-check what src/db/pglite/ relies on (see the comment at the top of pglite-contract.test.ts)`;

describe('the PGlite the fast path is written against', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it('is the pinned version, the one package.json asks for', () => {
    const installed = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')).version;
    const wanted = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8'))
      .dependencies['@electric-sql/pglite'];
    expect(installed, recheck(`is ${installed}, not ${PINNED_VERSION}`)).toBe(PINNED_VERSION);
    expect(wanted, recheck(`is asked for as ${wanted}`)).toBe(PINNED_VERSION);
  });

  it('has the public members the client calls, with their arity, and the client calls no others', async () => {
    const tx = await pglite.transaction(async (tx) => tx);
    for (const [owner, members] of Object.entries(MEMBERS)) {
      for (const [name, arity] of Object.entries(members)) {
        const member = ((owner === 'tx' ? tx : pglite) as unknown as Record<string, unknown>)[name];
        const called = `${owner}.${name}`;
        if (arity === 'value') expect(member, recheck(`lost \`${called}\``)).toBeDefined();
        else {
          expect(typeof member, recheck(`lost \`${called}()\``)).toBe('function');
          const { length } = member as (...args: unknown[]) => unknown;
          expect(length, recheck(`changed \`${called}()\``)).toBe(arity);
        }
      }
    }
    expect(typeof messages.DatabaseError, recheck('lost messages.DatabaseError')).toBe('function');
    expect(types.parsers[types.INT4], recheck('lost types.parsers')).toBeTypeOf('function');

    // Members called on `pglite` or `tx` in the client's sources: each must be one checked above,
    // and none private (PGlite's `_`-prefixed members change without notice).
    const sources = readdirSync(import.meta.dirname).filter((file) => /^[a-z-]+\.ts$/.test(file));
    const calls = new Set<string>();
    const unchecked = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(join(import.meta.dirname, file), 'utf8');
      for (const [called, owner, name] of text.matchAll(/\b(pglite|tx)\.(\w+)/g)) {
        calls.add(called);
        if (!(name! in MEMBERS[owner as 'pglite' | 'tx'])) unchecked.add(called);
      }
    }
    expect(calls).toContain('pglite.execProtocolRawStream'); // the scan reads the client's calls
    expect([...unchecked].sort(), 'members to add to MEMBERS once checked as public').toEqual([]);
  });

  it('hands the raw answer over during the call, and keeps a named statement between calls', async () => {
    const chunks: Uint8Array[] = [];
    const call = pglite.execProtocolRawStream(
      new MessageWriter().parse('kept', 'select 1 as n').sync().take(),
      {
        onRawData: (chunk) => chunks.push(chunk.slice()),
      },
    );
    expect(chunks.length, recheck('no longer answers during execProtocolRawStream')).toBeGreaterThan(0);
    await call;
    const answer = Buffer.concat(chunks);
    expect(answer[0], recheck('answered something else than ParseComplete')).toBe(0x31);
    const kept = await pglite.query('select name from pg_prepared_statements');
    expect(kept.rows, recheck('no longer keeps named statements between calls')).toEqual([{ name: 'kept' }]);
  });
});
