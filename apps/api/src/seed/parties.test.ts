import { describe, expect, it } from 'vitest';
import { direccionPropia, empresa, fillPattern } from './parties';
import { Prng } from './prng';

describe('address book parties', () => {
  it('fills postal-code patterns: digits, letters, ranges and literal characters', () => {
    const prng = new Prng('postal codes');
    for (let i = 0; i < 50; i++) {
      expect(fillPattern('#####', prng)).toMatch(/^\d{5}$/);
      expect(fillPattern('{1000-4999}-###', prng)).toMatch(/^[1-4]\d{3}-\d{3}$/);
      expect(fillPattern('LL{1-20} {1-9}LL', prng)).toMatch(/^[A-Z]{2}([1-9]|1\d|20) [1-9][A-Z]{2}$/);
      expect(fillPattern('0{801-843}', prng)).toMatch(/^0(8[0-4]\d)$/);
      expect(fillPattern('999077', prng)).toBe('999077');
    }
  });

  it('draws the same postal code for the same stream', () => {
    expect(fillPattern('L#L #L#', new Prng('same'))).toBe(fillPattern('L#L #L#', new Prng('same')));
  });

  it('writes addresses in the country’s format, phone prefix and e-mail domain', () => {
    const prng = new Prng('parties');
    const dutch = empresa(prng, 'NL', 'Rotterdam');
    expect(dutch.codigoPostal).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(dutch.telefono).toMatch(/^\+31 /);
    expect(dutch.email).toMatch(/\.nl$/);
    expect(dutch.nombre).toMatch(/ B\.V\.$/);
    const spanish = direccionPropia(prng, 'ES', 'Frutas del Sur S.L.', '46');
    expect(spanish.codigoPostal).toMatch(/^46[01]\d{2}$/);
    expect(spanish.email).toBe('logistica@frutasdelsur.es');
    // A country without a format of its own gets the US one.
    expect(empresa(prng, 'XX', 'Nowhere').telefono).toMatch(/^\+1 /);
  });
});
