import type { ModoTransporte } from '@extranet/sdk/schemas';

/**
 * What each demo customer ships, where to and how: the trade lanes (mode, direction, origin and
 * destination codes of src/reference/geo.ts, weight), the goods and the customer's home city. The
 * shipment seed draws from these so that, say, the Valencia fruit exporter sends reefers to New York
 * and trucks to Germany, and the Colón free-zone importer receives boxes from Shanghai.
 */

/** UN/ECE Rec. 21 package types used by the seed. */
export const TIPOS_BULTO = {
  PX: 'Pallet',
  CT: 'Carton',
  CR: 'Crate',
  DR: 'Drum',
  BG: 'Bag',
  BX: 'Box',
  IBC: 'Intermediate bulk container',
} as const;
export type TipoBultoCodigo = keyof typeof TIPOS_BULTO;

export interface Mercancia {
  descripcion: string;
  /** HS heading (6 digits). */
  hs: string;
  bulto: TipoBultoCodigo;
  /** Customs value per kg (EUR, or USD outside the EU: the same order of magnitude). */
  valorKg: number;
  /** Import duty rate in percent. */
  arancel: number;
  /** Travels refrigerated (40RF containers, reefer trucks). */
  refrigerada?: boolean;
  /** Dense cargo: 20' containers, weight-limited trucks. */
  densa?: boolean;
  /** Dangerous goods UN number. */
  onu?: string;
}

export type Direccion = 'EXP' | 'IMP';

export interface Ruta {
  modo: ModoTransporte;
  /** EXP: from the customer's side; IMP: to it (decides shipper/consignee and customs). */
  dir: Direccion;
  origenes: readonly string[];
  destinos: readonly string[];
  /** Relative weight among the customer's lanes. */
  peso: number;
  /** Share of sea groupage (LCL) or road groupage (LTL) on this lane. */
  grupaje?: number;
}

export interface PerfilComercial {
  /** Road city (UN/LOCODE) of the customer's premises: pickups and deliveries by truck. */
  ciudad: string | null;
  /** Customer reference format: prefix before a number. */
  prefijoReferencia: string;
  rutas: readonly Ruta[];
  mercancias: readonly Mercancia[];
}

const EU_ROAD_WEST = [
  'FRPAR',
  'FRLIO',
  'FRTLS',
  'FRBOD',
  'DEFRA',
  'DEMUC',
  'DESTR',
  'DEDUS',
  'ITMIL',
  'BEBRU',
  'NLRTM',
];
const ASIA_PORTS = ['CNSHA', 'CNNGB', 'CNYTN', 'CNTAO', 'HKHKG', 'SGSIN', 'KRPUS', 'VNSGN'];

export const PERFILES: Readonly<Record<string, PerfilComercial>> = {
  FRUSUR: {
    ciudad: 'ESVLC',
    prefijoReferencia: 'FS-PED-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESVLC'],
        destinos: ['USNYC', 'USSAV', 'AEJEA', 'HKHKG', 'SGSIN', 'CNSHA', 'BRSSZ', 'GBFXT'],
        peso: 34,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESVLC', 'ESMJV'],
        destinos: [...EU_ROAD_WEST, 'DEHAM', 'PLWAW', 'CZPRG', 'ATVIE', 'CHBSL'],
        peso: 44,
        grupaje: 0.2,
      },
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['VLC', 'MAD'],
        destinos: ['DXB', 'DOH', 'HKG', 'SIN', 'JFK'],
        peso: 8,
      },
      { modo: 'MARITIMO', dir: 'IMP', origenes: ['CLSAI', 'ZADUR', 'PECLL'], destinos: ['ESVLC'], peso: 14 },
    ],
    mercancias: [
      {
        descripcion: 'Fresh oranges (Navel Late), 15 kg cartons',
        hs: '080510',
        bulto: 'PX',
        valorKg: 0.9,
        arancel: 3.2,
        refrigerada: true,
      },
      {
        descripcion: 'Fresh mandarins (Clemenules), 10 kg cartons',
        hs: '080521',
        bulto: 'PX',
        valorKg: 1.2,
        arancel: 3.2,
        refrigerada: true,
      },
      {
        descripcion: 'Persimmons (Rojo Brillante), 5 kg trays',
        hs: '081070',
        bulto: 'PX',
        valorKg: 1.6,
        arancel: 8.8,
        refrigerada: true,
      },
      {
        descripcion: 'Fresh lemons (Verna), 18 kg cartons',
        hs: '080550',
        bulto: 'PX',
        valorKg: 1.1,
        arancel: 6.4,
        refrigerada: true,
      },
      {
        descripcion: 'Pomegranates (Mollar de Elche)',
        hs: '081090',
        bulto: 'PX',
        valorKg: 2.2,
        arancel: 8.8,
        refrigerada: true,
      },
    ],
  },
  TEXMED: {
    ciudad: 'ESBCN',
    prefijoReferencia: 'TXM-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNSHA', 'CNNGB', 'CNYTN', 'VNSGN', 'INNSA', 'TRMER'],
        destinos: ['ESBCN', 'ESVLC'],
        peso: 42,
        grupaje: 0.3,
      },
      {
        modo: 'AEREO',
        dir: 'IMP',
        origenes: ['PVG', 'HKG', 'BOM', 'IST'],
        destinos: ['BCN', 'MAD'],
        peso: 16,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESBCN'],
        destinos: ['FRPAR', 'FRLIO', 'ITMIL', 'PTLIS', 'PTOPO', 'DEDUS', 'ESMAD'],
        peso: 30,
        grupaje: 0.6,
      },
      {
        modo: 'TERRESTRE',
        dir: 'IMP',
        origenes: ['PTOPO', 'ITMIL'],
        destinos: ['ESBCN'],
        peso: 12,
        grupaje: 0.5,
      },
    ],
    mercancias: [
      { descripcion: "Men's cotton T-shirts, knitted", hs: '610910', bulto: 'CT', valorKg: 16, arancel: 12 },
      { descripcion: 'Denim fabric, 98% cotton, rolls', hs: '520942', bulto: 'BG', valorKg: 7, arancel: 8 },
      {
        descripcion: "Women's dresses of synthetic fibres",
        hs: '620444',
        bulto: 'CT',
        valorKg: 28,
        arancel: 12,
      },
      { descripcion: 'Bed linen of cotton', hs: '630231', bulto: 'CT', valorKg: 11, arancel: 12 },
      { descripcion: 'Knitted pullovers of wool', hs: '611011', bulto: 'CT', valorKg: 35, arancel: 12 },
    ],
  },
  AUTOIB: {
    ciudad: 'ESZAZ',
    prefijoReferencia: '45',
    rutas: [
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESZAZ'],
        destinos: ['FRPAR', 'FRTLS', 'DESTR', 'DEMUC', 'ITTRN', 'PLWAW', 'CZPRG', 'PTOPO', 'ESVIT'],
        peso: 46,
        grupaje: 0.35,
      },
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESVLC', 'ESBCN'],
        destinos: ['MXVER', 'USHOU', 'BRSSZ', 'MAPTM', 'TRMER'],
        peso: 20,
      },
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNSHA', 'KRPUS', 'JPTYO'],
        destinos: ['ESBCN', 'ESVLC'],
        peso: 16,
        grupaje: 0.3,
      },
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['ZAZ', 'MAD'],
        destinos: ['MEX', 'BJX', 'GDL', 'DFW', 'GRU'],
        peso: 12,
      },
      { modo: 'TERRESTRE', dir: 'IMP', origenes: ['DESTR', 'FRLIO', 'ITTRN'], destinos: ['ESZAZ'], peso: 6 },
    ],
    mercancias: [
      {
        descripcion: 'Brake discs and pads for passenger cars',
        hs: '870830',
        bulto: 'PX',
        valorKg: 6,
        arancel: 3,
        densa: true,
      },
      {
        descripcion: 'Gearbox components, machined',
        hs: '870840',
        bulto: 'CR',
        valorKg: 14,
        arancel: 3,
        densa: true,
      },
      { descripcion: 'Wiring harnesses for vehicles', hs: '854430', bulto: 'CT', valorKg: 22, arancel: 3.7 },
      { descripcion: 'Seat frames, steel', hs: '940190', bulto: 'PX', valorKg: 5, arancel: 2.7 },
      { descripcion: 'Aluminium alloy wheels', hs: '870870', bulto: 'PX', valorKg: 9, arancel: 4.5 },
    ],
  },
  VINRIO: {
    ciudad: 'ESVIT',
    prefijoReferencia: 'BRA-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESBIO', 'ESVLC'],
        destinos: ['USNYC', 'USHOU', 'CNSHA', 'JPTYO', 'MXVER', 'BRSSZ', 'GBFXT'],
        peso: 46,
        grupaje: 0.4,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESVIT'],
        destinos: ['DEHAM', 'DEDUS', 'NLRTM', 'BEBRU', 'FRPAR', 'CHBSL', 'ESMAD', 'ESBCN'],
        peso: 46,
        grupaje: 0.5,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['BIO', 'MAD'], destinos: ['JFK', 'PVG', 'HKG'], peso: 8 },
    ],
    mercancias: [
      {
        descripcion: 'Red wine D.O.Ca. Rioja Reserva, 75 cl bottles',
        hs: '220421',
        bulto: 'PX',
        valorKg: 7.5,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Red wine D.O.Ca. Rioja Crianza, 75 cl bottles',
        hs: '220421',
        bulto: 'PX',
        valorKg: 4.8,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'White wine D.O.Ca. Rioja, 75 cl bottles',
        hs: '220421',
        bulto: 'PX',
        valorKg: 4.2,
        arancel: 0,
        densa: true,
      },
    ],
  },
  FARAND: {
    ciudad: 'ESSVQ',
    prefijoReferencia: 'FA',
    rutas: [
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['SVQ', 'MAD'],
        destinos: ['PTY', 'BOG', 'MEX', 'GRU', 'JNB', 'DXB', 'LIM', 'UIO', 'SCL'],
        peso: 40,
      },
      {
        modo: 'AEREO',
        dir: 'IMP',
        origenes: ['FRA', 'BOM', 'PVG', 'JFK'],
        destinos: ['MAD', 'SVQ'],
        peso: 20,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESSVQ'],
        destinos: ['PTLIS', 'ESMAD', 'ESBCN', 'FRPAR', 'DEFRA', 'ITBLQ'],
        peso: 26,
        grupaje: 0.6,
      },
      { modo: 'MARITIMO', dir: 'EXP', origenes: ['ESALG'], destinos: ['BRSSZ', 'MXVER', 'COCTG'], peso: 14 },
    ],
    mercancias: [
      {
        descripcion: 'Medicaments in measured doses (2–8 °C)',
        hs: '300490',
        bulto: 'BX',
        valorKg: 180,
        arancel: 0,
        refrigerada: true,
      },
      {
        descripcion: 'Vaccines for human medicine (2–8 °C)',
        hs: '300241',
        bulto: 'BX',
        valorKg: 420,
        arancel: 0,
        refrigerada: true,
      },
      {
        descripcion: 'Active pharmaceutical ingredients',
        hs: '294200',
        bulto: 'DR',
        valorKg: 95,
        arancel: 0,
      },
      { descripcion: 'Generic tablets, blister packs', hs: '300490', bulto: 'CT', valorKg: 60, arancel: 0 },
    ],
  },
  CERCAS: {
    ciudad: 'ESCAS',
    prefijoReferencia: 'CC/',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESCAS', 'ESVLC'],
        destinos: ['USHOU', 'USNYC', 'AEJEA', 'MAPTM', 'COCTG', 'PACTB', 'ZADUR', 'BRSSZ', 'INNSA', 'GBFXT'],
        peso: 56,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESCAS'],
        destinos: ['FRPAR', 'FRLIO', 'ITMIL', 'DEMUC', 'PTLIS', 'BEBRU', 'ESMAD'],
        peso: 40,
        grupaje: 0.25,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['VLC'], destinos: ['DXB', 'JFK'], peso: 4 },
    ],
    mercancias: [
      {
        descripcion: 'Glazed porcelain floor tiles 60×60 cm',
        hs: '690721',
        bulto: 'PX',
        valorKg: 0.7,
        arancel: 5,
        densa: true,
      },
      {
        descripcion: 'Ceramic wall tiles 30×90 cm',
        hs: '690722',
        bulto: 'PX',
        valorKg: 0.8,
        arancel: 5,
        densa: true,
      },
      {
        descripcion: 'Ceramic frits and glazes',
        hs: '320720',
        bulto: 'BG',
        valorKg: 1.1,
        arancel: 5.3,
        densa: true,
      },
    ],
  },
  ACEJAE: {
    ciudad: 'ESSVQ',
    prefijoReferencia: 'OJ',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESALG', 'ESVLC'],
        destinos: ['USNYC', 'CNSHA', 'BRSSZ', 'JPTYO', 'MXVER', 'AEJEA'],
        peso: 56,
        grupaje: 0.2,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESSVQ', 'ESAGP'],
        destinos: ['FRPAR', 'ITMIL', 'DEFRA', 'PTLIS', 'ESMAD', 'ESBCN'],
        peso: 40,
        grupaje: 0.4,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['MAD'], destinos: ['NRT', 'JFK'], peso: 4 },
    ],
    mercancias: [
      {
        descripcion: 'Extra virgin olive oil, 5 l PET bottles',
        hs: '150920',
        bulto: 'PX',
        valorKg: 6.5,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Extra virgin olive oil in flexitank / IBC',
        hs: '150920',
        bulto: 'IBC',
        valorKg: 5.2,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Table olives (Manzanilla), cans',
        hs: '200570',
        bulto: 'PX',
        valorKg: 2.4,
        arancel: 12.8,
        densa: true,
      },
    ],
  },
  ELENOR: {
    ciudad: 'ESBIO',
    prefijoReferencia: 'EN-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNYTN', 'CNSHA', 'KRPUS', 'HKHKG', 'SGSIN'],
        destinos: ['ESBIO'],
        peso: 44,
        grupaje: 0.35,
      },
      {
        modo: 'AEREO',
        dir: 'IMP',
        origenes: ['HKG', 'PVG', 'ICN', 'NRT'],
        destinos: ['BIO', 'MAD'],
        peso: 30,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESBIO'],
        destinos: ['FRBOD', 'FRPAR', 'DEFRA', 'ESMAD', 'ESBCN'],
        peso: 26,
        grupaje: 0.6,
      },
    ],
    mercancias: [
      { descripcion: 'Printed circuit assemblies', hs: '853400', bulto: 'CT', valorKg: 85, arancel: 0 },
      { descripcion: 'LED drivers and power supplies', hs: '850440', bulto: 'CT', valorKg: 40, arancel: 2.7 },
      {
        descripcion: 'Lithium-ion battery packs',
        hs: '850760',
        bulto: 'CT',
        valorKg: 30,
        arancel: 2.7,
        onu: '3480',
      },
      { descripcion: 'Industrial sensors', hs: '902690', bulto: 'CT', valorKg: 120, arancel: 0 },
    ],
  },
  MODGAL: {
    ciudad: 'ESLCG',
    prefijoReferencia: 'MG',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNSHA', 'CNNGB', 'VNSGN', 'INNSA', 'TRMER'],
        destinos: ['ESLCG', 'ESVGO'],
        peso: 36,
        grupaje: 0.4,
      },
      {
        modo: 'AEREO',
        dir: 'IMP',
        origenes: ['PVG', 'HKG', 'BOM', 'IST'],
        destinos: ['ZAZ', 'MAD'],
        peso: 24,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESLCG'],
        destinos: ['PTOPO', 'PTLIS', 'FRPAR', 'ESMAD', 'ESBCN', 'ITMIL'],
        peso: 40,
        grupaje: 0.5,
      },
    ],
    mercancias: [
      {
        descripcion: "Women's blouses of man-made fibres",
        hs: '620640',
        bulto: 'CT',
        valorKg: 30,
        arancel: 12,
      },
      { descripcion: 'Leather handbags', hs: '420221', bulto: 'CT', valorKg: 70, arancel: 3 },
      { descripcion: 'Footwear with rubber soles', hs: '640299', bulto: 'CT', valorKg: 22, arancel: 17 },
      { descripcion: "Men's trousers of cotton", hs: '620342', bulto: 'CT', valorKg: 20, arancel: 12 },
    ],
  },
  QUITAR: {
    ciudad: 'ESTAR',
    prefijoReferencia: 'QT',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ESTAR'],
        destinos: ['USHOU', 'BRSSZ', 'INNSA', 'TRMER', 'MAPTM', 'CNSHA'],
        peso: 40,
      },
      { modo: 'MARITIMO', dir: 'IMP', origenes: ['USHOU', 'AEJEA', 'NLRTM'], destinos: ['ESTAR'], peso: 24 },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ESTAR'],
        destinos: ['FRLIO', 'DEDUS', 'ITMIL', 'BEANR', 'ESMAD'],
        peso: 36,
        grupaje: 0.3,
      },
    ],
    mercancias: [
      {
        descripcion: 'Polypropylene granules',
        hs: '390210',
        bulto: 'BG',
        valorKg: 1.3,
        arancel: 6.5,
        densa: true,
      },
      {
        descripcion: 'Ethanol, undenatured',
        hs: '220710',
        bulto: 'IBC',
        valorKg: 0.9,
        arancel: 0,
        densa: true,
        onu: '1170',
      },
      {
        descripcion: 'Resins and adhesives, flammable',
        hs: '350691',
        bulto: 'DR',
        valorKg: 3.1,
        arancel: 6.5,
        onu: '1133',
      },
      { descripcion: 'Epoxide resins', hs: '390730', bulto: 'DR', valorKg: 3.6, arancel: 6.5, densa: true },
    ],
  },
  CORLUS: {
    ciudad: 'PTOPO',
    prefijoReferencia: 'CL',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['PTLEI'],
        destinos: ['USNYC', 'CLSAI', 'ARBUE', 'ZADUR', 'CNSHA', 'BRSSZ'],
        peso: 40,
        grupaje: 0.35,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['PTOPO'],
        destinos: ['FRBOD', 'ITMIL', 'FRPAR', 'ESMAD', 'ESVIT', 'DEFRA'],
        peso: 55,
        grupaje: 0.4,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['OPO'], destinos: ['JFK', 'GRU'], peso: 5 },
    ],
    mercancias: [
      { descripcion: 'Natural cork stoppers', hs: '450310', bulto: 'BG', valorKg: 14, arancel: 4.7 },
      {
        descripcion: 'Technical cork stoppers (agglomerated)',
        hs: '450490',
        bulto: 'BG',
        valorKg: 8,
        arancel: 4.7,
      },
      { descripcion: 'Cork flooring tiles', hs: '450490', bulto: 'PX', valorKg: 5, arancel: 4.7 },
    ],
  },
  VINBOR: {
    ciudad: 'FRBOD',
    prefijoReferencia: 'VB',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['FRLEH', 'FRFOS'],
        destinos: ['USNYC', 'CNSHA', 'HKHKG', 'JPTYO', 'SGSIN'],
        peso: 50,
        grupaje: 0.45,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['FRBOD'],
        destinos: ['BEBRU', 'NLRTM', 'DEHAM', 'CHBSL', 'ESMAD', 'ESBCN'],
        peso: 40,
        grupaje: 0.5,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['CDG', 'BOD'], destinos: ['HKG', 'JFK', 'PVG'], peso: 10 },
    ],
    mercancias: [
      {
        descripcion: 'Red wine A.O.C. Bordeaux, 75 cl bottles',
        hs: '220421',
        bulto: 'PX',
        valorKg: 9,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Red wine A.O.C. Saint-Émilion Grand Cru, wooden cases',
        hs: '220421',
        bulto: 'CR',
        valorKg: 38,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Sweet white wine A.O.C. Sauternes',
        hs: '220421',
        bulto: 'PX',
        valorKg: 22,
        arancel: 0,
        densa: true,
      },
    ],
  },
  MASSCH: {
    ciudad: 'DESTR',
    prefijoReferencia: 'MS-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['DEHAM', 'DEBRV', 'NLRTM', 'BEANR'],
        destinos: ['USNYC', 'USHOU', 'CNSHA', 'INNSA', 'BRSSZ', 'MXVER'],
        peso: 40,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['DESTR'],
        destinos: ['ESBCN', 'ESMAD', 'FRLIO', 'ITMIL', 'PLWAW', 'CZPRG', 'ATVIE'],
        peso: 44,
        grupaje: 0.3,
      },
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['STR', 'FRA'],
        destinos: ['ORD', 'PVG', 'ICN', 'BOM', 'MEX'],
        peso: 16,
      },
    ],
    mercancias: [
      {
        descripcion: 'CNC milling machines',
        hs: '845961',
        bulto: 'CR',
        valorKg: 28,
        arancel: 0,
        densa: true,
      },
      { descripcion: 'Spare parts for machine tools', hs: '846693', bulto: 'BX', valorKg: 45, arancel: 1.2 },
      { descripcion: 'Hydraulic presses', hs: '846231', bulto: 'CR', valorKg: 18, arancel: 0, densa: true },
    ],
  },
  MOBBRI: {
    ciudad: 'ITMIL',
    prefijoReferencia: 'MB',
    rutas: [
      { modo: 'TERRESTRE', dir: 'IMP', origenes: ['ESVLC', 'ESCAS'], destinos: ['ITMIL'], peso: 35 },
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['ITGOA', 'ITSPE'],
        destinos: ['USNYC', 'USMIA', 'AEJEA', 'CNSHA', 'USLAX'],
        peso: 40,
        grupaje: 0.4,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['ITMIL'],
        destinos: ['FRPAR', 'DEMUC', 'CHBSL', 'ATVIE', 'ESBCN'],
        peso: 25,
        grupaje: 0.5,
      },
    ],
    mercancias: [
      {
        descripcion: 'Melamine-faced particle board',
        hs: '441011',
        bulto: 'PX',
        valorKg: 0.6,
        arancel: 7,
        densa: true,
      },
      { descripcion: 'Upholstered sofas', hs: '940161', bulto: 'CT', valorKg: 12, arancel: 0 },
      { descripcion: 'Wooden dining tables and chairs', hs: '940360', bulto: 'CT', valorKg: 9, arancel: 0 },
    ],
  },
  HOLTEC: {
    ciudad: 'NLEIN',
    prefijoReferencia: 'HT',
    rutas: [
      {
        modo: 'AEREO',
        dir: 'IMP',
        origenes: ['PVG', 'ICN', 'HKG', 'NRT', 'SIN'],
        destinos: ['AMS', 'LGG'],
        peso: 35,
      },
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNSHA', 'KRPUS', 'SGSIN', 'CNYTN'],
        destinos: ['NLRTM', 'BEANR'],
        peso: 35,
        grupaje: 0.3,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['NLEIN'],
        destinos: ['DEMUC', 'DESTR', 'FRPAR', 'ESBCN', 'PLWAW', 'ITMIL'],
        peso: 30,
        grupaje: 0.6,
      },
    ],
    mercancias: [
      { descripcion: 'Semiconductor wafers and dies', hs: '854231', bulto: 'BX', valorKg: 900, arancel: 0 },
      {
        descripcion: 'Optical components for lithography',
        hs: '900290',
        bulto: 'CR',
        valorKg: 400,
        arancel: 0,
      },
      { descripcion: 'Precision linear motion guides', hs: '848299', bulto: 'CT', valorKg: 60, arancel: 2.7 },
    ],
  },
  CAFALT: {
    ciudad: 'PADAV',
    prefijoReferencia: 'CA-',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['PABLB', 'PAMIT'],
        destinos: ['USNYC', 'USLGB', 'JPTYO', 'KRPUS', 'ESVLC', 'DEHAM', 'BEANR'],
        peso: 58,
      },
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['PTY'],
        destinos: ['JFK', 'MIA', 'NRT', 'ICN', 'AMS', 'MAD'],
        peso: 25,
      },
      { modo: 'TERRESTRE', dir: 'EXP', origenes: ['PADAV'], destinos: ['PAPTY', 'CRSJO', 'PAONX'], peso: 17 },
    ],
    mercancias: [
      {
        descripcion: 'Green coffee Geisha, 30 kg GrainPro bags',
        hs: '090111',
        bulto: 'BG',
        valorKg: 45,
        arancel: 0,
      },
      {
        descripcion: 'Green coffee arabica SHB, 69 kg jute bags',
        hs: '090111',
        bulto: 'BG',
        valorKg: 6.5,
        arancel: 0,
        densa: true,
      },
      {
        descripcion: 'Roasted coffee beans, 1 kg bags',
        hs: '090121',
        bulto: 'CT',
        valorKg: 24,
        arancel: 7.5,
      },
    ],
  },
  IMPCOL: {
    ciudad: 'PAONX',
    prefijoReferencia: 'ZL',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ['CNSHA', 'CNYTN', 'HKHKG', 'SGSIN', 'USMIA', 'KRPUS'],
        destinos: ['PAMIT', 'PACTB'],
        peso: 50,
        grupaje: 0.35,
      },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['PAONX'],
        destinos: ['CRSJO', 'GTGUA', 'PAPTY', 'PADAV'],
        peso: 35,
        grupaje: 0.4,
      },
      { modo: 'AEREO', dir: 'IMP', origenes: ['MIA', 'PVG', 'HKG'], destinos: ['PTY'], peso: 15 },
      // Cross-trade: bought in Asia, sold to South America, shipped direct without touching Panama.
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['CNSHA', 'HKHKG'],
        destinos: ['COCTG', 'ECGYE', 'PECLL'],
        peso: 8,
      },
    ],
    mercancias: [
      { descripcion: 'Mobile phones and accessories', hs: '851713', bulto: 'CT', valorKg: 150, arancel: 0 },
      { descripcion: 'Perfumes and toilet waters', hs: '330300', bulto: 'CT', valorKg: 45, arancel: 10 },
      { descripcion: 'Sports footwear', hs: '640411', bulto: 'CT', valorKg: 25, arancel: 15 },
      { descripcion: 'Household appliances', hs: '851660', bulto: 'PX', valorKg: 9, arancel: 10 },
    ],
  },
  FLOSAB: {
    ciudad: null,
    prefijoReferencia: 'FLS',
    rutas: [
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['BOG', 'MDE'],
        destinos: ['MIA', 'JFK', 'AMS', 'MAD', 'LAX', 'NRT', 'YYZ'],
        peso: 82,
      },
      { modo: 'MARITIMO', dir: 'EXP', origenes: ['COCTG'], destinos: ['USMIA', 'NLRTM', 'ESVLC'], peso: 18 },
    ],
    mercancias: [
      {
        descripcion: 'Fresh cut roses, boxes',
        hs: '060311',
        bulto: 'BX',
        valorKg: 6,
        arancel: 8.5,
        refrigerada: true,
      },
      {
        descripcion: 'Fresh cut carnations, boxes',
        hs: '060312',
        bulto: 'BX',
        valorKg: 4.5,
        arancel: 8.5,
        refrigerada: true,
      },
      {
        descripcion: 'Chrysanthemums and alstroemerias, boxes',
        hs: '060314',
        bulto: 'BX',
        valorKg: 4,
        arancel: 8.5,
        refrigerada: true,
      },
    ],
  },
  AGRBAJ: {
    ciudad: 'MXGDL',
    prefijoReferencia: 'AB-',
    rutas: [
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['MXGDL', 'MXMEX'],
        destinos: ['USLRD', 'USDAL', 'USLAX', 'MXMTY'],
        peso: 50,
      },
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['MXZLO'],
        destinos: ['CNSHA', 'JPTYO', 'KRPUS', 'USLAX'],
        peso: 20,
      },
      {
        modo: 'AEREO',
        dir: 'EXP',
        origenes: ['BJX', 'GDL', 'MEX'],
        destinos: ['LAX', 'DFW', 'NRT', 'MAD'],
        peso: 15,
      },
      { modo: 'MARITIMO', dir: 'IMP', origenes: ['ESVLC', 'NLRTM'], destinos: ['MXVER'], peso: 15 },
    ],
    mercancias: [
      {
        descripcion: 'Fresh broccoli, iced cartons',
        hs: '070410',
        bulto: 'PX',
        valorKg: 1.4,
        arancel: 0,
        refrigerada: true,
      },
      {
        descripcion: 'Fresh strawberries and blackberries',
        hs: '081010',
        bulto: 'PX',
        valorKg: 4.2,
        arancel: 0,
        refrigerada: true,
      },
      {
        descripcion: 'Avocados Hass, 10 kg cartons',
        hs: '080440',
        bulto: 'PX',
        valorKg: 2.8,
        arancel: 0,
        refrigerada: true,
      },
      {
        descripcion: 'Agricultural machinery parts',
        hs: '843390',
        bulto: 'CR',
        valorKg: 11,
        arancel: 0,
        densa: true,
      },
    ],
  },
  PACNUT: {
    ciudad: 'USLAX',
    prefijoReferencia: 'PN',
    rutas: [
      {
        modo: 'MARITIMO',
        dir: 'IMP',
        origenes: ASIA_PORTS,
        destinos: ['USLAX', 'USLGB'],
        peso: 50,
        grupaje: 0.3,
      },
      {
        modo: 'MARITIMO',
        dir: 'EXP',
        origenes: ['USLAX', 'USLGB'],
        destinos: ['CNSHA', 'JPTYO', 'KRPUS', 'HKHKG'],
        peso: 20,
      },
      { modo: 'AEREO', dir: 'EXP', origenes: ['LAX'], destinos: ['ICN', 'NRT', 'HKG', 'SIN'], peso: 15 },
      {
        modo: 'TERRESTRE',
        dir: 'EXP',
        origenes: ['USLAX'],
        destinos: ['USDAL', 'MXMTY', 'USLRD'],
        peso: 15,
        grupaje: 0.4,
      },
    ],
    mercancias: [
      { descripcion: 'Whey protein powder, 2 kg tubs', hs: '210610', bulto: 'PX', valorKg: 11, arancel: 6.4 },
      { descripcion: 'Vitamin supplements, bottles', hs: '210690', bulto: 'CT', valorKg: 30, arancel: 6.4 },
      {
        descripcion: 'Almonds, shelled, 25 kg cartons',
        hs: '080212',
        bulto: 'PX',
        valorKg: 6,
        arancel: 0,
        densa: true,
      },
    ],
  },
};

/** A profile for a customer the table does not know: road and sea lanes from its country. */
export const PERFIL_GENERICO: PerfilComercial = {
  ciudad: null,
  prefijoReferencia: 'PO',
  rutas: [
    {
      modo: 'MARITIMO',
      dir: 'IMP',
      origenes: ['CNSHA', 'SGSIN', 'HKHKG'],
      destinos: ['ESVLC', 'ESBCN'],
      peso: 50,
      grupaje: 0.4,
    },
    {
      modo: 'TERRESTRE',
      dir: 'EXP',
      origenes: ['ESMAD'],
      destinos: ['FRPAR', 'PTLIS', 'ESBCN'],
      peso: 35,
      grupaje: 0.5,
    },
    { modo: 'AEREO', dir: 'IMP', origenes: ['PVG', 'JFK'], destinos: ['MAD'], peso: 15 },
  ],
  mercancias: [{ descripcion: 'General merchandise', hs: '960899', bulto: 'PX', valorKg: 8, arancel: 4 }],
};

/** Legal forms and trade words by country, for the names of shippers and consignees abroad. */
export const EMPRESAS_POR_PAIS: Readonly<Record<string, { palabras: readonly string[]; forma: string }>> = {
  US: { palabras: ['Atlantic', 'Gulf Coast', 'Pacific', 'Liberty', 'Keystone', 'Evergreen'], forma: 'Inc.' },
  CA: { palabras: ['Maple', 'Northern', 'Laurentian'], forma: 'Inc.' },
  GB: { palabras: ['Thames', 'Albion', 'Pennine', 'Crown'], forma: 'Ltd' },
  FR: { palabras: ['Distribution', 'Négoce', 'Les Halles', 'Méridionale'], forma: 'SAS' },
  DE: { palabras: ['Handels', 'Frischdienst', 'Technik', 'Logistik'], forma: 'GmbH' },
  AT: { palabras: ['Alpen', 'Donau', 'Handels'], forma: 'GmbH' },
  CH: { palabras: ['Helvetia', 'Rhein', 'Alpina'], forma: 'AG' },
  NL: { palabras: ['Holland', 'Delta', 'Maas', 'Polder'], forma: 'B.V.' },
  BE: { palabras: ['Flanders', 'Schelde', 'Benelux'], forma: 'NV' },
  IT: { palabras: ['Lombarda', 'Padana', 'Tirrenica', 'Adriatica'], forma: 'S.r.l.' },
  PT: { palabras: ['Lusitana', 'Atlântico', 'Douro', 'Tejo'], forma: 'Lda.' },
  ES: { palabras: ['Ibérica', 'Levante', 'Cantábrica', 'Peninsular'], forma: 'S.L.' },
  PL: { palabras: ['Wisła', 'Polska Dystrybucja', 'Mazowsze'], forma: 'Sp. z o.o.' },
  CZ: { palabras: ['Bohemia', 'Morava', 'Vltava'], forma: 's.r.o.' },
  CN: { palabras: ['Hengtai', 'Jinfeng', 'Huaxin', 'Yongsheng', 'Dongfang'], forma: 'Co., Ltd.' },
  HK: { palabras: ['Pearl River', 'Kowloon', 'Victoria'], forma: 'Limited' },
  SG: { palabras: ['Straits', 'Lion City', 'Marina'], forma: 'Pte. Ltd.' },
  KR: { palabras: ['Hanil', 'Daesung', 'Samhwa'], forma: 'Co., Ltd.' },
  JP: { palabras: ['Sakura', 'Fuji', 'Nippon Shoji'], forma: 'K.K.' },
  VN: { palabras: ['Saigon', 'Mekong', 'Viet Phat'], forma: 'JSC' },
  IN: { palabras: ['Bharat', 'Sagar', 'Maharashtra'], forma: 'Pvt. Ltd.' },
  AE: { palabras: ['Al Noor', 'Gulf', 'Jebel'], forma: 'LLC' },
  QA: { palabras: ['Al Doha', 'Pearl'], forma: 'W.L.L.' },
  TR: { palabras: ['Anadolu', 'Marmara', 'Ege'], forma: 'A.Ş.' },
  MA: { palabras: ['Atlas', 'Maghreb', 'Tanger'], forma: 'SARL' },
  ZA: { palabras: ['Cape', 'Highveld', 'Natal'], forma: '(Pty) Ltd' },
  BR: { palabras: ['Paulista', 'Atlântica', 'Cruzeiro'], forma: 'Ltda.' },
  AR: { palabras: ['Rioplatense', 'Pampa', 'Austral'], forma: 'S.R.L.' },
  CL: { palabras: ['Andina', 'Pacífico Sur', 'Valle Central'], forma: 'SpA' },
  PE: { palabras: ['Inca', 'Andes', 'Chalaca'], forma: 'S.A.C.' },
  EC: { palabras: ['Guayas', 'Equinoccial', 'Costa'], forma: 'S.A.' },
  CO: { palabras: ['Andina', 'Caribe', 'Sabana'], forma: 'S.A.S.' },
  PA: { palabras: ['Istmeña', 'Canal', 'Chiriquí'], forma: 'S.A.' },
  CR: { palabras: ['Tica', 'Central', 'Pacífico'], forma: 'S.A.' },
  GT: { palabras: ['Maya', 'Quetzal', 'Altiplano'], forma: 'S.A.' },
  MX: { palabras: ['Azteca', 'del Bajío', 'Norteña', 'Jalisciense'], forma: 'S.A. de C.V.' },
};

/** Business activity words that complete a partner's name. */
export const ACTIVIDADES = [
  'Trading',
  'Imports',
  'Distribution',
  'Foods',
  'Supply',
  'Industries',
  'Wholesale',
  'Group',
];

/** The provider's operations staff who run dossiers. */
export const GESTORES = [
  'Carmen López',
  'Javier Martínez',
  'Lucía Fernández',
  'Sergio Navarro',
  'Marta Ruiz',
  'Pablo Ortega',
  'Elena Castro',
  'Andrés Molina',
  'Rosa Jiménez',
  'Ana Sofía Herrera',
  'Ricardo Batista',
];

/** EU member states: no customs declaration between them. */
export const UE = new Set(['ES', 'PT', 'FR', 'DE', 'IT', 'NL', 'BE', 'PL', 'CZ', 'AT']);

/** Import VAT rate (percent) and the currency customs values are declared in (USD in the Americas). */
export const FISCALIDAD: Readonly<Record<string, { iva: number; moneda: string }>> = {
  ES: { iva: 21, moneda: 'EUR' },
  PT: { iva: 23, moneda: 'EUR' },
  FR: { iva: 20, moneda: 'EUR' },
  DE: { iva: 19, moneda: 'EUR' },
  IT: { iva: 22, moneda: 'EUR' },
  NL: { iva: 21, moneda: 'EUR' },
  BE: { iva: 21, moneda: 'EUR' },
  PA: { iva: 7, moneda: 'USD' },
  CO: { iva: 19, moneda: 'USD' },
  MX: { iva: 16, moneda: 'USD' },
  US: { iva: 0, moneda: 'USD' },
};
