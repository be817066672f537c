import type { CatalogoItem, Pais } from '../src/common.schema';
import type {
  Aeropuerto,
  CalculoTarifaAereaInput,
  CodigoPostal,
  ControlHawb,
  EntidadAerea,
  EntidadCollect,
  FinalizarHawbInput,
  Hawb,
  HawbEmitida,
  HawbResumen,
  LineaEstadoCuenta,
  LiquidacionAerea,
  ParteConocidaHawb,
  PromocionAerea,
  ReciboAlmacenHawb,
  ServicioAereo,
  SolicitudSuministrosCreada,
  SolicitudSuministrosInput,
  SolicitudSuministrosResumen,
  TarifaAerea,
} from '../src/controllers/distribucionAerea.schema';

// Payloads of the distribucionAerea calls as the server sends them, for distribucionAerea.test.ts.

export const aeropuertos: Aeropuerto[] = [
  { id: 12, codigoIata: 'MAD', nombre: 'Adolfo Suárez Madrid-Barajas', ciudad: 'Madrid', codigoPais: 'ES' },
  {
    id: 31,
    codigoIata: 'BCN',
    nombre: 'Josep Tarradellas Barcelona-El Prat',
    ciudad: 'Barcelona',
    codigoPais: 'ES',
  },
];
export const aeropuertosUS: Aeropuerto[] = [
  {
    id: 201,
    codigoIata: 'JFK',
    nombre: 'John F. Kennedy International',
    ciudad: 'New York',
    codigoPais: 'US',
  },
  { id: 202, codigoIata: 'MIA', nombre: 'Miami International', ciudad: 'Miami', codigoPais: 'US' },
];

export const promocion: PromocionAerea = {
  codigo: 'AIR10',
  descripcion: '10 % off air freight to the USA',
  descuentoPorcentaje: 10,
  validoHasta: '2026-06-30',
};

// 4 cartons 60×40×50 cm at 18.5 kg and one pallet 120×80×110 cm at 210 kg.
const piezas = [
  { cantidad: 4, largoCm: 60, anchoCm: 40, altoCm: 50, pesoKg: 18.5 },
  { cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 110, pesoKg: 210 },
];

export const calculo: CalculoTarifaAereaInput = {
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  idServicio: 2,
  piezas,
  codigoPromocional: 'AIR10',
  idEntidad: 7,
};

// 284 kg gross, 1.536 m³ → 256 kg volumetric, 284 kg chargeable; +100 rate 2.45 gives 695.80, the
// +300 break at 300 kg × 2.05 = 615.00 is cheaper, so that is charged.
const liquidacion: LiquidacionAerea = {
  claseTarifa: 'Q',
  tramoPesoKg: 300,
  pesoFacturadoKg: 300,
  tarifaKg: 2.05,
  importeMinimo: 75,
  importeFlete: 615,
  recargos: [
    { codigo: 'FSC', descripcion: 'Fuel surcharge 0.85/kg', importe: 241.4 },
    { codigo: 'SSC', descripcion: 'Security surcharge 0.15/kg', importe: 42.6 },
    { codigo: 'AWC', descripcion: 'Air waybill fee', importe: 25 },
  ],
  codigoPromocional: 'AIR10',
  descuento: 61.5,
  total: 862.5,
  moneda: 'EUR',
};

export const tarifa: TarifaAerea = {
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  idServicio: 2,
  servicio: 'Air Standard',
  diasTransito: 2,
  totalPiezas: 5,
  pesoBrutoKg: 284,
  volumenM3: 1.536,
  pesoVolumetricoKg: 256,
  pesoTasableKg: 284,
  ...liquidacion,
};

export const expedidor = {
  nombre: 'Cerámicas Levante S.A.',
  direccion: 'Calle de la Industria 14, Pol. Ind. Las Mercedes',
  codigoPostal: '28022',
  ciudad: 'Madrid',
  provincia: 'Madrid',
  codigoPais: 'ES',
  contacto: 'Lucía Navarro',
  telefono: '+34 913 204 455',
  email: 'export@ceramicaslevante.es',
};
const destinatario = {
  nombre: 'Hudson Tile Distributors Inc.',
  direccion: '145 Meadow Lane',
  codigoPostal: '11430',
  ciudad: 'Jamaica',
  provincia: 'NY',
  codigoPais: 'US',
  contacto: 'Mark Ellison',
  telefono: '+1 718 555 0199',
  email: 'imports@hudsontile.com',
};

export const finalizar: FinalizarHawbInput = {
  idEntidad: 7,
  referenciaCliente: 'PO-55120',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  expedidor,
  destinatario,
  piezas: [
    { idTipoBulto: 3, ...piezas[0]! },
    { idTipoBulto: 5, ...piezas[1]! },
  ],
  descripcionMercancia: 'Ceramic floor tiles, 5 packages',
  valorDeclaradoAduana: 12480,
  importeSeguro: 12480,
  moneda: 'EUR',
  pagoPortes: 'PP',
  incoterm: 'FCA',
  idServicio: 2,
  informacionManipulacion: 'Fragile. Do not stack the pallet.',
  codigoPromocional: 'AIR10',
};

export const hawbEmitida: HawbEmitida = { id: 5310, numeroHawb: 'MAD-26005310' };

export const hawbResumen: HawbResumen = {
  id: 5310,
  numeroHawb: 'MAD-26005310',
  numeroMawb: '075-12345675',
  referenciaCliente: 'PO-55120',
  fechaEmision: '2026-02-09T10:15:00.000Z',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  nombreDestinatario: 'Hudson Tile Distributors Inc.',
  totalPiezas: 5,
  pesoBrutoKg: 284,
  pesoTasableKg: 284,
  estado: 'DEP',
  estadoDescripcion: 'Departed',
  fechaUltimoEvento: '2026-02-11T11:40:00.000Z',
  idCliente: 7,
  cliente: 'Cerámicas Levante S.A.',
};

export const hawb: Hawb = {
  ...hawbResumen,
  expedidor,
  destinatario,
  notificar: null,
  piezas: [
    { idTipoBulto: 3, tipoBulto: 'Carton', ...piezas[0]! },
    { idTipoBulto: 5, tipoBulto: 'Pallet', ...piezas[1]! },
  ],
  descripcionMercancia: 'Ceramic floor tiles, 5 packages',
  valorDeclaradoTransporte: null,
  valorDeclaradoAduana: 12480,
  importeSeguro: 12480,
  moneda: 'EUR',
  pagoPortes: 'PP',
  idEntidadCollect: null,
  entidadCollect: null,
  incoterm: 'FCA',
  idServicio: 2,
  servicio: 'Air Standard',
  informacionManipulacion: 'Fragile. Do not stack the pallet.',
  mercanciaPeligrosa: null,
  vuelo: 'IB6251',
  fechaVuelo: '2026-02-11T11:40:00.000Z',
  volumenM3: 1.536,
  pesoVolumetricoKg: 256,
  cargos: liquidacion,
};

export const control: ControlHawb = {
  id: 5310,
  numeroHawb: 'MAD-26005310',
  numeroMawb: '075-12345675',
  aeropuertoOrigen: 'MAD',
  aeropuertoDestino: 'JFK',
  estado: 'DEP',
  estadoDescripcion: 'Departed',
  totalPiezas: 5,
  pesoBrutoKg: 284,
  eventos: [
    evento(1, 'BKD', 'Booked', 'MAD', 'IB6251', '2026-02-09T10:15:00.000Z'),
    evento(2, 'RCS', 'Received from shipper', 'MAD', null, '2026-02-10T08:05:00.000Z'),
    evento(3, 'MAN', 'Manifested', 'MAD', 'IB6251', '2026-02-11T07:30:00.000Z'),
    evento(4, 'DEP', 'Departed', 'MAD', 'IB6251', '2026-02-11T11:40:00.000Z'),
  ],
};

function evento(
  id: number,
  codigo: ControlHawb['estado'],
  descripcion: string,
  aeropuerto: string,
  vuelo: string | null,
  fecha: string,
): ControlHawb['eventos'][number] {
  return { id, codigo, descripcion, aeropuerto, vuelo, piezas: 5, pesoKg: 284, fecha };
}

export const recibo: ReciboAlmacenHawb = {
  id: 880,
  idHawb: 5310,
  numeroHawb: 'MAD-26005310',
  numeroRecibo: 'WR-MAD-2026-000880',
  fechaRecepcion: '2026-02-10T08:05:00.000Z',
  recibidoPor: 'J. Ortega',
  almacen: 'MAD Cargo City, Nave 3',
  aeropuerto: 'MAD',
  piezasDeclaradas: 5,
  piezasRecibidas: 5,
  pesoDeclaradoKg: 284,
  pesoMedidoKg: 286.5,
  volumenM3: 1.5648,
  pesoVolumetricoKg: 260.8,
  pesoTasableKg: 287,
  dimensiones: [
    { cantidad: 4, largoCm: 60, anchoCm: 40, altoCm: 50, pesoKg: 18.6 },
    { cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 113, pesoKg: 212.1 },
  ],
  discrepancias: [
    { tipo: 'DIFERENCIA_PESO', descripcion: 'Gross weight 286.5 kg measured vs 284 kg declared' },
    { tipo: 'DIFERENCIA_MEDIDAS', descripcion: 'Pallet height 113 cm measured vs 110 cm declared' },
  ],
  observaciones: 'Shrink wrap torn on one corner, re-wrapped at reception.',
};

export const suministros: SolicitudSuministrosInput = {
  idEntidad: 7,
  articulos: [
    { codigo: 'LABEL', cantidad: 200 },
    { codigo: 'AWB_POUCH', cantidad: 50 },
    { codigo: 'OTHER', descripcion: 'Lithium battery handling labels', cantidad: 20 },
  ],
  direccionEntrega: {
    direccion: 'Calle de la Industria 14, Pol. Ind. Las Mercedes',
    codigoPostal: '28022',
    ciudad: 'Madrid',
    codigoPais: 'ES',
  },
  contacto: 'Lucía Navarro',
  telefono: '+34 913 204 455',
  comentarios: 'Loading dock 2, mornings only.',
};

export const suministrosCreada: SolicitudSuministrosCreada = { id: 412, numeroSolicitud: 'SUM-2026-000412' };

export const solicitudes: SolicitudSuministrosResumen[] = [
  {
    id: 412,
    numeroSolicitud: 'SUM-2026-000412',
    fecha: '2026-02-12T09:00:00.000Z',
    numeroArticulos: 3,
    estado: 'ENVIADA',
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
];

export const codigosPostales: CodigoPostal[] = [
  { codigoPostal: '28022', ciudad: 'Madrid', provincia: 'Madrid', idPais: 1 },
  { codigoPostal: '28023', ciudad: 'Madrid', provincia: 'Madrid', idPais: 1 },
];

export const parte: ParteConocidaHawb = { id: 91, ...destinatario };

export const entidadesCollect: EntidadCollect[] = [
  {
    id: 44,
    codigo: 'HTD-NY',
    nombre: 'Hudson Tile Distributors Inc.',
    nif: '13-4455120',
    ciudad: 'Jamaica',
    codigoPais: 'US',
  },
];

export const servicios: ServicioAereo[] = [
  { id: 1, codigo: 'EXP', nombre: 'Air Express', diasTransito: 1 },
  { id: 2, codigo: 'STD', nombre: 'Air Standard', diasTransito: 2 },
  { id: 3, codigo: 'CON', nombre: 'Air Consolidated', diasTransito: 5 },
];

export const entidades: EntidadAerea[] = [
  {
    id: 7,
    codigo: 'CLEV',
    nombre: 'Cerámicas Levante S.A.',
    nif: 'A46123456',
    ciudad: 'Madrid',
    codigoPais: 'ES',
    aeropuertoHabitual: 'MAD',
  },
];

export const lineasCuenta: LineaEstadoCuenta[] = [
  {
    id: 9001,
    fecha: '2026-02-12',
    tipoDocumento: 'FACTURA',
    numeroDocumento: 'FA-2026-001187',
    concepto: 'Air freight MAD-JFK HAWB MAD-26005310',
    numeroHawb: 'MAD-26005310',
    debe: 862.5,
    haber: 0,
    saldo: 862.5,
    moneda: 'EUR',
    fechaVencimiento: '2026-03-14',
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
  {
    id: 9002,
    fecha: '2026-03-10',
    tipoDocumento: 'COBRO',
    numeroDocumento: 'CB-2026-000311',
    concepto: 'Bank transfer',
    numeroHawb: null,
    debe: 0,
    haber: 862.5,
    saldo: 0,
    moneda: 'EUR',
    fechaVencimiento: null,
    idCliente: 7,
    cliente: 'Cerámicas Levante S.A.',
  },
];

export const incoterms: CatalogoItem[] = [
  { id: 1, codigo: 'EXW', nombre: 'Ex Works' },
  { id: 2, codigo: 'FCA', nombre: 'Free Carrier' },
  { id: 3, codigo: 'CPT', nombre: 'Carriage Paid To' },
];
export const tiposBulto: CatalogoItem[] = [
  { id: 3, codigo: 'CT', nombre: 'Carton' },
  { id: 5, codigo: 'PX', nombre: 'Pallet' },
  { id: 6, codigo: 'CR', nombre: 'Crate' },
];
export const paises: Pais[] = [
  { id: 1, codigo: 'ES', nombre: 'Spain' },
  { id: 2, codigo: 'US', nombre: 'United States' },
];
