import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calculoLcl, consignatario, ES, reservaFcl } from '../../test/transportes.fixtures';
import {
  type CalcularVentasInput,
  CalcularVentasSchema,
  type GenerarPartidaInput,
  GenerarPartidaSchema,
  PuertosQuerySchema,
} from './transportes.schema';

/** The server validates requests with these schemas; the field of the first issue is what its 400 names. */
const primerError = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const issue = result.issues[0];
  return { campo: v.getDotPath(issue), mensaje: issue.message };
};

describe('transportes request schemas', () => {
  const ltlAdr: CalcularVentasInput = {
    idEntidad: 9,
    tipoTrafico: 'TERRESTRE_LTL',
    origen: { idPais: ES, codigoPostal: '12006', ciudad: 'Castellón de la Plana' },
    destino: { idPais: 4, codigoPostal: '69007', ciudad: 'Lyon' },
    idIncoterm: 5,
    idServicio: 2,
    bultos: [{ idTipoBulto: 1, cantidad: 3, largoCm: 120, anchoCm: 80, altoCm: 120, pesoKg: 350 }],
    mercanciasPeligrosas: [{ idTipoMercanciaAdr: 3, pesoNetoKg: 900 }],
  };

  it('accepts the fixtures', () => {
    expect(primerError(CalcularVentasSchema, calculoLcl)).toBeUndefined();
    expect(primerError(CalcularVentasSchema, ltlAdr)).toBeUndefined();
    expect(primerError(GenerarPartidaSchema, reservaFcl)).toBeUndefined();
  });

  it('sea traffic needs ports, road traffic postal code and city', () => {
    // A missing key reports valibot's key issue; the field path is what the server's 400 names.
    expect(
      primerError(CalcularVentasSchema, { ...calculoLcl, origen: { idPais: ES, codigoPostal: '46250' } })
        ?.campo,
    ).toBe('origen.idPuerto');
    expect(
      primerError(CalcularVentasSchema, {
        ...ltlAdr,
        destino: { idPais: 4, codigoPostal: ' ', ciudad: 'Lyon' },
      }),
    ).toEqual({ campo: 'destino.codigoPostal', mensaje: 'is required' });
  });

  it('an unknown traffic type is named', () => {
    expect(primerError(CalcularVentasSchema, { ...calculoLcl, tipoTrafico: 'AEREO' })).toEqual({
      campo: 'tipoTrafico',
      mensaje: 'must be MARITIMO_FCL, MARITIMO_LCL, TERRESTRE_FTL or TERRESTRE_LTL',
    });
  });

  it('FCL needs containers, the others packages', () => {
    const { contenedores: _, ...sinContenedores } = reservaFcl as Extract<
      GenerarPartidaInput,
      { tipoTrafico: 'MARITIMO_FCL' }
    >;
    expect(primerError(GenerarPartidaSchema, sinContenedores)?.campo).toBe('contenedores');
    expect(primerError(CalcularVentasSchema, { ...calculoLcl, bultos: [] })).toEqual({
      campo: 'bultos',
      mensaje: 'must have at least one package',
    });
  });

  it('package measures must be positive and plausible', () => {
    const bulto = { idTipoBulto: 1, cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 0 };
    expect(primerError(CalcularVentasSchema, { ...calculoLcl, bultos: [bulto] })).toEqual({
      campo: 'bultos.0.pesoKg',
      mensaje: 'must be greater than 0',
    });
  });

  it('a booked reefer needs its set point; a quote does not', () => {
    const sinTemperatura = { ...reservaFcl, contenedores: [{ tipo: '40RF', cantidad: 1 }] };
    expect(primerError(GenerarPartidaSchema, sinTemperatura)).toEqual({
      campo: 'contenedores.0.temperaturaC',
      mensaje: 'is required for a 40RF reefer container',
    });
    expect(primerError(CalcularVentasSchema, sinTemperatura)).toBeUndefined();
  });

  it('a booking names each party once: a known id or a new address', () => {
    const { idExpedidor: _, ...sinExpedidor } = reservaFcl;
    expect(primerError(GenerarPartidaSchema, sinExpedidor)?.campo).toBe('idExpedidor');
    expect(
      primerError(GenerarPartidaSchema, { ...reservaFcl, idDestinatario: consignatario.id })?.campo,
    ).toBe('idDestinatario');
  });

  it('booked dangerous goods need the UN number', () => {
    const reservaAdr = {
      ...ltlAdr,
      idExpedidor: 5012,
      idDestinatario: 3302,
      fechaDisponible: '2026-02-10',
      descripcionMercancia: 'Pintura en base disolvente, 3 palés',
      mercanciasPeligrosas: [{ idTipoMercanciaAdr: 3, pesoNetoKg: 900, bultos: 3 }],
    };
    expect(primerError(GenerarPartidaSchema, reservaAdr)?.campo).toBe(
      'mercanciasPeligrosas.0.idTipoMercanciaOnu',
    );
    const conOnu = {
      ...reservaAdr,
      mercanciasPeligrosas: [{ ...reservaAdr.mercanciasPeligrosas[0]!, idTipoMercanciaOnu: 1263 }],
    };
    expect(primerError(GenerarPartidaSchema, conOnu)).toBeUndefined();
  });

  it('HS codes are 6 to 10 digits', () => {
    expect(primerError(GenerarPartidaSchema, { ...reservaFcl, partidasArancelarias: ['0805.10'] })).toEqual({
      campo: 'partidasArancelarias.0',
      mensaje: 'must be an HS code of 6 to 10 digits',
    });
  });

  it('id query parameters arrive as strings and become numbers', () => {
    expect(v.parse(PuertosQuerySchema, { idpais: '1', tipotrafico: 'MARITIMO_LCL' })).toEqual({
      idpais: 1,
      tipotrafico: 'MARITIMO_LCL',
    });
    expect(v.safeParse(PuertosQuerySchema, { idpais: 'ES', tipotrafico: 'MARITIMO_LCL' }).success).toBe(
      false,
    );
    expect(v.safeParse(PuertosQuerySchema, { idpais: 1, tipotrafico: 'TERRESTRE_FTL' }).success).toBe(false);
  });
});
