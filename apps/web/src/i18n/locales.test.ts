import { describe, expect, it } from 'vitest';
import { dateLocaleLanguage, detectUiLocale, resolveFormatLocale } from './locales';

describe('interface language', () => {
  it('comes from the browser: Spanish for any es-*, English otherwise (default and fallback)', () => {
    expect(detectUiLocale(['es-ES', 'en'])).toBe('es');
    expect(detectUiLocale(['es-PA'])).toBe('es');
    expect(detectUiLocale(['en-GB'])).toBe('en');
    expect(detectUiLocale(['de-DE'])).toBe('en');
    expect(detectUiLocale(['de-DE', 'es'])).toBe('es');
    expect(detectUiLocale([])).toBe('en');
  });
  it('prefers the choice made with the language switch', () => {
    expect(detectUiLocale(['es-ES'], 'en')).toBe('en');
    expect(detectUiLocale(['en-US'], 'es')).toBe('es');
    expect(detectUiLocale(['en-US'], 'fr')).toBe('en');
  });
});

describe('formatting locale', () => {
  it('is the browser locale when it speaks the interface language', () => {
    expect(resolveFormatLocale('es', ['es-PA'])).toBe('es-PA');
    expect(resolveFormatLocale('es', ['es-ES'])).toBe('es-ES');
    expect(resolveFormatLocale('es', ['es'])).toBe('es-ES');
    expect(resolveFormatLocale('en', ['en-US'])).toBe('en-US');
    expect(resolveFormatLocale('en', ['en'])).toBe('en-US');
  });
  it('follows the browser for it, tr, de, fr, nl and pt (English interface)', () => {
    for (const tag of ['it-IT', 'tr-TR', 'de-DE', 'fr-FR', 'nl-NL', 'pt-BR']) {
      expect(resolveFormatLocale('en', [tag])).toBe(tag);
    }
  });
  it("falls back to the interface language's reference locale after a switch", () => {
    expect(resolveFormatLocale('es', ['en-US'])).toBe('es-ES');
    expect(resolveFormatLocale('en', ['es-PA'])).toBe('en-US');
  });
  it('maps to dayjs locales', () => {
    expect(dateLocaleLanguage('es-PA')).toBe('es');
    expect(dateLocaleLanguage('pt-BR')).toBe('pt');
    expect(dateLocaleLanguage('ja-JP')).toBe('en');
  });
});
