import { FinalizarHawbSchema } from '@extranet/sdk/schemas';
import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { completePieceLines, pieceTotals } from '../../components/Tariff/weights';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../forms/drafts';
import {
  emptyHawbForm,
  type HawbFormValues,
  isEmptyHawbForm,
  newHawbPiece,
  partyFromKnown,
  STEPS,
  stepErrors,
  stepOfField,
  toFinalizarRequest,
} from './form-values';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** A HAWB filled in as a customer would, every step done. */
function filled(): HawbFormValues {
  return {
    ...emptyHawbForm(),
    step: 5,
    idEntidad: '3',
    idServicio: '2',
    referenciaCliente: '  PO-77 ',
    expedidor: {
      nombre: 'Frutas del Sur SL',
      direccion: 'Camino de la Vega 4',
      codigoPostal: '46001',
      ciudad: 'Valencia',
      provincia: 'Valencia',
      codigoPais: 'es',
      contacto: '',
      telefono: '+34 960 000 000',
      email: '',
    },
    destinatario: {
      nombre: 'Fresh Imports Inc',
      direccion: '1 Harbor Rd',
      codigoPostal: '',
      ciudad: 'Miami',
      provincia: '',
      codigoPais: 'US',
      contacto: 'Joe',
      telefono: '',
      email: 'joe@fresh.example',
    },
    aeropuertoOrigen: 'vlc',
    aeropuertoDestino: 'MIA',
    piezas: [
      {
        ...newHawbPiece(),
        idTipoBulto: '3',
        cantidad: 2,
        largoCm: 120,
        anchoCm: 80,
        altoCm: 100,
        pesoKg: 150,
      },
    ],
    descripcionMercancia: 'Fresh citrus fruit',
    incoterm: 'FCA',
    valorDeclaradoAduana: 4200,
  };
}

describe('toFinalizarRequest', () => {
  it('maps the form to the body of Finalizar: numbers, codes in capitals, blanks left out', () => {
    const body = toFinalizarRequest(filled());
    expect(body).toEqual({
      idEntidad: 3,
      referenciaCliente: 'PO-77',
      aeropuertoOrigen: 'VLC',
      aeropuertoDestino: 'MIA',
      expedidor: {
        nombre: 'Frutas del Sur SL',
        direccion: 'Camino de la Vega 4',
        codigoPostal: '46001',
        ciudad: 'Valencia',
        provincia: 'Valencia',
        codigoPais: 'ES',
        telefono: '+34 960 000 000',
      },
      destinatario: {
        nombre: 'Fresh Imports Inc',
        direccion: '1 Harbor Rd',
        ciudad: 'Miami',
        codigoPais: 'US',
        contacto: 'Joe',
        email: 'joe@fresh.example',
      },
      piezas: [{ idTipoBulto: 3, cantidad: 2, largoCm: 120, anchoCm: 80, altoCm: 100, pesoKg: 150 }],
      descripcionMercancia: 'Fresh citrus fruit',
      valorDeclaradoAduana: 4200,
      moneda: 'EUR',
      pagoPortes: 'PP',
      incoterm: 'FCA',
      idServicio: 2,
    });
    expect(v.safeParse(FinalizarHawbSchema, body).success).toBe(true);
  });

  it('sends the collect entity only for collect charges, and dangerous goods only when declared', () => {
    const values = { ...filled(), idEntidadCollect: '9', codigoPromocional: ' AIR10 ' };
    expect(toFinalizarRequest(values)).not.toHaveProperty('idEntidadCollect');
    expect(toFinalizarRequest(values).codigoPromocional).toBe('AIR10');
    expect(toFinalizarRequest({ ...values, pagoPortes: 'CC' }).idEntidadCollect).toBe(9);
    const dg = { ...values, mercanciaPeligrosa: { numeroOnu: '3480', clase: '9' } };
    expect(toFinalizarRequest(dg)).not.toHaveProperty('mercanciaPeligrosa');
    expect(toFinalizarRequest({ ...dg, peligrosa: true }).mercanciaPeligrosa).toEqual({
      numeroOnu: '3480',
      clase: '9',
    });
  });

  it('fills a party from the address book', () => {
    expect(
      partyFromKnown({
        id: 4,
        nombre: 'A',
        direccion: 'B',
        codigoPostal: null,
        ciudad: 'C',
        provincia: null,
        codigoPais: 'FR',
        contacto: null,
        telefono: '1',
        email: null,
      }),
    ).toEqual({
      nombre: 'A',
      direccion: 'B',
      codigoPostal: '',
      ciudad: 'C',
      provincia: '',
      codigoPais: 'FR',
      contacto: '',
      telefono: '1',
      email: '',
    });
  });
});

describe('step validation', () => {
  it('checks only the fields of the step the user is on', () => {
    const empty = emptyHawbForm();
    expect(Object.keys(stepErrors(empty, 0, i18n)).sort()).toEqual(['idEntidad', 'idServicio']);
    const parties = stepErrors(empty, 1, i18n);
    expect(parties['expedidor.nombre']).toBe('Required');
    expect(parties['destinatario.ciudad']).toBe('Required');
    expect(Object.keys(parties).every((path) => /^(expedidor|destinatario)\./.test(path))).toBe(true);
    expect(Object.keys(stepErrors(empty, 2, i18n)).sort()).toEqual(['aeropuertoDestino', 'aeropuertoOrigen']);
    const goods = stepErrors(empty, 3, i18n);
    expect(goods).toHaveProperty('piezas.0.idTipoBulto');
    expect(goods).toHaveProperty('piezas.0.pesoKg');
    expect(goods).toHaveProperty('descripcionMercancia', 'Required');
    expect(goods).toHaveProperty('incoterm');
  });

  it('asks for the collect entity on collect, and for different airports', () => {
    const values = { ...filled(), pagoPortes: 'CC' as const };
    expect(stepErrors(values, 1, i18n)).toEqual({ idEntidadCollect: 'Required for collect (CC) charges' });
    expect(stepErrors({ ...values, idEntidadCollect: '5' }, 1, i18n)).toEqual({});
    expect(stepErrors({ ...filled(), aeropuertoDestino: 'VLC' }, 2, i18n)).toEqual({
      aeropuertoDestino: 'Must differ from the departure airport',
    });
  });

  it('finds nothing wrong with a complete HAWB, and the review step checks every field', () => {
    for (let step = 0; step < STEPS.length; step++) expect(stepErrors(filled(), step, i18n)).toEqual({});
    expect(Object.keys(stepErrors(emptyHawbForm(), STEPS.length - 1, i18n)).length).toBeGreaterThan(8);
  });

  it('sends a server refusal to the step that asks for the field', () => {
    expect(stepOfField('idServicio')).toBe(0);
    expect(stepOfField('idEntidadCollect')).toBe(1);
    expect(stepOfField('expedidor.codigoPostal')).toBe(1);
    expect(stepOfField('aeropuertoDestino')).toBe(2);
    expect(stepOfField('piezas.0.idTipoBulto')).toBe(3);
    expect(stepOfField('incoterm')).toBe(3);
    expect(stepOfField('codigoPromocional')).toBe(4);
    expect(stepOfField('somethingElse')).toBe(5);
  });
});

describe('live weights', () => {
  it('counts only complete piece lines, with the simulator’s volumetric and chargeable weight', () => {
    const values = filled();
    values.piezas.push({ ...newHawbPiece(), largoCm: 50 });
    const totals = pieceTotals(completePieceLines(values.piezas));
    expect(totals.pieces).toBe(2);
    expect(totals.grossKg).toBe(300);
    expect(totals.volumetricKg).toBe(320);
    expect(totals.chargeableKg).toBe(320);
    expect(totals.byVolume).toBe(true);
  });
});

describe('draft', () => {
  beforeEach(() => localStorage.clear());

  it('is not worth keeping while only what the wizard fills by itself is there', () => {
    expect(isEmptyHawbForm(emptyHawbForm())).toBe(true);
    expect(
      isEmptyHawbForm({
        ...emptyHawbForm(),
        step: 1,
        idEntidad: '3',
        idServicio: '1',
        aeropuertoOrigen: 'VLC',
        expedidor: { ...emptyHawbForm().expedidor, codigoPais: 'ES' },
      }),
    ).toBe(true);
    expect(isEmptyHawbForm({ ...emptyHawbForm(), referenciaCliente: 'PO-1' })).toBe(false);
    expect(isEmptyHawbForm({ ...emptyHawbForm(), aeropuertoDestino: 'MIA' })).toBe(false);
  });

  it('keeps the values and the step for its user only, through a JSON round trip', () => {
    const key = draftKey('hawb', 'demo');
    writeDraft(key, filled(), 1000);
    const draft = readDraft<HawbFormValues>(key);
    expect(draft?.values.step).toBe(5);
    expect(toFinalizarRequest(draft!.values)).toEqual(toFinalizarRequest(filled()));
    expect(readDraft(draftKey('hawb', 'admin'))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });
});
