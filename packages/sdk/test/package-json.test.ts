import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What npm shows a would-be consumer before installing: licence, source, dependency ranges, and the
// release notes changesets will write.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  license: string;
  repository: { type: string; url: string; directory: string };
  dependencies: Record<string, string>;
  files: string[];
};
const repoRoot = new URL('../../../', import.meta.url);

describe('package.json', () => {
  it('has a real licence, shipped as LICENSE', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(new URL('../LICENSE', import.meta.url), 'utf8')).toMatch(/^MIT License\n/);
    expect(pkg.files).toContain('LICENSE');
  });

  it('names its repository and the folder the package lives in', () => {
    expect(pkg.repository).toMatchObject({ type: 'git', directory: 'packages/sdk' });
    expect(pkg.repository.url).toMatch(/^git\+https:\/\/.+\.git$/);
  });

  it('takes valibot as a caret range, so consumers share one copy, and ofetch as the design pins it', () => {
    expect(pkg.dependencies.valibot).toMatch(/^\^1\./);
    expect(pkg.dependencies.ofetch).toBe('1.5.1');
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['ofetch', 'valibot']);
  });
});

describe('changesets', () => {
  const dir = new URL('.changeset/', repoRoot);
  const files = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');

  it.each(files)('%s has closed front matter naming the package and a bump', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n\n\S/.exec(text);
    expect(match, 'front matter: ---, "package": bump lines, ---, a blank line, the summary').not.toBeNull();
    for (const line of match?.[1]?.split('\n') ?? [])
      expect(line).toMatch(/^"@extranet\/[a-z-]+": (major|minor|patch)$/);
  });

  it('pass `changeset status`', () => {
    const run = () =>
      execFileSync('pnpm', ['exec', 'changeset', 'status'], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    expect(run).not.toThrow();
  });
});
