import { describe, expect, it } from 'vitest';
import { type RecordedRequest, recordingClient } from '../../test/harness';
import { CN, calculoLcl, consignatario, ES, ESVLC, reservaFcl, US } from '../../test/transportes.fixtures';
import type { Pais } from '../common.schema';
import { ExtranetValidationError } from '../errors';
import type {
  CotizacionTransporte,
  DireccionEntidad,
  EntidadTransporte,
  EstadoTransporte,
  IncotermTransporte,
  ParteConocidaTransporte,
  PartidaArancelaria,
  PartidaGenerada,
  Puerto,
  ServicioTransporte,
  TipoBultoTransporte,
  TipoMercanciaAdr,
  TipoMercanciaOnu,
} from './transportes.schema';

const expectGet = (request: RecordedRequest, path: string) => {
  expect(request.method).toBe('GET');
  expect(request.path).toBe(path);
  expect(request.headers.authorization).toBe('Bearer test-token');
  expect(request.body).toBeUndefined();
};

const expectPost = (request: RecordedRequest, path: string, body: unknown) => {
  expect(request.method).toBe('POST');
  expect(request.path).toBe(path);
  expect(request.query).toEqual({});
  expect(request.headers.authorization).toBe('Bearer test-token');
  expect(request.body).toEqual(body);
};

/** 1 800 kg gross, 5.76 m³: volume rules at sea (W/M 5.76 revenue tonnes). */
const cotizacionLcl: CotizacionTransporte = {
  tipoTrafico: 'MARITIMO_LCL',
  bultos: 4,
  pesoBrutoKg: 1800,
  volumenM3: 5.76,
  factorEstibaKgM3: 1000,
  pesoTasableKg: 5760,
  lineas: [
    {
      concepto: 'Flete marítimo LCL ESVLC–USNYC',
      cantidad: 5.76,
      unidad: 'WM',
      precioUnitario: 62,
      importe: 357.12,
    },
    { concepto: 'THC origen', cantidad: 5.76, unidad: 'WM', precioUnitario: 12.5, importe: 72 },
    { concepto: 'Despacho de exportación', cantidad: 1, unidad: 'ENVIO', precioUnitario: 85, importe: 85 },
    { concepto: 'Emisión B/L', cantidad: 1, unidad: 'ENVIO', precioUnitario: 45, importe: 45 },
  ],
  subtotal: 559.12,
  impuestos: 0,
  total: 559.12,
  moneda: 'EUR',
  diasTransito: 19,
  fechaValidez: '2026-03-31',
};

const partidaGenerada: PartidaGenerada = { id: 1202, numeroPartida: 'PT-2026-001202' };

const expedidor: ParteConocidaTransporte = {
  id: 5012,
  idCliente: 7,
  cliente: 'Frutas del Sur S.L.',
  nombre: 'Cooperativa Citrícola La Ribera',
  nif: 'ESF46011223',
  direccion: 'Polígono Industrial Els Alters, parcela 14',
  codigoPostal: '46250',
  ciudad: "L'Alcúdia",
  provincia: 'Valencia',
  idPais: ES,
  codigoPais: 'ES',
  contacto: 'Joan Martí',
  telefono: '+34 962 541 300',
  email: null,
};

const direccion: DireccionEntidad = {
  id: 7,
  nombre: 'Frutas del Sur S.L.',
  nif: 'ESB46123456',
  direccion: 'Camí de la Fonteta 12',
  codigoPostal: '46250',
  ciudad: "L'Alcúdia",
  provincia: 'Valencia',
  idPais: ES,
  codigoPais: 'ES',
  contacto: 'Marta Ferrer',
  telefono: '+34 962 540 118',
  email: 'logistica@frutasdelsur.es',
};

const entidades: EntidadTransporte[] = [
  {
    id: 7,
    codigo: 'C000712',
    nombre: 'Frutas del Sur S.L.',
    nif: 'ESB46123456',
    ciudad: "L'Alcúdia",
    codigoPais: 'ES',
    moneda: 'EUR',
  },
  {
    id: 9,
    codigo: 'C000915',
    nombre: 'Cerámicas del Mediterráneo S.A.',
    nif: 'ESA12004567',
    ciudad: 'Castellón de la Plana',
    codigoPais: 'ES',
    moneda: 'EUR',
  },
];

const estados: EstadoTransporte[] = [
  { id: 1, codigo: 'SOLICITADA', nombre: 'Solicitada', orden: 1, final: false },
  { id: 2, codigo: 'CONFIRMADA', nombre: 'Confirmada', orden: 2, final: false },
  { id: 3, codigo: 'RECOGIDA', nombre: 'Recogida', orden: 3, final: false },
  { id: 4, codigo: 'EN_TRANSITO', nombre: 'En tránsito', orden: 4, final: false },
  { id: 5, codigo: 'ENTREGADA', nombre: 'Entregada', orden: 5, final: true },
  { id: 6, codigo: 'CANCELADA', nombre: 'Cancelada', orden: 6, final: true },
];

const incoterms: IncotermTransporte[] = [
  { id: 1, codigo: 'EXW', nombre: 'Ex Works', soloMaritimo: false },
  { id: 5, codigo: 'DAP', nombre: 'Delivered at Place', soloMaritimo: false },
  { id: 9, codigo: 'FOB', nombre: 'Free on Board', soloMaritimo: true },
];

const paises: Pais[] = [
  { id: ES, codigo: 'ES', nombre: 'España' },
  { id: CN, codigo: 'CN', nombre: 'China' },
  { id: US, codigo: 'US', nombre: 'Estados Unidos' },
];

const partidasArancelarias: PartidaArancelaria[] = [
  { id: 80510, codigo: '080510', descripcion: 'Naranjas, frescas o secas' },
  { id: 805102200, codigo: '0805102200', descripcion: 'Naranjas dulces frescas, de ombligo (navel)' },
];

const puertos: Puerto[] = [
  { id: ESVLC, codigo: 'ESVLC', nombre: 'Valencia', idPais: ES },
  { id: 13, codigo: 'ESALG', nombre: 'Algeciras', idPais: ES },
  { id: 14, codigo: 'ESBCN', nombre: 'Barcelona', idPais: ES },
];

const servicios: ServicioTransporte[] = [
  { id: 1, codigo: 'STD', nombre: 'Estándar', tiposTrafico: ['MARITIMO_FCL', 'TERRESTRE_FTL'] },
  {
    id: 2,
    codigo: 'GRP',
    nombre: 'Grupaje',
    tiposTrafico: ['MARITIMO_LCL', 'TERRESTRE_LTL'],
  },
  { id: 3, codigo: 'EXP', nombre: 'Urgente', tiposTrafico: ['TERRESTRE_FTL', 'TERRESTRE_LTL'] },
];

const tiposBulto: TipoBultoTransporte[] = [
  { id: 1, codigo: 'PX', nombre: 'Palé europeo', largoCm: 120, anchoCm: 80, altoCm: null },
  { id: 2, codigo: 'PX', nombre: 'Palé americano', largoCm: 120, anchoCm: 100, altoCm: null },
  { id: 3, codigo: 'CT', nombre: 'Caja de cartón', largoCm: null, anchoCm: null, altoCm: null },
  { id: 4, codigo: 'DR', nombre: 'Bidón', largoCm: null, anchoCm: null, altoCm: null },
];

const clasesAdr: TipoMercanciaAdr[] = [
  { id: 21, clase: '2.1', descripcion: 'Gases inflamables' },
  { id: 3, clase: '3', descripcion: 'Líquidos inflamables' },
  { id: 8, clase: '8', descripcion: 'Materias corrosivas' },
  { id: 9, clase: '9', descripcion: 'Materias y objetos peligrosos diversos' },
];

const numerosOnu: TipoMercanciaOnu[] = [
  {
    id: 1203,
    numeroOnu: '1203',
    descripcion: 'Combustible para motores (gasolina)',
    clase: '3',
    grupoEmbalaje: 'II',
  },
  { id: 1263, numeroOnu: '1263', descripcion: 'Pintura', clase: '3', grupoEmbalaje: 'III' },
  { id: 1072, numeroOnu: '1072', descripcion: 'Oxígeno comprimido', clase: '2.2', grupoEmbalaje: null },
  { id: 3480, numeroOnu: '3480', descripcion: 'Baterías de ion litio', clase: '9', grupoEmbalaje: null },
];

describe('transportes', () => {
  it('calcularVentas: POST the request body, resolves the quote', async () => {
    const { client, last } = recordingClient(cotizacionLcl);
    await expect(client.transportes.calcularVentas({ body: calculoLcl })).resolves.toEqual(cotizacionLcl);
    expectPost(last(), '/api/Transportes/CalcularVentas', calculoLcl);
  });

  it('generarPartida: POST the booking body, resolves the new shipment', async () => {
    const { client, last } = recordingClient(partidaGenerada);
    await expect(client.transportes.generarPartida({ body: reservaFcl })).resolves.toEqual(partidaGenerada);
    expectPost(last(), '/api/Transportes/GenerarPartida', reservaFcl);
  });

  it('destinatariosConocidos: GET with identidad and idpais', async () => {
    const { client, last } = recordingClient([consignatario]);
    await expect(client.transportes.destinatariosConocidos({ identidad: 7, idpais: CN })).resolves.toEqual([
      consignatario,
    ]);
    expectGet(last(), '/api/Transportes/DestinatariosConocidos');
    expect(last().query).toEqual({ identidad: '7', idpais: String(CN) });
  });

  it('expedidoresConocidos: GET with identidad and idpais', async () => {
    const { client, last } = recordingClient([expedidor]);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await expect(client.transportes.expedidoresConocidos({ identidad: '7', idpais: ES })).resolves.toEqual([
      expedidor,
    ]);
    expectGet(last(), '/api/Transportes/ExpedidoresConocidos');
    expect(last().query).toEqual({ identidad: '7', idpais: String(ES) });
  });

  it('direccionEntidad: GET DireccionEntidad/{identidad}', async () => {
    const { client, last } = recordingClient(direccion);
    await expect(client.transportes.direccionEntidad({ identidad: 7 })).resolves.toEqual(direccion);
    expectGet(last(), '/api/Transportes/DireccionEntidad/7');
    expect(last().query).toEqual({});
  });

  it('direccionEntidad accepts a numeric string id', async () => {
    const { client, last } = recordingClient(direccion);
    // @ts-expect-error ids are numbers; a JavaScript caller's numeric string still works
    await client.transportes.direccionEntidad({ identidad: '7' });
    expect(last().path).toBe('/api/Transportes/DireccionEntidad/7');
  });

  it.each([
    ['entidades', '/api/Transportes/Entidades', entidades],
    ['estados', '/api/Transportes/Estados', estados],
    ['incoterms', '/api/Transportes/Incoterms', incoterms],
    ['paisesDestino', '/api/Transportes/PaisesDestino', paises],
    ['paisesOrigen', '/api/Transportes/PaisesOrigen', paises],
    ['servicios', '/api/Transportes/Servicios', servicios],
    ['tiposBulto', '/api/Transportes/TiposBulto', tiposBulto],
    ['tiposMercanciaADR', '/api/Transportes/TiposMercanciaADR', clasesAdr],
    ['tiposMercanciaONU', '/api/Transportes/TiposMercanciaONU', numerosOnu],
  ] as const)('%s: GET %s without parameters', async (method, path, fixture) => {
    const { client, last } = recordingClient(fixture);
    await expect(client.transportes[method]()).resolves.toEqual(fixture);
    expectGet(last(), path);
    expect(last().query).toEqual({});
  });

  it('partidasArancelarias: GET PartidasArancelarias/{busqueda}, URL-encoded', async () => {
    const { client, last } = recordingClient(partidasArancelarias);
    await expect(client.transportes.partidasArancelarias({ busqueda: 'naranjas 0805/10' })).resolves.toEqual(
      partidasArancelarias,
    );
    expectGet(last(), '/api/Transportes/PartidasArancelarias/naranjas%200805%2F10');
    expect(last().query).toEqual({});
  });

  it('puertos: GET with idpais and tipotrafico', async () => {
    const { client, last } = recordingClient(puertos);
    await expect(client.transportes.puertos({ idpais: ES, tipotrafico: 'MARITIMO_FCL' })).resolves.toEqual(
      puertos,
    );
    expectGet(last(), '/api/Transportes/Puertos');
    expect(last().query).toEqual({ idpais: String(ES), tipotrafico: 'MARITIMO_FCL' });
  });

  it('rejects a response that breaks the schema', async () => {
    const { client } = recordingClient([{ codigo: 'ESVLC', nombre: 'Valencia', idPais: ES }]);
    await expect(
      client.transportes.puertos({ idpais: ES, tipotrafico: 'MARITIMO_LCL' }),
    ).rejects.toBeInstanceOf(ExtranetValidationError);
  });
});
