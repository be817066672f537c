import type { CodigoEstadoTransporte, CodigoIncoterm, TipoTrafico } from '@extranet/sdk/schemas';

// Look-ups of the transport-request form (Transportes): statuses, incoterms, services, package types,
// dangerous-goods classes, and what pricing needs to know about countries and ports.

export const ESTADOS_TRANSPORTE: readonly {
  codigo: CodigoEstadoTransporte;
  nombre: string;
  final: boolean;
}[] = [
  { codigo: 'SOLICITADA', nombre: 'Solicitada', final: false },
  { codigo: 'CONFIRMADA', nombre: 'Confirmada', final: false },
  { codigo: 'RECOGIDA', nombre: 'Recogida', final: false },
  { codigo: 'EN_TRANSITO', nombre: 'En tránsito', final: false },
  { codigo: 'ENTREGADA', nombre: 'Entregada', final: true },
  { codigo: 'CANCELADA', nombre: 'Cancelada', final: true },
];

/** Incoterms® 2020: the seven rules for any mode, then the four for sea and inland waterway. */
export const INCOTERMS_TRANSPORTE: readonly {
  codigo: CodigoIncoterm;
  nombre: string;
  soloMaritimo: boolean;
}[] = [
  { codigo: 'EXW', nombre: 'Ex Works', soloMaritimo: false },
  { codigo: 'FCA', nombre: 'Free Carrier', soloMaritimo: false },
  { codigo: 'CPT', nombre: 'Carriage Paid To', soloMaritimo: false },
  { codigo: 'CIP', nombre: 'Carriage and Insurance Paid To', soloMaritimo: false },
  { codigo: 'DAP', nombre: 'Delivered at Place', soloMaritimo: false },
  { codigo: 'DPU', nombre: 'Delivered at Place Unloaded', soloMaritimo: false },
  { codigo: 'DDP', nombre: 'Delivered Duty Paid', soloMaritimo: false },
  { codigo: 'FAS', nombre: 'Free Alongside Ship', soloMaritimo: true },
  { codigo: 'FOB', nombre: 'Free on Board', soloMaritimo: true },
  { codigo: 'CFR', nombre: 'Cost and Freight', soloMaritimo: true },
  { codigo: 'CIF', nombre: 'Cost, Insurance and Freight', soloMaritimo: true },
];

const SEA: TipoTrafico[] = ['MARITIMO_FCL', 'MARITIMO_LCL'];
const ROAD: TipoTrafico[] = ['TERRESTRE_FTL', 'TERRESTRE_LTL'];

/** Service levels: `factorFlete` multiplies the freight rate, `ajusteDias` moves the transit time. */
export const SERVICIOS_TRANSPORTE: readonly {
  codigo: string;
  nombre: string;
  tiposTrafico: TipoTrafico[];
  factorFlete: number;
  ajusteDias: number;
}[] = [
  { codigo: 'EST', nombre: 'Estándar', tiposTrafico: [...SEA, ...ROAD], factorFlete: 1, ajusteDias: 0 },
  {
    codigo: 'DIR',
    nombre: 'Marítimo directo (sin transbordo)',
    tiposTrafico: SEA,
    factorFlete: 1.12,
    ajusteDias: -3,
  },
  {
    codigo: 'ECO',
    nombre: 'Económico',
    tiposTrafico: ['MARITIMO_LCL', 'TERRESTRE_LTL'],
    factorFlete: 0.9,
    ajusteDias: 3,
  },
  {
    codigo: 'EXP',
    nombre: 'Exprés (doble conductor)',
    tiposTrafico: ROAD,
    factorFlete: 1.35,
    ajusteDias: -1,
  },
  { codigo: 'TEMP', nombre: 'Temperatura controlada', tiposTrafico: ROAD, factorFlete: 1.25, ajusteDias: 0 },
];

/** Package types, UN/ECE Recommendation 21 codes; dimensions where the type has a standard one. */
export const TIPOS_BULTO_TRANSPORTE: readonly {
  codigo: string;
  nombre: string;
  largoCm: number | null;
  anchoCm: number | null;
  altoCm: number | null;
}[] = [
  { codigo: 'PX', nombre: 'Palé europeo (EUR 1)', largoCm: 120, anchoCm: 80, altoCm: null },
  { codigo: 'OC', nombre: 'Palé CHEP 120 × 100', largoCm: 120, anchoCm: 100, altoCm: null },
  { codigo: 'AF', nombre: 'Medio palé 80 × 60', largoCm: 80, anchoCm: 60, altoCm: null },
  { codigo: 'AH', nombre: 'Palé 110 × 100', largoCm: 110, anchoCm: 100, altoCm: null },
  { codigo: 'OE', nombre: 'Palé ISO T11 (110 × 110)', largoCm: 110, anchoCm: 110, altoCm: null },
  { codigo: 'CT', nombre: 'Caja de cartón', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'BX', nombre: 'Caja', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'CS', nombre: 'Caja de madera', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'CR', nombre: 'Jaula / cajón de madera', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'DR', nombre: 'Bidón de 200 l', largoCm: 59, anchoCm: 59, altoCm: 88 },
  { codigo: 'WA', nombre: 'Contenedor IBC de 1 000 l', largoCm: 120, anchoCm: 100, altoCm: 116 },
  { codigo: 'JC', nombre: 'Jerricán', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'CK', nombre: 'Barrica', largoCm: 95, anchoCm: 70, altoCm: 70 },
  { codigo: 'CY', nombre: 'Botella de gas (cilindro)', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'BG', nombre: 'Bolsa', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'SA', nombre: 'Saco', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'JB', nombre: 'Big bag (saco a granel)', largoCm: 90, anchoCm: 90, altoCm: 110 },
  { codigo: 'RO', nombre: 'Rollo', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'BE', nombre: 'Haz / atado', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'BL', nombre: 'Bala comprimida', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'PK', nombre: 'Paquete', largoCm: null, anchoCm: null, altoCm: null },
  { codigo: 'NE', nombre: 'Sin embalar', largoCm: null, anchoCm: null, altoCm: null },
];

/** UN dangerous-goods classes and divisions (ADR / IMDG). */
export const CLASES_ADR: readonly { clase: string; descripcion: string }[] = [
  { clase: '1.1', descripcion: 'Explosivos con riesgo de explosión en masa' },
  { clase: '1.2', descripcion: 'Explosivos con riesgo de proyección' },
  { clase: '1.3', descripcion: 'Explosivos con riesgo de incendio y de pequeña proyección' },
  { clase: '1.4', descripcion: 'Explosivos que no presentan riesgo considerable' },
  { clase: '1.5', descripcion: 'Explosivos muy poco sensibles con riesgo de explosión en masa' },
  { clase: '1.6', descripcion: 'Objetos extremadamente poco sensibles' },
  { clase: '2.1', descripcion: 'Gases inflamables' },
  { clase: '2.2', descripcion: 'Gases no inflamables, no tóxicos' },
  { clase: '2.3', descripcion: 'Gases tóxicos' },
  { clase: '3', descripcion: 'Líquidos inflamables' },
  { clase: '4.1', descripcion: 'Sólidos inflamables, materias autorreactivas y explosivos desensibilizados' },
  { clase: '4.2', descripcion: 'Materias que pueden experimentar inflamación espontánea' },
  { clase: '4.3', descripcion: 'Materias que, al contacto con el agua, desprenden gases inflamables' },
  { clase: '5.1', descripcion: 'Materias comburentes' },
  { clase: '5.2', descripcion: 'Peróxidos orgánicos' },
  { clase: '6.1', descripcion: 'Materias tóxicas' },
  { clase: '6.2', descripcion: 'Materias infecciosas' },
  { clase: '7', descripcion: 'Materias radiactivas' },
  { clase: '8', descripcion: 'Materias corrosivas' },
  { clase: '9', descripcion: 'Materias y objetos peligrosos diversos (incluidas baterías de litio)' },
];

/**
 * Per country: the road network it belongs to (trucks run between countries of one region; null: no
 * road service), EU customs-union membership and the VAT rate on domestic freight transport.
 * Countries of the shared geo list missing here get no road service and 0 % VAT.
 */
export const PAISES_TRANSPORTE: Readonly<
  Record<string, { regionCarretera: string | null; unionAduanera: boolean; ivaPct: number }>
> = {
  ES: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 21 },
  PT: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 23 },
  FR: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 20 },
  DE: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 19 },
  IT: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 22 },
  NL: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 21 },
  BE: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 21 },
  AT: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 20 },
  CZ: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 21 },
  PL: { regionCarretera: 'EUROPA', unionAduanera: true, ivaPct: 23 },
  CH: { regionCarretera: 'EUROPA', unionAduanera: false, ivaPct: 8.1 },
  GB: { regionCarretera: 'EUROPA', unionAduanera: false, ivaPct: 20 },
  MA: { regionCarretera: 'EUROPA', unionAduanera: false, ivaPct: 14 },
  TR: { regionCarretera: 'EUROPA', unionAduanera: false, ivaPct: 20 },
  US: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 0 },
  CA: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 5 },
  MX: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 16 },
  GT: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 12 },
  CR: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 13 },
  PA: { regionCarretera: 'NORTEAMERICA', unionAduanera: false, ivaPct: 7 },
  // No road across the Darién Gap: Colombia belongs to the South American network.
  CO: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 19 },
  EC: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 15 },
  PE: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 18 },
  CL: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 19 },
  AR: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 21 },
  BR: { regionCarretera: 'SUDAMERICA', unionAduanera: false, ivaPct: 12 },
  AE: { regionCarretera: 'GOLFO', unionAduanera: false, ivaPct: 5 },
  QA: { regionCarretera: 'GOLFO', unionAduanera: false, ivaPct: 0 },
  CN: { regionCarretera: 'CHINA', unionAduanera: false, ivaPct: 9 },
  HK: { regionCarretera: 'CHINA', unionAduanera: false, ivaPct: 0 },
  IN: { regionCarretera: null, unionAduanera: false, ivaPct: 12 },
  JP: { regionCarretera: null, unionAduanera: false, ivaPct: 10 },
  KR: { regionCarretera: null, unionAduanera: false, ivaPct: 10 },
  SG: { regionCarretera: null, unionAduanera: false, ivaPct: 9 },
  VN: { regionCarretera: null, unionAduanera: false, ivaPct: 10 },
  ZA: { regionCarretera: null, unionAduanera: false, ivaPct: 15 },
};

/** The currency a customer account is quoted in: euro in the euro area, US dollar elsewhere. */
export const monedaDePais = (codigoPais: string): string =>
  ['ES', 'PT', 'FR', 'DE', 'IT', 'NL', 'BE', 'AT'].includes(codigoPais) ? 'EUR' : 'USD';

export const TIPOS_CAMBIO: readonly { moneda: string; porEur: number }[] = [
  { moneda: 'EUR', porEur: 1 },
  { moneda: 'USD', porEur: 1.08 },
  { moneda: 'GBP', porEur: 0.85 },
  { moneda: 'CHF', porEur: 0.94 },
];

// ---------------------------------------------------------------------------------------------------
// Ports: sea-tariff zone and LCL service

/**
 * Sea-tariff zones by port: MEDW West Mediterranean, MEDE East Mediterranean, IBAT Iberian Atlantic,
 * NEUR North Europe, CARI Caribbean and Panama, WCLA West coast of Latin America, ECSA East coast of
 * South America, USEC/USGC/USWC US coasts, FEA Far East, SEA South-East Asia, ISC Indian
 * subcontinent, MEG Middle East Gulf, SAF Southern Africa. A port missing here prices by distance.
 */
export const ZONAS_PUERTO: Readonly<Record<string, string>> = {
  ESVLC: 'MEDW',
  ESBCN: 'MEDW',
  ESALG: 'MEDW',
  ESTAR: 'MEDW',
  ESCAS: 'MEDW',
  FRFOS: 'MEDW',
  ITGOA: 'MEDW',
  ITSPE: 'MEDW',
  MAPTM: 'MEDW',
  TRMER: 'MEDE',
  ESBIO: 'IBAT',
  ESVGO: 'IBAT',
  ESLCG: 'IBAT',
  PTLEI: 'IBAT',
  PTSIE: 'IBAT',
  FRLEH: 'NEUR',
  DEHAM: 'NEUR',
  DEBRV: 'NEUR',
  NLRTM: 'NEUR',
  BEANR: 'NEUR',
  GBFXT: 'NEUR',
  PABLB: 'CARI',
  PAMIT: 'CARI',
  PACTB: 'CARI',
  COCTG: 'CARI',
  MXVER: 'CARI',
  COBUN: 'WCLA',
  MXZLO: 'WCLA',
  ECGYE: 'WCLA',
  PECLL: 'WCLA',
  CLSAI: 'WCLA',
  BRSSZ: 'ECSA',
  ARBUE: 'ECSA',
  USNYC: 'USEC',
  USSAV: 'USEC',
  USMIA: 'USEC',
  USHOU: 'USGC',
  USLAX: 'USWC',
  USLGB: 'USWC',
  CNSHA: 'FEA',
  CNNGB: 'FEA',
  CNYTN: 'FEA',
  CNTAO: 'FEA',
  HKHKG: 'FEA',
  KRPUS: 'FEA',
  JPTYO: 'FEA',
  SGSIN: 'SEA',
  VNSGN: 'SEA',
  INNSA: 'ISC',
  AEJEA: 'MEG',
  ZADUR: 'SAF',
};

/** Ports without a groupage (CFS) service: FCL only. */
export const PUERTOS_SOLO_FCL: ReadonlySet<string> = new Set([
  'ESTAR',
  'ESCAS',
  'ESLCG',
  'PTSIE',
  'DEBRV',
  'ITSPE',
  'PACTB',
  'USLGB',
]);

// ---------------------------------------------------------------------------------------------------
// Spanish postal codes: the first two digits are the province

/** Province by postal-code prefix, with its capital's coordinates. */
export const PROVINCIAS_ES: readonly {
  prefijo: string;
  provincia: string;
  capital: string;
  lat: number;
  lon: number;
}[] = [
  { prefijo: '01', provincia: 'Álava', capital: 'Vitoria-Gasteiz', lat: 42.85, lon: -2.67 },
  { prefijo: '02', provincia: 'Albacete', capital: 'Albacete', lat: 38.99, lon: -1.86 },
  { prefijo: '03', provincia: 'Alicante', capital: 'Alicante', lat: 38.35, lon: -0.48 },
  { prefijo: '04', provincia: 'Almería', capital: 'Almería', lat: 36.84, lon: -2.46 },
  { prefijo: '05', provincia: 'Ávila', capital: 'Ávila', lat: 40.66, lon: -4.7 },
  { prefijo: '06', provincia: 'Badajoz', capital: 'Badajoz', lat: 38.88, lon: -6.97 },
  { prefijo: '07', provincia: 'Illes Balears', capital: 'Palma', lat: 39.57, lon: 2.65 },
  { prefijo: '08', provincia: 'Barcelona', capital: 'Barcelona', lat: 41.39, lon: 2.17 },
  { prefijo: '09', provincia: 'Burgos', capital: 'Burgos', lat: 42.34, lon: -3.7 },
  { prefijo: '10', provincia: 'Cáceres', capital: 'Cáceres', lat: 39.47, lon: -6.37 },
  { prefijo: '11', provincia: 'Cádiz', capital: 'Cádiz', lat: 36.53, lon: -6.29 },
  { prefijo: '12', provincia: 'Castellón', capital: 'Castellón de la Plana', lat: 39.99, lon: -0.05 },
  { prefijo: '13', provincia: 'Ciudad Real', capital: 'Ciudad Real', lat: 38.99, lon: -3.93 },
  { prefijo: '14', provincia: 'Córdoba', capital: 'Córdoba', lat: 37.89, lon: -4.78 },
  { prefijo: '15', provincia: 'A Coruña', capital: 'A Coruña', lat: 43.36, lon: -8.41 },
  { prefijo: '16', provincia: 'Cuenca', capital: 'Cuenca', lat: 40.07, lon: -2.14 },
  { prefijo: '17', provincia: 'Girona', capital: 'Girona', lat: 41.98, lon: 2.82 },
  { prefijo: '18', provincia: 'Granada', capital: 'Granada', lat: 37.18, lon: -3.6 },
  { prefijo: '19', provincia: 'Guadalajara', capital: 'Guadalajara', lat: 40.63, lon: -3.17 },
  { prefijo: '20', provincia: 'Gipuzkoa', capital: 'Donostia-San Sebastián', lat: 43.32, lon: -1.98 },
  { prefijo: '21', provincia: 'Huelva', capital: 'Huelva', lat: 37.26, lon: -6.95 },
  { prefijo: '22', provincia: 'Huesca', capital: 'Huesca', lat: 42.14, lon: -0.41 },
  { prefijo: '23', provincia: 'Jaén', capital: 'Jaén', lat: 37.77, lon: -3.79 },
  { prefijo: '24', provincia: 'León', capital: 'León', lat: 42.6, lon: -5.57 },
  { prefijo: '25', provincia: 'Lleida', capital: 'Lleida', lat: 41.62, lon: 0.62 },
  { prefijo: '26', provincia: 'La Rioja', capital: 'Logroño', lat: 42.47, lon: -2.45 },
  { prefijo: '27', provincia: 'Lugo', capital: 'Lugo', lat: 43.01, lon: -7.56 },
  { prefijo: '28', provincia: 'Madrid', capital: 'Madrid', lat: 40.42, lon: -3.7 },
  { prefijo: '29', provincia: 'Málaga', capital: 'Málaga', lat: 36.72, lon: -4.42 },
  { prefijo: '30', provincia: 'Murcia', capital: 'Murcia', lat: 37.98, lon: -1.13 },
  { prefijo: '31', provincia: 'Navarra', capital: 'Pamplona', lat: 42.81, lon: -1.65 },
  { prefijo: '32', provincia: 'Ourense', capital: 'Ourense', lat: 42.34, lon: -7.86 },
  { prefijo: '33', provincia: 'Asturias', capital: 'Oviedo', lat: 43.36, lon: -5.85 },
  { prefijo: '34', provincia: 'Palencia', capital: 'Palencia', lat: 42.01, lon: -4.53 },
  { prefijo: '35', provincia: 'Las Palmas', capital: 'Las Palmas de Gran Canaria', lat: 28.12, lon: -15.43 },
  { prefijo: '36', provincia: 'Pontevedra', capital: 'Pontevedra', lat: 42.43, lon: -8.64 },
  { prefijo: '37', provincia: 'Salamanca', capital: 'Salamanca', lat: 40.97, lon: -5.66 },
  {
    prefijo: '38',
    provincia: 'Santa Cruz de Tenerife',
    capital: 'Santa Cruz de Tenerife',
    lat: 28.46,
    lon: -16.25,
  },
  { prefijo: '39', provincia: 'Cantabria', capital: 'Santander', lat: 43.46, lon: -3.8 },
  { prefijo: '40', provincia: 'Segovia', capital: 'Segovia', lat: 40.95, lon: -4.12 },
  { prefijo: '41', provincia: 'Sevilla', capital: 'Sevilla', lat: 37.39, lon: -5.98 },
  { prefijo: '42', provincia: 'Soria', capital: 'Soria', lat: 41.76, lon: -2.46 },
  { prefijo: '43', provincia: 'Tarragona', capital: 'Tarragona', lat: 41.12, lon: 1.25 },
  { prefijo: '44', provincia: 'Teruel', capital: 'Teruel', lat: 40.34, lon: -1.11 },
  { prefijo: '45', provincia: 'Toledo', capital: 'Toledo', lat: 39.86, lon: -4.02 },
  { prefijo: '46', provincia: 'Valencia', capital: 'Valencia', lat: 39.47, lon: -0.38 },
  { prefijo: '47', provincia: 'Valladolid', capital: 'Valladolid', lat: 41.65, lon: -4.72 },
  { prefijo: '48', provincia: 'Bizkaia', capital: 'Bilbao', lat: 43.26, lon: -2.93 },
  { prefijo: '49', provincia: 'Zamora', capital: 'Zamora', lat: 41.5, lon: -5.75 },
  { prefijo: '50', provincia: 'Zaragoza', capital: 'Zaragoza', lat: 41.65, lon: -0.88 },
  { prefijo: '51', provincia: 'Ceuta', capital: 'Ceuta', lat: 35.89, lon: -5.32 },
  { prefijo: '52', provincia: 'Melilla', capital: 'Melilla', lat: 35.29, lon: -2.94 },
];

export const provinciaEs = (codigoPostal: string) =>
  PROVINCIAS_ES.find((p) => p.prefijo === codigoPostal.slice(0, 2));

/** Lower-case ASCII letters and digits separated by single spaces: how names and descriptions are matched. */
export const normalizarBusqueda = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
