import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { createLogger } from '../log';
import { createMailer } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'extranet-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mailer without SMTP', () => {
  it('with MAIL_DIR writes each message there as JSON, so its links can be opened', async () => {
    const mailer = createMailer(testEnv({ mailDir: join(dir, 'pickup') }), createLogger('silent'));
    expect(mailer.kind).toBe('dir');
    await mailer.send({
      to: 'ana@cliente.example',
      subject: 'Invitation',
      text: 'Open http://x/reset-password',
    });
    const files = readdirSync(join(dir, 'pickup'));
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, 'pickup', files[0]!), 'utf8'))).toMatchObject({
      to: 'ana@cliente.example',
      subject: 'Invitation',
      text: 'Open http://x/reset-password',
    });
  });

  it('without MAIL_DIR only logs', () => {
    expect(createMailer(testEnv(), createLogger('silent')).kind).toBe('log');
  });
});
