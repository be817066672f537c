import { describe, expect, it } from 'vitest';
import { checkEmbedUrl } from './embed-url';

describe('checkEmbedUrl', () => {
  it('says "missing" when nothing is configured', () => {
    expect(checkEmbedUrl(null)).toEqual({ kind: 'missing' });
    expect(checkEmbedUrl('  ')).toEqual({ kind: 'missing' });
  });

  it('accepts an https report on app.powerbi.com', () => {
    expect(checkEmbedUrl('https://app.powerbi.com/reportEmbed?reportId=8f2c')).toEqual({
      kind: 'ok',
      url: 'https://app.powerbi.com/reportEmbed?reportId=8f2c',
    });
  });

  it('refuses another host, plain http and text that is no URL', () => {
    expect(checkEmbedUrl('https://evil.example/report')).toEqual({ kind: 'refused', host: 'evil.example' });
    expect(checkEmbedUrl('http://app.powerbi.com/reportEmbed')).toEqual({
      kind: 'refused',
      host: 'app.powerbi.com',
    });
    expect(checkEmbedUrl('not a url')).toEqual({ kind: 'refused', host: 'not a url' });
  });
});
