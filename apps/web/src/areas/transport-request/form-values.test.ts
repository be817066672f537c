import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  emptyTransportForm,
  firstInvalidStep,
  isEmptyTransportForm,
  newPackageLine,
  STEPS,
  stepErrors,
  stepOfField,
  type TransportFormValues,
  toCalcularVentas,
  toGenerarPartida,
} from './form-values';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const TODAY = '2026-11-25';

/** A complete road LTL request, as the wizard holds it. */
function roadRequest(): TransportFormValues {
  return {
    ...emptyTransportForm(),
    step: 6,
    idEntidad: '3',
    tipoTrafico: 'TERRESTRE_LTL',
    idServicio: '1',
    origen: { idPais: '10', idPuerto: '', codigoPostal: ' 46001 ', ciudad: 'Valencia' },
    destino: { idPais: '11', idPuerto: '', codigoPostal: '75001', ciudad: 'Paris' },
    modoExpedidor: 'known',
    idExpedidor: '77',
    modoDestinatario: 'new',
    destinatario: {
      nombre: 'Le Marché SARL',
      nif: '',
      direccion: '1 rue de Rivoli',
      codigoPostal: '75001',
      ciudad: 'Paris',
      provincia: '',
      idPais: '11',
      contacto: 'Marie',
      telefono: '',
      email: 'marie@marche.fr',
    },
    idIncoterm: '5',
    fechaDisponible: '2026-12-01',
    referenciaCliente: 'PO-1',
    bultos: [
      {
        ...newPackageLine(),
        idTipoBulto: '1',
        cantidad: 10,
        largoCm: 120,
        anchoCm: 80,
        altoCm: 150,
        pesoKg: 400,
      },
    ],
    descripcionMercancia: ' Olive oil in cartons ',
    partidasArancelarias: ['150910'],
  };
}

describe('draft mapping', () => {
  it('an untouched wizard (whatever step or account) is empty; one typed letter is not', () => {
    expect(isEmptyTransportForm({ ...emptyTransportForm(), step: 3, idEntidad: '4' })).toBe(true);
    expect(isEmptyTransportForm({ ...emptyTransportForm(), referenciaCliente: 'X' })).toBe(false);
    expect(isEmptyTransportForm({ ...emptyTransportForm(), tipoTrafico: 'MARITIMO_LCL' })).toBe(false);
  });

  it('a draft survives JSON (local storage) and maps to the same body', () => {
    const values = roadRequest();
    const restored = JSON.parse(JSON.stringify(values)) as TransportFormValues;
    expect(toGenerarPartida(restored)).toEqual(toGenerarPartida(values));
    expect(restored.step).toBe(6);
  });
});

describe('the GenerarPartida body', () => {
  it('sends ids and numbers as numbers, trims, one of known id / new address, no blanks', () => {
    expect(toGenerarPartida(roadRequest())).toEqual({
      idEntidad: 3,
      tipoTrafico: 'TERRESTRE_LTL',
      idServicio: 1,
      idIncoterm: 5,
      origen: { idPais: 10, codigoPostal: '46001', ciudad: 'Valencia' },
      destino: { idPais: 11, codigoPostal: '75001', ciudad: 'Paris' },
      bultos: [{ idTipoBulto: 1, cantidad: 10, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 400 }],
      idExpedidor: 77,
      destinatario: {
        nombre: 'Le Marché SARL',
        direccion: '1 rue de Rivoli',
        codigoPostal: '75001',
        ciudad: 'Paris',
        idPais: 11,
        contacto: 'Marie',
        email: 'marie@marche.fr',
      },
      fechaDisponible: '2026-12-01',
      descripcionMercancia: 'Olive oil in cartons',
      partidasArancelarias: ['150910'],
      referenciaCliente: 'PO-1',
    });
  });

  it('sea FCL: ports, containers (set point only for reefers), blank package lines left out', () => {
    const values: TransportFormValues = {
      ...roadRequest(),
      tipoTrafico: 'MARITIMO_FCL',
      origen: { idPais: '10', idPuerto: '100', codigoPostal: '', ciudad: '' },
      destino: { idPais: '12', idPuerto: '200', codigoPostal: '', ciudad: 'Shanghai' },
      contenedores: [
        { uid: 'a', tipo: '40RF', cantidad: 1, temperaturaC: 4 },
        { uid: 'b', tipo: '20DV', cantidad: 2, temperaturaC: 7 },
      ],
      bultos: [newPackageLine()],
    };
    const body = toGenerarPartida(values);
    expect(body).toMatchObject({
      origen: { idPais: 10, idPuerto: 100 },
      destino: { idPais: 12, idPuerto: 200, ciudad: 'Shanghai' },
      contenedores: [
        { tipo: '40RF', cantidad: 1, temperaturaC: 4 },
        { tipo: '20DV', cantidad: 2 },
      ],
    });
    expect(body).not.toHaveProperty('bultos');
    expect(stepErrors(STEPS.indexOf('cargo'), values, i18n, TODAY)).toEqual({});
  });

  it('the quote body keeps only what prices the request', () => {
    const quote = toCalcularVentas({
      ...roadRequest(),
      peligrosa: true,
      mercanciasPeligrosas: [
        {
          uid: 'x',
          idTipoMercanciaAdr: '3',
          idTipoMercanciaOnu: '',
          pesoNetoKg: 50,
          bultos: 2,
          nombreTecnico: 'x',
        },
      ],
    });
    expect(Object.keys(quote).sort()).toEqual(
      [
        'bultos',
        'destino',
        'idEntidad',
        'idIncoterm',
        'idServicio',
        'mercanciasPeligrosas',
        'origen',
        'tipoTrafico',
      ].sort(),
    );
    expect(quote.mercanciasPeligrosas).toEqual([{ idTipoMercanciaAdr: 3, pesoNetoKg: 50 }]);
  });
});

describe('step validation', () => {
  it('a complete request passes every step', () => {
    const values = roadRequest();
    for (let step = 0; step < STEPS.length; step++) expect(stepErrors(step, values, i18n, TODAY)).toEqual({});
    expect(firstInvalidStep(values, i18n)).toBe(-1);
  });

  it('checks only the fields of the step, in plain words, against the SDK schema', () => {
    const empty = emptyTransportForm();
    expect(stepErrors(0, empty, i18n, TODAY)).toEqual({ tipoTrafico: 'Choose one' });
    const road = { ...roadRequest(), origen: { idPais: '', idPuerto: '', codigoPostal: '', ciudad: '' } };
    expect(stepErrors(1, road, i18n, TODAY)).toEqual({
      'origen.idPais': 'Required',
      'origen.codigoPostal': 'Required',
      'origen.ciudad': 'Required',
    });
    // A blank origin does not stop the goods step.
    expect(stepErrors(5, road, i18n, TODAY)).toEqual({});
    expect(firstInvalidStep(road, i18n)).toBe(1);
  });

  it('asks for a known party or a new address at once, and a ready date from today', () => {
    const values = { ...roadRequest(), idExpedidor: '', fechaDisponible: '2026-11-01' };
    expect(stepErrors(2, values, i18n, TODAY)).toEqual({ idExpedidor: 'Choose one, or enter a new address' });
    expect(stepErrors(3, values, i18n, TODAY)).toEqual({ fechaDisponible: 'Today or later' });
  });

  it('package and HS errors land on their line', () => {
    const values = roadRequest();
    values.bultos = [{ ...values.bultos[0]!, pesoKg: '' }];
    values.partidasArancelarias = ['0805'];
    expect(stepErrors(4, values, i18n, TODAY)).toEqual({ 'bultos.0.pesoKg': 'Required' });
    expect(Object.keys(stepErrors(5, values, i18n, TODAY))).toEqual(['partidasArancelarias.0']);
  });

  it('a server refusal goes to the step of its field', () => {
    expect(stepOfField('fechaDisponible')).toBe(3);
    expect(stepOfField('bultos.0.pesoKg')).toBe(4);
    expect(stepOfField('destinatario.idPais')).toBe(2);
    expect(stepOfField('origen.idPuerto')).toBe(1);
    expect(stepOfField('unknown')).toBe(0);
  });
});
