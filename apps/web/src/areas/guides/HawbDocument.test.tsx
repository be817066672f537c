import type { Hawb } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { createTestApi, loadTestCatalog, renderWithRouter, screen } from '../../test-utils/render';
import { HawbDocument } from './HawbDocument';

const party = (nombre: string, codigoPais: string) => ({
  nombre,
  direccion: 'Calle Mayor 1',
  codigoPostal: '46001',
  ciudad: 'Valencia',
  provincia: null,
  codigoPais,
  contacto: null,
  telefono: null,
  email: null,
});

// An issued HAWB whose surcharges carry the server's English wording.
const hawb: Hawb = {
  id: 41,
  numeroHawb: 'VLC-26000041',
  numeroMawb: null,
  referenciaCliente: null,
  fechaEmision: '2026-11-20T09:00:00.000Z',
  aeropuertoOrigen: 'VLC',
  aeropuertoDestino: 'JFK',
  nombreDestinatario: 'Hudson Tile',
  totalPiezas: 1,
  pesoBrutoKg: 100,
  pesoTasableKg: 100,
  estado: 'BKD',
  estadoDescripcion: 'Booked',
  fechaUltimoEvento: '2026-11-20T09:00:00.000Z',
  idCliente: 7,
  cliente: 'FRUSUR',
  expedidor: party('Frutas del Sur', 'ES'),
  destinatario: party('Hudson Tile', 'US'),
  notificar: null,
  piezas: [
    { idTipoBulto: 3, tipoBulto: 'Carton', cantidad: 1, largoCm: 50, anchoCm: 40, altoCm: 30, pesoKg: 100 },
  ],
  descripcionMercancia: 'Oranges',
  valorDeclaradoTransporte: null,
  valorDeclaradoAduana: null,
  importeSeguro: null,
  moneda: 'EUR',
  pagoPortes: 'PP',
  idEntidadCollect: null,
  entidadCollect: null,
  incoterm: 'FCA',
  idServicio: 2,
  servicio: 'Air Standard',
  informacionManipulacion: null,
  mercanciaPeligrosa: null,
  vuelo: null,
  fechaVuelo: null,
  volumenM3: 0.06,
  pesoVolumetricoKg: 10,
  cargos: {
    claseTarifa: 'N',
    tramoPesoKg: 100,
    pesoFacturadoKg: 100,
    tarifaKg: 2.5,
    importeMinimo: 75,
    importeFlete: 250,
    recargos: [
      { codigo: 'FSC', descripcion: 'Fuel surcharge 0.85/kg', importe: 85 },
      { codigo: 'AWC', descripcion: 'Air waybill fee', importe: 35 },
      { codigo: 'XRAY', descripcion: 'Screening', importe: 5 },
    ],
    codigoPromocional: null,
    descuento: 0,
    total: 375,
    moneda: 'EUR',
  },
};

describe('<HawbDocument>', () => {
  it('names the other charges by code in the interface language, not in the server’s English', async () => {
    await loadTestCatalog('es');
    const api = createTestApi({ 'GET /api/DistribucionAerea/ObtenerHAWB/41': { body: hawb } });
    renderWithRouter(<HawbDocument id={41} issued={false} />, { api, locale: 'es' });
    expect(await screen.findByText('FSC · Recargo por combustible')).toBeTruthy();
    expect(screen.getByText('AWC · Emisión de la guía aérea')).toBeTruthy();
    expect(screen.queryByText(/Fuel surcharge|Air waybill fee/)).toBeNull();
    // A code this app does not know yet keeps the server's words rather than showing nothing.
    expect(screen.getByText('XRAY · Screening')).toBeTruthy();
    await loadTestCatalog('en');
  });
});
