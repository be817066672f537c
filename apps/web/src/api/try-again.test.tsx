import { describe, expect, it } from 'vitest';
import { loadTestCatalog, renderWithProviders } from '../test-utils/render';
import { useTryAgainIn } from './try-again';

let result = '';
function Probe({ seconds }: { seconds: number | null }) {
  result = useTryAgainIn()(seconds);
  return null;
}

const phrase = async (locale: 'en' | 'es', seconds: number | null) => {
  await loadTestCatalog(locale);
  renderWithProviders(<Probe seconds={seconds} />, { locale });
  return result;
};

describe('useTryAgainIn', () => {
  it('speaks in minutes from a minute up, rounded up (never "891 seconds")', async () => {
    expect(await phrase('en', 891)).toBe('Try again in 15 minutes.');
    expect(await phrase('en', 60)).toBe('Try again in 1 minute.');
    expect(await phrase('en', 61)).toBe('Try again in 2 minutes.');
    expect(await phrase('es', 891)).toBe('Inténtelo de nuevo dentro de 15 minutos.');
  });
  it('speaks in seconds below a minute, and of a few minutes without a wait', async () => {
    expect(await phrase('en', 1)).toBe('Try again in 1 second.');
    expect(await phrase('en', 30)).toBe('Try again in 30 seconds.');
    expect(await phrase('en', null)).toBe('Try again in a few minutes.');
    expect(await phrase('es', 45)).toBe('Inténtelo de nuevo dentro de 45 segundos.');
  });
});
