import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repo scripts, without types
import { benchArgs, usageOf } from './bench-args.mjs';

describe('usageOf', () => {
  it("is the script's leading comment, without the shebang and the comment markers", () => {
    const source =
      '#!/usr/bin/env node\n// What it measures.\n//\n//   node x.mjs [--quick]\nimport x from "y";\n// not usage';
    expect(usageOf(source)).toBe('What it measures.\n\n  node x.mjs [--quick]');
  });
});

describe('benchArgs', () => {
  it('reads --quick and the value after an option', () => {
    const { quick, option } = benchArgs(import.meta.url, ['--quick', '--json', 'out.json']);
    expect(quick).toBe(true);
    expect(option('--json')).toBe('out.json');
    expect(option('--list')).toBeUndefined();
  });
});
