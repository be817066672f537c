import type { TipoMovimientoAlmacen, UnidadMedida } from '@extranet/sdk/schemas';
import { almacenes, articulos, existencias, movimientosAlmacen } from '../db/schema/index';
import { type Prng, prngFor } from '../lib/prng';
import { monedaDePais } from '../reference/transportes/catalogos';
import { insertBatchedReturningIds } from './batch';
import type { SeedContext, SeededCliente } from './context';
import {
  type AlbaranPlan,
  type ArticuloRef,
  type Destinatario,
  type Documento,
  desenlace,
  destinatarios,
  diasTransito,
  entregarPlanDistribucion,
  filaMovimiento,
  insertarEnBloque,
  type LineaPlan,
  type MovimientoPlan,
  movimientosOrdenados,
  type Sector,
  sinComprobaciones,
  transportistaDe,
  type Zona,
} from './distribucion';

// Warehouse demo data, simulated rather than drawn: for each warehousing customer, 18 months of
// orders are dispatched day by day from its stock (first expiry, first out), stock is replenished
// by supplier receipts when it runs short, and cycle counts, re-slotting, transfers, refused
// deliveries, customer returns and the destruction of expired lots happen on the way. What is left
// at the end is the stock: per (article, warehouse, location, lot) the movements add up to it.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MESES = 18;

interface Almacen {
  codigo: string;
  nombre: string;
  ciudad: string;
  pais: string;
  zona: Zona;
}

export const ALMACENES: readonly Almacen[] = [
  {
    codigo: 'VLC01',
    nombre: 'Valencia – Riba-roja (Parque Logístico)',
    ciudad: 'Riba-roja de Túria',
    pais: 'ES',
    zona: 'E',
  },
  {
    codigo: 'BCN01',
    nombre: 'Barcelona – ZAL Port (El Prat)',
    ciudad: 'El Prat de Llobregat',
    pais: 'ES',
    zona: 'NE',
  },
  {
    codigo: 'MAD01',
    nombre: 'Madrid – Coslada (Centro de Transportes)',
    ciudad: 'Coslada',
    pais: 'ES',
    zona: 'C',
  },
  {
    codigo: 'ZAZ01',
    nombre: 'Zaragoza – Plataforma Logística PLAZA',
    ciudad: 'Zaragoza',
    pais: 'ES',
    zona: 'NE',
  },
  { codigo: 'SVQ01', nombre: 'Sevilla – Zona Franca del Puerto', ciudad: 'Sevilla', pais: 'ES', zona: 'S' },
  {
    codigo: 'BIO01',
    nombre: 'Bilbao – Zierbena (Puerto de Bilbao)',
    ciudad: 'Zierbena',
    pais: 'ES',
    zona: 'N',
  },
  { codigo: 'PTY01', nombre: 'Colón – Zona Libre (Almacén 4)', ciudad: 'Colón', pais: 'PA', zona: 'PA' },
];

/** The customers that keep stock with the provider, and how big their distribution is. */
export interface PerfilAlmacen {
  cliente: string;
  sector: Sector;
  almacenes: readonly string[];
  /** Delivery notes over the 18 months at scale `full`. */
  albaranes: number;
  articulos: number;
}

export const PERFILES_ALMACEN: readonly PerfilAlmacen[] = [
  { cliente: 'FRUSUR', sector: 'fruta', almacenes: ['VLC01'], albaranes: 8_000, articulos: 84 },
  { cliente: 'TEXMED', sector: 'textil', almacenes: ['BCN01', 'MAD01'], albaranes: 5_400, articulos: 390 },
  { cliente: 'AUTOIB', sector: 'autopartes', almacenes: ['ZAZ01'], albaranes: 2_000, articulos: 220 },
  { cliente: 'VINRIO', sector: 'vino', almacenes: ['ZAZ01'], albaranes: 1_100, articulos: 54 },
  { cliente: 'FARAND', sector: 'farma', almacenes: ['SVQ01', 'MAD01'], albaranes: 2_000, articulos: 90 },
  { cliente: 'CERCAS', sector: 'ceramica', almacenes: ['VLC01'], albaranes: 1_300, articulos: 42 },
  { cliente: 'ACEJAE', sector: 'aceite', almacenes: ['SVQ01'], albaranes: 1_200, articulos: 48 },
  { cliente: 'ELENOR', sector: 'electronica', almacenes: ['BIO01'], albaranes: 1_400, articulos: 81 },
  { cliente: 'MODGAL', sector: 'moda', almacenes: ['MAD01'], albaranes: 1_700, articulos: 250 },
  { cliente: 'QUITAR', sector: 'quimica', almacenes: ['BCN01'], albaranes: 800, articulos: 30 },
  { cliente: 'MOBBRI', sector: 'mueble', almacenes: ['VLC01'], albaranes: 900, articulos: 60 },
  { cliente: 'CAFALT', sector: 'cafe', almacenes: ['VLC01'], albaranes: 700, articulos: 36 },
  { cliente: 'IMPCOL', sector: 'importacion', almacenes: ['PTY01'], albaranes: 1_500, articulos: 72 },
  { cliente: 'PACNUT', sector: 'nutricion', almacenes: ['BCN01'], albaranes: 900, articulos: 41 },
  { cliente: 'MASSCH', sector: 'recambios', almacenes: ['ZAZ01', 'BCN01'], albaranes: 700, articulos: 300 },
];

// ---------------------------------------------------------------------------------------------
// Article catalogues: products times variants (colour, size, format, vehicle…), written compactly:
// a product is `code|name|unit|units per package|units per pallet|kg per unit|shelf life in days`,
// a variant dimension is `CODE name|CODE name|…`.

interface Variante {
  c: string;
  n: string;
}

interface Producto {
  c: string;
  n: string;
  u: UnidadMedida;
  /** Units per package (a carton, a sack, a drum). */
  b: number;
  /** Units per pallet. */
  p: number;
  /** Kilograms per unit. */
  kg: number;
  /** Shelf life in days; null for goods that do not expire. */
  vida: number | null;
  v: readonly (readonly Variante[])[];
}

interface Catalogo {
  /** Stocked by lot (with or without expiry). */
  lotes: boolean;
  productos: readonly Producto[];
  /** Lines per delivery note and packages per line. */
  lineas: readonly [number, number];
  bultos: readonly [number, number];
  /** Share of delivered notes the recipient later sends partly back. */
  devoluciones: number;
  /** Busy months (1-12): the others get half the delivery notes. */
  temporada?: readonly number[];
}

const vs = (spec: string): Variante[] =>
  spec.split('|').map((item) => {
    const space = item.indexOf(' ');
    return { c: item.slice(0, space), n: item.slice(space + 1) };
  });

const P = (spec: string, ...v: Variante[][]): Producto => {
  const [c, n, u, b, p, kg, vida] = spec.split('|') as [
    string,
    string,
    UnidadMedida,
    string,
    string,
    string,
    string?,
  ];
  return { c, n, u, b: Number(b), p: Number(p), kg: Number(kg), vida: vida ? Number(vida) : null, v };
};

/** The same variant dimensions for every product of a catalogue. */
const todosCon = (productos: Producto[], ...v: Variante[][]): Producto[] =>
  productos.map((p) => ({ ...p, v }));

const COLORES = vs(
  'BLA blanco|NEG negro|MAR azul marino|GRI gris jaspeado|ROJ rojo|VER verde botella|BEI beige|AZC azul celeste',
);
const COLORES_HOGAR = vs(
  'BLA blanco|ARE arena|GRP gris perla|IND azul índigo|SAL verde salvia|TER terracota',
);
const TALLAS = vs('XS talla XS|S talla S|M talla M|L talla L|XL talla XL|XXL talla XXL');
const TALLAS_MODA = vs('XS talla XS|S talla S|M talla M|L talla L|XL talla XL');
const CAMAS = vs('090 cama 90|105 cama 105|135 cama 135|150 cama 150|180 cama 180');
const SANITARIO = vs('BLA blanco|CEL celeste|VAG verde quirófano|GRA granate');
const VEHICULOS = vs(
  'LEO3 SEAT León III|IBZ5 SEAT Ibiza V|GOL7 VW Golf VII|POL6 VW Polo VI|CLI4 Renault Clio IV|MEG4 Renault Mégane IV|P208 Peugeot 208|P308 Peugeot 308 II|COR5 Opel Corsa E|AST5 Opel Astra K|TCOR Toyota Corolla E21|SAN2 Dacia Sandero II|FOC4 Ford Focus IV|FIE7 Ford Fiesta VII|C3P3 Citroën C3 III|A3S3 Audi A3 8V',
);

const CATALOGOS: Record<Sector, Catalogo> = {
  fruta: {
    lotes: true,
    lineas: [1, 3],
    bultos: [8, 96],
    devoluciones: 0.002,
    temporada: [1, 2, 3, 4, 5, 10, 11, 12],
    productos: todosCon(
      [
        P('NAV|Naranja Navelina cal. 3 – caja 15 kg|CAJA|1|72|15.8|30'),
        P('LAN|Naranja Lane Late cal. 4 – caja 15 kg|CAJA|1|72|15.8|35'),
        P('VLT|Naranja Valencia Late para zumo – saco 15 kg|CAJA|1|80|15.3|28'),
        P('CLE|Mandarina Clemenules cal. 2 – caja 10 kg|CAJA|1|100|10.6|25'),
        P('ORR|Mandarina Orri cal. 1 – caja 10 kg|CAJA|1|100|10.6|28'),
        P('LIM|Limón Fino cal. 3 – caja 15 kg|CAJA|1|72|15.8|45'),
        P('POM|Pomelo Star Ruby cal. 4 – caja 15 kg|CAJA|1|72|15.8|40'),
        P('CAQ|Caqui Rojo Brillante Persimon – caja 5 kg|CAJA|1|160|5.4|25'),
        P('GRA|Granada Mollar de Elche – caja 4 kg|CAJA|1|180|4.4|60'),
        P('AGU|Aguacate Hass cal. 18 – caja 4 kg|CAJA|1|220|4.3|18'),
        P('KIW|Kiwi Hayward cal. 33 – caja 10 kg|CAJA|1|100|10.5|60'),
        P('NSP|Níspero de Callosa – caja 3 kg|CAJA|1|240|3.3|14'),
        P('ZUM|Zumo de naranja exprimido 1 L – pack 6|PACK|1|120|6.4|40'),
        P('MER|Mermelada de naranja amarga 340 g – caja 12|CAJA|1|150|5.9|540'),
      ],
      vs('EX categoría Extra|I categoría I'),
      vs('FS marca Frutas del Sur|MB marca blanca|ECO ecológico'),
    ),
  },
  textil: {
    lotes: false,
    lineas: [1, 4],
    bultos: [1, 6],
    devoluciones: 0.03,
    productos: [
      P(
        'TOA|Toalla rizo 500 g/m²|UNIDAD|20|800|0.5',
        COLORES_HOGAR,
        vs('3050 30×50|50100 50×100|70140 70×140|100150 100×150'),
      ),
      P('SAB|Juego de sábanas percal 200 hilos|UNIDAD|10|400|1.2', COLORES_HOGAR, CAMAS),
      P('FUN|Funda nórdica algodón lavado|UNIDAD|10|300|1.4', COLORES_HOGAR, CAMAS),
      P('CAM|Camiseta manga corta algodón 180 g|UNIDAD|50|2000|0.19', COLORES, TALLAS),
      P('POL|Polo piqué manga corta 220 g|UNIDAD|40|1600|0.25', COLORES, TALLAS),
      P('SUD|Sudadera con capucha 280 g|UNIDAD|20|800|0.6', COLORES, TALLAS),
      P(
        'CAO|Camisa Oxford manga larga|UNIDAD|25|1000|0.3',
        vs('BLA blanco|AZC azul celeste|ROS rosa|RAY rayas azules|GRI gris'),
        TALLAS,
      ),
      P(
        'MAN|Mantel antimanchas|UNIDAD|20|900|0.7',
        COLORES_HOGAR,
        vs('150 150×150|250 150×250|300 150×300|350 150×350'),
      ),
      P('ALB|Albornoz rizo con capucha|UNIDAD|10|300|1.1', COLORES_HOGAR, TALLAS.slice(1, 5)),
      P('BAT|Bata sanitaria unisex|UNIDAD|25|1000|0.35', SANITARIO, TALLAS),
      P('PIJ|Pijama sanitario casaca y pantalón|UNIDAD|25|1000|0.45', SANITARIO, TALLAS),
      P('COJ|Funda de cojín lino 45×45|UNIDAD|40|2000|0.15', COLORES_HOGAR),
      P('DEL|Delantal de hostelería con peto|UNIDAD|50|2500|0.2', COLORES_HOGAR),
      P(
        'VIS|Cortina visillo confeccionada|UNIDAD|10|600|0.8',
        COLORES_HOGAR,
        vs('140 140×260|200 200×260|300 300×260'),
      ),
      P('TEJ|Tejido loneta estampada (rollo)|METRO|50|1500|0.32', COLORES_HOGAR),
    ],
  },
  moda: {
    lotes: false,
    lineas: [1, 3],
    bultos: [1, 4],
    devoluciones: 0.05,
    temporada: [3, 4, 9, 10, 11],
    productos: todosCon(
      [
        P('VES|Vestido punto midi|UNIDAD|10|600|0.45'),
        P('JER|Jersey cuello alto lana merino|UNIDAD|10|500|0.5'),
        P('ABR|Abrigo paño de lana|UNIDAD|5|150|1.6'),
        P('VAQ|Pantalón vaquero slim|UNIDAD|10|500|0.6'),
        P('BLU|Blusa viscosa estampada|UNIDAD|15|900|0.2'),
        P('CHP|Chaqueta de punto con botones|UNIDAD|10|500|0.45'),
        P('FAL|Falda plisada midi|UNIDAD|15|800|0.3'),
        P('GAB|Gabardina clásica|UNIDAD|5|200|1.2'),
        P('CMS|Camisa de lino|UNIDAD|15|900|0.25'),
        P('PAN|Pantalón de pinzas|UNIDAD|10|600|0.5'),
      ],
      vs('NEG negro|CRU crudo|CAM camel|VBO verde botella|BUR burdeos'),
      TALLAS_MODA,
    ),
  },
  autopartes: {
    lotes: false,
    lineas: [1, 4],
    bultos: [1, 5],
    devoluciones: 0.01,
    productos: [
      ...todosCon(
        [
          P('PFD|Pastillas de freno delanteras|UNIDAD|10|600|1.1'),
          P('PFT|Pastillas de freno traseras|UNIDAD|10|600|0.9'),
          P('DFD|Disco de freno ventilado delantero|UNIDAD|2|100|7.5'),
          P('DFT|Disco de freno trasero|UNIDAD|2|120|5.2'),
          P('FAC|Filtro de aceite|UNIDAD|20|1600|0.35'),
          P('FAI|Filtro de aire|UNIDAD|10|600|0.4'),
          P('FHA|Filtro de habitáculo de carbón activo|UNIDAD|20|1200|0.25'),
          P('FCO|Filtro de combustible|UNIDAD|20|1200|0.3'),
          P('AMD|Amortiguador delantero|UNIDAD|2|80|3.8'),
          P('AMT|Amortiguador trasero|UNIDAD|2|100|2.6'),
          P('KEM|Kit de embrague|UNIDAD|1|30|7.9'),
          P('KDI|Kit de distribución con bomba de agua|UNIDAD|1|60|3.2'),
          P('BUJ|Juego de bujías de iridio (4 uds.)|PACK|10|2000|0.25'),
        ],
        VEHICULOS,
      ),
      P(
        'ESC|Escobilla limpiaparabrisas plana|UNIDAD|10|1000|0.3',
        vs('400 400 mm|450 450 mm|500 500 mm|550 550 mm|600 600 mm|650 650 mm|700 700 mm'),
      ),
      P(
        'BAT|Batería de arranque 12 V|UNIDAD|1|48|16.5',
        vs('44 44 Ah|60 60 Ah|70 70 Ah|80 80 Ah AGM|95 95 Ah AGM'),
      ),
    ],
  },
  vino: {
    lotes: true,
    lineas: [1, 3],
    bultos: [5, 60],
    devoluciones: 0.004,
    temporada: [11, 12],
    productos: todosCon(
      [
        P('CRI|Rioja Crianza|CAJA|1|100|8.6'),
        P('RES|Rioja Reserva|CAJA|1|100|8.8'),
        P('GRE|Rioja Gran Reserva|CAJA|1|90|9.2'),
        P('BLB|Rioja Blanco fermentado en barrica|CAJA|1|100|8.6'),
        P('ROS|Rioja Rosado|CAJA|1|100|8.5'),
        P('GAR|Garnacha Selección|CAJA|1|100|8.6'),
        P('TEM|Tempranillo Joven|CAJA|1|100|8.4'),
        P('GRA|Graciano Edición Limitada|CAJA|1|90|9.0'),
        P('CAV|Cava Brut Nature|CAJA|1|90|9.6'),
      ],
      vs('C6 caja 6 × 75 cl|C12 caja 12 × 75 cl|MG estuche 3 × magnum 150 cl'),
      vs('A añada reciente|B añada anterior'),
    ),
  },
  farma: {
    lotes: true,
    lineas: [1, 3],
    bultos: [1, 8],
    devoluciones: 0.003,
    productos: [
      P('PAR1G|Paracetamol 1 g comprimidos|UNIDAD|100|4800|0.03|1095', vs('20 20 comp.|40 40 comp.')),
      P(
        'IBU600|Ibuprofeno 600 mg comprimidos recubiertos|UNIDAD|100|4800|0.03|1095',
        vs('20 20 comp.|40 40 comp.'),
      ),
      P(
        'OME20|Omeprazol 20 mg cápsulas gastrorresistentes|UNIDAD|100|6000|0.02|730',
        vs('14 14 cáps.|28 28 cáps.|56 56 cáps.'),
      ),
      P('AMX500|Amoxicilina 500 mg cápsulas|UNIDAD|100|6000|0.02|730', vs('12 12 cáps.|24 24 cáps.')),
      P('ENA10|Enalapril 10 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('28 28 comp.|60 60 comp.')),
      P('ATO20|Atorvastatina 20 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('28 28 comp.')),
      P('MET850|Metformina 850 mg comprimidos|UNIDAD|80|4000|0.04|1095', vs('50 50 comp.')),
      P('SAL100|Salbutamol 100 mcg inhalador 200 dosis|UNIDAD|50|3000|0.04|730'),
      P('SF500|Suero fisiológico 0,9 % bolsa 500 ml|UNIDAD|20|800|0.55|1095'),
      P('GEL500|Gel hidroalcohólico 500 ml|UNIDAD|24|960|0.52|730'),
      P('FFP2|Mascarilla FFP2 – caja 20|CAJA|50|2000|0.15|1825'),
      P(
        'GUA|Guantes de nitrilo sin polvo – caja 100|CAJA|10|600|0.7|1825',
        vs('S talla S|M talla M|L talla L|XL talla XL'),
      ),
      P('LOR1|Loratadina 10 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('20 20 comp.')),
      P('AAS100|Ácido acetilsalicílico 100 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('30 30 comp.')),
      P(
        'VIT-D|Colecalciferol 25.000 UI solución oral|UNIDAD|100|6000|0.03|730',
        vs('1 1 ampolla|4 4 ampollas'),
      ),
      P('INS|Insulina glargina 100 U/ml pluma precargada|UNIDAD|50|1500|0.05|730', vs('5 5 plumas')),
      P('AML|Amlodipino comprimidos|UNIDAD|100|6000|0.02|1095', vs('5 5 mg|10 10 mg'), vs('30 30 comp.')),
      P(
        'SIM|Simvastatina comprimidos recubiertos|UNIDAD|100|6000|0.02|1095',
        vs('10 10 mg|20 20 mg|40 40 mg'),
        vs('28 28 comp.'),
      ),
      P(
        'LOS|Losartán comprimidos recubiertos|UNIDAD|100|6000|0.02|1095',
        vs('50 50 mg|100 100 mg'),
        vs('28 28 comp.'),
      ),
      P(
        'LEV|Levotiroxina sódica comprimidos|UNIDAD|100|6000|0.02|730',
        vs('25 25 mcg|50 50 mcg|75 75 mcg|100 100 mcg'),
        vs('100 100 comp.'),
      ),
      P(
        'BIS|Bisoprolol comprimidos|UNIDAD|100|6000|0.02|1095',
        vs('25 2,5 mg|5 5 mg|10 10 mg'),
        vs('28 28 comp.|60 60 comp.'),
      ),
      P(
        'PAN|Pantoprazol comprimidos gastrorresistentes|UNIDAD|100|6000|0.02|1095',
        vs('20 20 mg|40 40 mg'),
        vs('14 14 comp.|28 28 comp.'),
      ),
      P(
        'SER|Sertralina comprimidos recubiertos|UNIDAD|100|6000|0.02|1095',
        vs('50 50 mg|100 100 mg'),
        vs('30 30 comp.'),
      ),
      P('AZI|Azitromicina 500 mg comprimidos|UNIDAD|100|6000|0.02|730', vs('3 3 comp.')),
      P(
        'PRE|Prednisona comprimidos|UNIDAD|100|6000|0.02|1095',
        vs('5 5 mg|10 10 mg|30 30 mg'),
        vs('30 30 comp.'),
      ),
      P('FUR|Furosemida 40 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('30 30 comp.')),
      P('CET|Cetirizina 10 mg comprimidos|UNIDAD|100|6000|0.02|1095', vs('20 20 comp.')),
      P(
        'APX|Apósito estéril adhesivo – caja 50|CAJA|20|1200|0.4|1825',
        vs('0507 5×7 cm|1010 10×10 cm|1015 10×15 cm|1025 10×25 cm'),
      ),
      P(
        'JER|Jeringa desechable 3 cuerpos – caja 100|CAJA|10|600|0.9|1825',
        vs('2 2 ml|5 5 ml|10 10 ml|20 20 ml'),
      ),
    ],
  },
  ceramica: {
    lotes: true,
    lineas: [1, 3],
    bultos: [10, 120],
    devoluciones: 0.006,
    productos: [
      P(
        'ROB|Porcelánico efecto madera Roble|CAJA|1|40|29',
        vs('NAT natural|MIE miel|GRI gris'),
        vs('20120 20×120 rect.|23120 23×120 rect.'),
      ),
      P(
        'CAL|Porcelánico Calacatta pulido|CAJA|1|32|31',
        vs('ORO oro|BLA blanco'),
        vs('60120 60×120|120120 120×120'),
      ),
      P(
        'CEM|Porcelánico efecto cemento|CAJA|1|40|30',
        vs('GRI gris|ANT antracita|BEI beige'),
        vs('6060 60×60|9090 90×90'),
      ),
      P(
        'MET|Azulejo pasta blanca Metro biselado 10×20|CAJA|1|72|16',
        vs('BLB blanco brillo|NEM negro mate|VAG verde agua|AZM azul marino'),
      ),
      P('TER|Gres rústico Terracota 33×33|CAJA|1|48|27', vs('ROJ rojo|CUE cuero')),
      P(
        'HID|Porcelánico hidráulico decorado 20×20|CAJA|1|60|18',
        vs('MIX mix|AZU azul|GRI gris'),
        vs('MAT mate|SAT satinado'),
      ),
      P(
        'PIE|Porcelánico piedra exterior antideslizante|CAJA|1|36|32',
        vs('ARE arena|GRI gris'),
        vs('6060 60×60|60120 60×120'),
      ),
      P(
        'PAR|Peldaño porcelánico con tabica|CAJA|1|60|22',
        vs('ROB roble|GRI gris|BEI beige'),
        vs('120 33×120|100 33×100'),
      ),
      P(
        'REV|Revestimiento pasta roja relieve|CAJA|1|56|20',
        vs('BLA blanco|MAR mármol'),
        vs('3090 30×90|2550 25×50'),
      ),
    ],
  },
  aceite: {
    lotes: true,
    lineas: [1, 3],
    bultos: [5, 80],
    devoluciones: 0.003,
    productos: todosCon(
      [
        P('PIC|Aceite de oliva virgen extra Picual|CAJA|1|84|11|540'),
        P('HOJ|Aceite de oliva virgen extra Hojiblanca|CAJA|1|84|11|540'),
        P('ARB|Aceite de oliva virgen extra Arbequina|CAJA|1|84|11|540'),
        P('ECO|Aceite de oliva virgen extra ecológico Picual|CAJA|1|84|11|540'),
        P('TEM|Aceite de oliva virgen extra de cosecha temprana|CAJA|1|84|11|450'),
        P('SUA|Aceite de oliva suave|CAJA|1|84|11|540'),
        P('INT|Aceite de oliva intenso|CAJA|1|84|11|540'),
        P('ORU|Aceite de orujo de oliva|CAJA|1|84|11|540'),
      ],
      vs(
        'V05 botella vidrio 500 ml – caja 12|P1L botella PET 1 L – caja 12|P5L garrafa PET 5 L – caja 3|L25 lata 2,5 L – caja 6|V25 botella vidrio 250 ml – caja 24|MON monodosis 20 ml – caja 200',
      ),
    ),
  },
  electronica: {
    lotes: false,
    lineas: [1, 4],
    bultos: [1, 4],
    devoluciones: 0.008,
    productos: [
      P(
        'FA|Fuente de alimentación carril DIN|UNIDAD|5|400|0.6',
        vs('12V 12 V|24V 24 V|48V 48 V'),
        vs('060 60 W|120 120 W|240 240 W|480 480 W'),
      ),
      P(
        'SI|Sensor inductivo|UNIDAD|20|4000|0.05',
        vs('M08 M8|M12 M12|M18 M18'),
        vs('PNP PNP NA|NPN NPN NA'),
        vs('C enrasado|N no enrasado'),
      ),
      P(
        'VF|Variador de frecuencia|UNIDAD|1|40|2.4',
        vs('075 0,75 kW|150 1,5 kW|220 2,2 kW|400 4 kW|550 5,5 kW|750 7,5 kW'),
        vs('230 monofásico 230 V|400 trifásico 400 V'),
      ),
      P('PLC|Autómata programable compacto|UNIDAD|1|60|0.5', vs('16 16 E/S|24 24 E/S|40 40 E/S|64 64 E/S')),
      P('HMI|Pantalla táctil HMI|UNIDAD|1|40|1.2', vs('07 7"|10 10"|15 15"')),
      P(
        'RS|Relé de seguridad 24 V|UNIDAD|10|800|0.2',
        vs('2NA 2 NA|3NA 3 NA + 1 NC'),
        vs('T bornes de tornillo|R bornes de resorte'),
      ),
      P(
        'CB|Cable apantallado flexible|METRO|100|2400|0.09',
        vs('2075 2×0,75 mm²|4075 4×0,75 mm²|3150 3×1,5 mm²|5150 5×1,5 mm²|7100 7×1 mm²'),
      ),
      P(
        'CM|Conector M12 hembra|UNIDAD|50|5000|0.03',
        vs('4P 4 polos|5P 5 polos|8P 8 polos'),
        vs('REC recto|ACO acodado'),
      ),
      P(
        'CT|Contactor tripolar bobina 24 V DC|UNIDAD|10|600|0.4',
        vs('09 9 A|12 12 A|18 18 A|25 25 A|32 32 A|40 40 A'),
      ),
      P(
        'MT|Interruptor magnetotérmico curva C|UNIDAD|12|1200|0.12',
        vs('1P 1P|2P 2P|4P 4P'),
        vs('10 10 A|16 16 A|25 25 A|32 32 A'),
      ),
      P(
        'PU|Pulsador luminoso 22 mm|UNIDAD|20|4000|0.05',
        vs('VER verde|ROJ rojo|AMA amarillo|AZU azul|BLA blanco'),
      ),
    ],
  },
  quimica: {
    lotes: true,
    lineas: [1, 2],
    bultos: [2, 40],
    devoluciones: 0.002,
    productos: todosCon(
      [
        P('ACI|Ácido cítrico anhidro E330 – saco 25 kg|KG|25|1000|1.01|1095'),
        P('BIC|Bicarbonato sódico – saco 25 kg|KG|25|1000|1.01|730'),
        P('GLI|Glicerina vegetal 99,5 % – bidón 250 kg|KG|250|1000|1.03|730'),
        P('SOS|Hidróxido sódico solución 50 % – IBC 1.000 L|LITRO|1000|1000|1.53|730'),
        P('PER|Peróxido de hidrógeno 35 % – garrafa 30 kg|KG|30|720|1.05|365'),
        P('PEG|Polietilenglicol PEG 400 – bidón 220 kg|KG|220|880|1.03|1095'),
        P('IPA|Alcohol isopropílico 99 % – bidón 200 L|LITRO|200|800|0.82|1095'),
        P('SLE|Lauril éter sulfato sódico 70 % – bidón 200 kg|KG|200|800|1.03|365'),
        P('CLO|Hipoclorito sódico 15 % – IBC 1.000 L|LITRO|1000|1000|1.25|180'),
        P('SOR|Sorbitol 70 % – bidón 250 kg|KG|250|1000|1.03|730'),
      ],
      vs('TEC grado técnico|ALI grado alimentario|FAR grado farmacéutico'),
    ),
  },
  mueble: {
    lotes: false,
    lineas: [1, 3],
    bultos: [1, 8],
    devoluciones: 0.01,
    productos: todosCon(
      [
        P('SIL|Silla de comedor madera maciza|UNIDAD|2|40|6.5'),
        P('MEX|Mesa de comedor extensible 160/220|UNIDAD|1|8|58'),
        P('SOF|Sofá 3 plazas tapizado|UNIDAD|1|4|62'),
        P('APA|Aparador 4 puertas|UNIDAD|1|6|71'),
        P('CAB|Cabecero tapizado cama 150|UNIDAD|1|20|14'),
        P('MCE|Mesa de centro elevable|UNIDAD|1|16|24'),
        P('EST|Estantería 5 baldas|UNIDAD|1|12|33'),
        P('BUT|Butaca orejera|UNIDAD|1|6|21'),
        P('MNO|Mesita de noche 2 cajones|UNIDAD|1|24|15'),
        P('TAB|Taburete alto de cocina|UNIDAD|2|48|5'),
        P('ESC|Escritorio con cajonera|UNIDAD|1|10|38'),
        P('ZAP|Zapatero 3 puertas abatibles|UNIDAD|1|14|26'),
      ],
      vs('ROB roble natural|NOG nogal|BLA blanco lacado|ANT gris antracita|FRE fresno'),
    ),
  },
  cafe: {
    lotes: true,
    lineas: [1, 2],
    bultos: [2, 30],
    devoluciones: 0.002,
    productos: todosCon(
      [
        P('GEI|Café verde Geisha SHB – saco 69 kg|KG|69|1380|1.01|365'),
        P('CTU|Café verde Catuaí SHB – saco 69 kg|KG|69|1380|1.01|365'),
        P('CTR|Café verde Caturra SHB – saco 69 kg|KG|69|1380|1.01|365'),
        P('PAC|Café verde Pacamara – saco 69 kg|KG|69|1380|1.01|365'),
        P('TOG|Café tostado en grano Boquete 1 kg – caja 6|CAJA|1|120|6.4|270'),
        P('TOM|Café tostado molido Boquete 250 g – caja 24|CAJA|1|100|6.5|270'),
      ],
      vs('LAV lavado|NAT natural|HON honey'),
      vs('F1 finca Alto Quiel|F2 finca Las Lagunas'),
    ),
  },
  importacion: {
    lotes: false,
    lineas: [1, 4],
    bultos: [1, 10],
    devoluciones: 0.006,
    productos: [
      P(
        'EDT|Eau de toilette 100 ml – caja 24|CAJA|1|60|8.5',
        vs('HOM hombre|MUJ mujer|UNI unisex'),
        vs('CIT cítrica|AMA ámbar|FLO floral'),
      ),
      P(
        'SMP|Smartphone 6,5" libre|UNIDAD|20|600|0.4',
        vs('128 128 GB|256 256 GB'),
        vs('NEG negro|AZU azul|PLA plata'),
      ),
      P('TVL|Televisor LED 4K|UNIDAD|1|16|19', vs('43 43"|50 50"|55 55"|65 65"')),
      P(
        'ZAP|Zapatillas running – caja 12 pares|CAJA|1|40|9.5',
        vs('H hombre|M mujer'),
        vs('NEG negro|BLA blanco|AZU azul'),
      ),
      P('WHI|Whisky escocés blended 12 años 75 cl – caja 12|CAJA|1|60|16'),
      P('RON|Ron añejo 7 años 70 cl – caja 12|CAJA|1|60|15.5'),
      P('AUR|Auriculares inalámbricos Bluetooth|UNIDAD|50|2000|0.15', vs('NEG negro|BLA blanco')),
      P('REL|Reloj de pulsera analógico|UNIDAD|24|2400|0.2', vs('ACE acero|DOR dorado|PIE correa de piel')),
      P('GAF|Gafas de sol polarizadas|UNIDAD|48|4800|0.08', vs('AVI aviador|RET retro|DEP deportivas')),
      P('LAV|Lavadora carga frontal 8 kg|UNIDAD|1|6|68'),
      P(
        'AAC|Aire acondicionado split inverter|UNIDAD|1|10|38',
        vs('09 9.000 BTU|12 12.000 BTU|18 18.000 BTU|24 24.000 BTU'),
      ),
      P('CEL|Cosmética: crema hidratante 50 ml – caja 48|CAJA|1|80|4.8'),
      P(
        'POR|Portátil 15,6" 16 GB RAM|UNIDAD|5|150|2.3',
        vs('512 SSD 512 GB|1TB SSD 1 TB'),
        vs('ES teclado español|US teclado inglés'),
      ),
      P('TAB|Tableta 10,5" wifi|UNIDAD|10|500|0.6', vs('64 64 GB|128 128 GB'), vs('GRI gris|PLA plata')),
      P('BOL|Bolso de piel de mano|UNIDAD|12|360|0.8', vs('NEG negro|MAR marrón|BEI beige|ROJ rojo')),
      P('JUG|Juguete: bloques de construcción 500 piezas – caja 6|CAJA|1|80|5.2'),
      P(
        'NEV|Frigorífico combi No Frost|UNIDAD|1|4|72',
        vs('186 186 cm|201 201 cm'),
        vs('INX inox|BLA blanco'),
      ),
      P('LLA|Neumático 205/55 R16 91V|UNIDAD|4|64|8.6', vs('VER verano|INV invierno|ALL todo tiempo')),
    ],
  },
  recambios: {
    lotes: false,
    lineas: [1, 4],
    bultos: [1, 3],
    devoluciones: 0.01,
    productos: [
      P(
        'ROD|Rodamiento rígido de bolas|UNIDAD|10|1000|0.3',
        vs(
          '6200 6200|6201 6201|6202 6202|6203 6203|6204 6204|6205 6205|6206 6206|6207 6207|6208 6208|6210 6210|6302 6302|6304 6304|6305 6305|6306 6306|6308 6308|6310 6310',
        ),
        vs('2RS 2RS obturado|ZZ ZZ blindado|C3 abierto C3'),
      ),
      P(
        'ORI|Junta tórica – bolsa 50|PACK|20|4000|0.1',
        vs(
          '010 Ø 10×2|016 Ø 16×2|020 Ø 20×2,5|025 Ø 25×2,5|032 Ø 32×3|040 Ø 40×3|050 Ø 50×3,5|063 Ø 63×3,5|080 Ø 80×4|100 Ø 100×5',
        ),
        vs('NBR NBR 70|FKM FKM (Viton)|EPD EPDM'),
      ),
      P(
        'COR|Correa trapecial|UNIDAD|10|1000|0.4',
        vs('SPA perfil SPA|SPB perfil SPB'),
        vs(
          '1000 1.000 mm|1250 1.250 mm|1500 1.500 mm|1800 1.800 mm|2000 2.000 mm|2500 2.500 mm|3150 3.150 mm',
        ),
      ),
      P(
        'TOR|Tornillo Allen DIN 912 8.8 cincado – caja 100|CAJA|10|800|1.2',
        vs('M06 M6|M08 M8|M10 M10|M12 M12|M16 M16'),
        vs('020 × 20|030 × 30|040 × 40|050 × 50|060 × 60|080 × 80'),
      ),
      P(
        'FHI|Filtro hidráulico de retorno|UNIDAD|6|360|1.1',
        vs('10 10 µm|25 25 µm'),
        vs('060 60 l/min|100 100 l/min|160 160 l/min|250 250 l/min'),
      ),
      P(
        'ENG|Piñón recto acero C45|UNIDAD|5|500|0.9',
        vs('M2 módulo 2|M3 módulo 3'),
        vs('15 15 dientes|20 20 dientes|25 25 dientes|30 30 dientes|40 40 dientes|50 50 dientes'),
      ),
      P(
        'CIL|Cilindro neumático ISO 15552 doble efecto|UNIDAD|1|60|2.4',
        vs('32 Ø 32|40 Ø 40|50 Ø 50|63 Ø 63|80 Ø 80'),
        vs('050 carrera 50|100 carrera 100|200 carrera 200|320 carrera 320'),
      ),
      P(
        'EVA|Electroválvula 5/2 monoestable 24 V DC|UNIDAD|5|500|0.35',
        vs('18 G 1/8|14 G 1/4|38 G 3/8|12 G 1/2'),
      ),
      P(
        'RAC|Racor hidráulico recto macho BSP|UNIDAD|25|5000|0.12',
        vs('14 1/4"|38 3/8"|12 1/2"|34 3/4"|1 1"'),
        vs('06 tubo 6|08 tubo 8|10 tubo 10|12 tubo 12'),
      ),
      P(
        'ACO|Acoplamiento elástico de mandíbulas|UNIDAD|4|400|0.8',
        vs('19 tamaño 19|24 tamaño 24|28 tamaño 28|38 tamaño 38|42 tamaño 42'),
      ),
    ],
  },
  nutricion: {
    lotes: true,
    lineas: [1, 4],
    bultos: [1, 6],
    devoluciones: 0.006,
    productos: [
      P(
        'WHE|Proteína whey 907 g|UNIDAD|6|360|1.05|720',
        vs('VAI vainilla|CHO chocolate|FRE fresa|NEU neutro'),
      ),
      P(
        'ISO|Proteína aislada isolate 2 kg|UNIDAD|4|200|2.2|720',
        vs('VAI vainilla|CHO chocolate|COO cookies'),
      ),
      P('VTC|Vitamina C 1.000 mg – 100 comprimidos|UNIDAD|24|2400|0.15|730'),
      P('OM3|Omega-3 1.000 mg – 120 perlas|UNIDAD|24|2400|0.2|730'),
      P(
        'BAR|Barrita proteica 60 g – caja 12|CAJA|10|600|0.8|365',
        vs('CHO chocolate|CAC cacahuete|FRU frutos rojos|COC coco'),
      ),
      P('CRE|Creatina monohidrato 500 g|UNIDAD|12|1200|0.55|1095'),
      P('COL|Colágeno hidrolizado con magnesio 300 g|UNIDAD|12|1200|0.35|730', vs('LIM limón|NEU neutro')),
      P('MAG|Magnesio bisglicinato – 90 cápsulas|UNIDAD|24|2400|0.12|730'),
      P(
        'ELE|Bebida isotónica en polvo 20 sobres|UNIDAD|12|1200|0.5|540',
        vs('LIM limón|NAR naranja|FRU frutos rojos'),
      ),
      P(
        'MUL|Multivitamínico – 60 comprimidos|UNIDAD|24|2400|0.1|730',
        vs('ADU adultos|SEN +50|MUJ mujer|INF infantil masticable'),
      ),
      P(
        'VEG|Proteína vegetal de guisante 750 g|UNIDAD|6|360|0.85|540',
        vs('CHO chocolate|VAI vainilla|NEU neutro'),
      ),
      P(
        'GEL|Gel energético 40 g – caja 24|CAJA|12|720|1.1|540',
        vs('LIM limón|COL cola con cafeína|FRE fresa|TRO tropical'),
      ),
      P('CAF|Cafeína 200 mg – 90 cápsulas|UNIDAD|24|2400|0.1|730'),
      P('ZMA|Zinc, magnesio y B6 – 120 cápsulas|UNIDAD|24|2400|0.12|730'),
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Declared unit values, in the customer's currency: by weight for most goods (a sector's value per
// kg), per unit where weight says little (electronics, imported consumer goods, medical supplies).
// Each variant differs a little from its product (from a hash of its code, so the simulation's
// random draws are not disturbed).

const VALOR_POR_KG: Readonly<Record<Sector, number>> = {
  fruta: 1.35,
  textil: 22,
  moda: 60,
  autopartes: 14,
  vino: 5.6,
  farma: 80,
  ceramica: 1.05,
  aceite: 5.5,
  electronica: 150,
  quimica: 1.3,
  mueble: 12,
  cafe: 9,
  importacion: 30,
  recambios: 15,
  nutricion: 28,
};

/** Value of one unit, by `sector:product`, where the value per kg would mislead. */
const VALOR_POR_UNIDAD: Readonly<Record<string, number>> = {
  'farma:APX': 14,
  'farma:JER': 11,
  'cafe:GEI': 45,
  'cafe:TOG': 140,
  'cafe:TOM': 168,
  'electronica:FA': 85,
  'electronica:SI': 24,
  'electronica:VF': 420,
  'electronica:PLC': 310,
  'electronica:HMI': 480,
  'electronica:RS': 95,
  'electronica:CB': 2.4,
  'electronica:CM': 6.5,
  'electronica:CT': 38,
  'electronica:MT': 11,
  'electronica:PU': 9,
  'importacion:EDT': 430,
  'importacion:SMP': 240,
  'importacion:TVL': 420,
  'importacion:ZAP': 420,
  'importacion:WHI': 264,
  'importacion:RON': 168,
  'importacion:AUR': 35,
  'importacion:REL': 45,
  'importacion:GAF': 18,
  'importacion:LAV': 320,
  'importacion:AAC': 480,
  'importacion:CEL': 288,
  'importacion:POR': 650,
  'importacion:TAB': 230,
  'importacion:BOL': 85,
  'importacion:JUG': 150,
  'importacion:NEV': 520,
  'importacion:LLA': 65,
};

/** A number in [0, 1) from a string (FNV-1a), the same on every run. */
function hashUnidad(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** The declared value of one unit of an article: its product's, ±15–25 % by variant, in cents. */
export function valorUnitario(sector: Sector, producto: Producto, codigo: string): number {
  const base = VALOR_POR_UNIDAD[`${sector}:${producto.c}`] ?? producto.kg * VALOR_POR_KG[sector];
  const valor = base * (0.85 + 0.4 * hashUnidad(codigo));
  return Math.max(0.05, Math.round(valor * 100) / 100);
}

interface Articulo extends ArticuloRef {
  idCliente: number;
  lotes: boolean;
  vidaUtilDias: number | null;
  /** Days of shelf life a lot must keep at delivery. */
  margenDias: number;
  popularidad: number;
  /** Expected daily demand, to size supplier receipts. */
  demandaDia: number;
  loteSeq: number;
  sector: Sector;
  /** Declared value of one unit, in the customer's currency. */
  valorUnitario: number;
}

/** Every variant combination of the catalogue, shuffled, trimmed to `count`. */
function articulosDe(
  rng: Prng,
  sector: Sector,
  prefijo: string,
  idCliente: number,
  count: number,
): Articulo[] {
  const catalogo = CATALOGOS[sector];
  const todos: Articulo[] = [];
  for (const producto of catalogo.productos) {
    let combos: Variante[][] = [[]];
    for (const dimension of producto.v)
      combos = combos.flatMap((combo) => dimension.map((v) => [...combo, v]));
    for (const combo of combos) {
      const vida = producto.vida;
      const codigo = [prefijo, producto.c, ...combo.map((v) => v.c)].join('-');
      todos.push({
        id: 0,
        idCliente,
        codigo,
        descripcion: [producto.n, ...combo.map((v) => v.n)].join(', '),
        unidad: producto.u,
        unidadesPorBulto: producto.b,
        unidadesPorPalet: producto.p,
        pesoUnitarioKg: producto.kg,
        lotes: catalogo.lotes,
        vidaUtilDias: vida,
        margenDias: vida === null ? 0 : Math.round(vida * 0.25),
        popularidad: 0,
        demandaDia: 0,
        loteSeq: 0,
        sector,
        valorUnitario: valorUnitario(sector, producto, codigo),
      });
    }
  }
  const elegidos = rng.shuffle(todos).slice(0, count);
  elegidos.sort((a, b) => a.codigo.localeCompare(b.codigo));
  // A few articles sell most (Zipf), in no particular catalogue order.
  rng.shuffle(elegidos).forEach((articulo, rank) => {
    articulo.popularidad = 1 / (rank + 1) ** 0.8;
  });
  return elegidos;
}

// ---------------------------------------------------------------------------------------------
// The simulation

interface Bucket {
  articulo: Articulo;
  almacen: AlmacenId;
  ubicacion: string;
  lote: string | null;
  /** Expiry, as the UTC day in ms; null for goods without expiry. */
  caducidad: number | null;
  cantidad: number;
  reservada: number;
  recibido: number;
}

interface AlmacenId extends Almacen {
  id: number;
}

interface DocumentoPlan {
  serie: 'EN' | 'AJ' | 'TR' | 'DV';
  almacen: string;
  t: number;
  documento: Documento;
}

interface Simulacion {
  docs: DocumentoPlan[];
  destinatarios: Destinatario[];
  albaranes: AlbaranPlan[];
  /** Receipts, adjustments and transfers (no delivery note). */
  movimientos: MovimientoPlan[];
  /** Dispatches and returns (they cite a delivery note). */
  movimientosAlbaran: MovimientoPlan[];
  buckets: Bucket[];
}

/** A tiny time-ordered queue of things that happen later (returns, counts, transfers, disposals). */
class Agenda {
  // A binary min-heap on (time, insertion order): thousands of lots wait for their expiry at once.
  private heap: { t: number; seq: number; run: () => void }[] = [];
  private seq = 0;
  private antes = (i: number, j: number): boolean => {
    const a = this.heap[i]!;
    const b = this.heap[j]!;
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  };
  private cambiar(i: number, j: number): void {
    [this.heap[i], this.heap[j]] = [this.heap[j]!, this.heap[i]!];
  }
  add(t: number, run: () => void): void {
    this.heap.push({ t, seq: this.seq++, run });
    for (let i = this.heap.length - 1; i > 0; ) {
      const padre = (i - 1) >> 1;
      if (!this.antes(i, padre)) break;
      this.cambiar(i, padre);
      i = padre;
    }
  }
  /** Runs everything due up to `t` (never beyond `limit`), in time order. */
  runUntil(t: number, limit: number): void {
    const until = Math.min(t, limit);
    while (this.heap.length > 0 && this.heap[0]!.t <= until) {
      const primero = this.heap[0]!;
      const ultimo = this.heap.pop()!;
      if (this.heap.length > 0) {
        this.heap[0] = ultimo;
        for (let i = 0; ; ) {
          const [l, r] = [2 * i + 1, 2 * i + 2];
          let menor = i;
          if (l < this.heap.length && this.antes(l, menor)) menor = l;
          if (r < this.heap.length && this.antes(r, menor)) menor = r;
          if (menor === i) break;
          this.cambiar(i, menor);
          i = menor;
        }
      }
      primero.run();
    }
  }
}

const ubicacion = (rng: Prng): string =>
  `${String.fromCharCode(65 + rng.int(0, 11))}-${String(rng.int(1, 30)).padStart(2, '0')}-${String(rng.int(1, 5)).padStart(2, '0')}-${'ABCD'[rng.int(0, 3)]}`;

/** Picks by weight in O(log n): cumulative weights and a binary search (one draw, like `weighted`). */
function selector<T>(entries: readonly (readonly [T, number])[]): (rng: Prng) => T {
  const acumulado: number[] = [];
  let total = 0;
  for (const [, peso] of entries) {
    total += peso;
    acumulado.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = acumulado.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (acumulado[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo]![0];
  };
}

const diaUtc = (t: number): number => Math.floor(t / DAY) * DAY;
const yy = (t: number): string => String(new Date(t).getUTCFullYear()).slice(2);
const diaDelAnyo = (t: number): string => {
  const d = new Date(t);
  return String(Math.floor((t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1).padStart(3, '0');
};

function loteNuevo(rng: Prng, articulo: Articulo, t: number): string {
  articulo.loteSeq += 1;
  const seq = String(articulo.loteSeq).padStart(2, '0');
  switch (articulo.sector) {
    case 'ceramica':
      return `T${rng.int(10, 48)}C${rng.int(1, 3)}-${yy(t)}${diaDelAnyo(t)}`;
    case 'farma':
      return `${yy(t)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(4)}${seq}`;
    case 'vino':
      return `L${yy(t)}${diaDelAnyo(t)}-${seq}`;
    case 'quimica':
      return `B${yy(t)}${rng.digits(5)}`;
    default:
      return `L${yy(t)}${diaDelAnyo(t)}-${seq}`;
  }
}

const MOTIVOS_AJUSTE_NEG = [
  'Recuento cíclico: diferencia de inventario',
  'Rotura en manipulación',
  'Merma detectada en inventario',
];
const MOTIVOS_AJUSTE_POS = ['Recuento cíclico: sobrante de inventario', 'Regularización de recepción'];
const MOTIVOS_DEVOLUCION = [
  'Devolución de cliente: excedente de pedido',
  'Devolución de cliente: producto no conforme',
  'Devolución de cliente: error en el pedido',
];
const MOTIVOS_DEVOLUCION_MODA = [
  'Devolución de cliente: talla o color no conforme',
  'Devolución de cliente: excedente de temporada',
  ...MOTIVOS_DEVOLUCION,
];
const MOTIVOS_BLOQUEO = [
  'Retenido por control de calidad',
  'Embalaje dañado en recepción',
  'Pendiente de documentación del proveedor',
  'Inventario: pendiente de verificación',
];

function simularCliente(
  rng: Prng,
  cliente: SeededCliente,
  perfil: PerfilAlmacen,
  articulosCliente: Articulo[],
  almacenesCliente: AlmacenId[],
  numAlbaranes: number,
  now: Date,
  sim: Simulacion,
): void {
  const catalogo = CATALOGOS[perfil.sector];
  const fin = now.getTime();
  const inicio = diaUtc(fin) - Math.round(MESES * 30.44) * DAY;
  const ultimoDia = diaUtc(fin) + 10 * DAY;
  const agenda = new Agenda();
  const buckets = new Map<Articulo, Bucket[]>();
  const propios: Bucket[] = [];
  const formatoPedido = rng.pick(['PED-{yy}-{n5}', 'OV{yy}{n6}', '45{n8}', 'SO-{n7}', '{yy}/{n5}']);
  const pedido = (t: number) =>
    formatoPedido.replace('{yy}', yy(t)).replace(/\{n(\d)\}/, (_, n: string) => rng.digits(Number(n)));

  // Expected demand per article, to size receipts to a few weeks of it.
  const dias = (ultimoDia - inicio) / DAY;
  const totalPop = articulosCliente.reduce((s, a) => s + a.popularidad, 0);
  const lineasMedias = (catalogo.lineas[0] + catalogo.lineas[1]) / 2;
  const bultosMedios = (catalogo.bultos[0] + catalogo.bultos[1]) / 2;
  for (const a of articulosCliente) {
    a.demandaDia =
      (numAlbaranes / dias) * lineasMedias * (a.popularidad / totalPop) * bultosMedios * a.unidadesPorBulto;
  }

  const doc = (serie: DocumentoPlan['serie'], almacen: AlmacenId, t: number): Documento => {
    const documento = { numero: '' };
    sim.docs.push({ serie, almacen: almacen.codigo, t, documento });
    return documento;
  };
  const movimiento = (
    b: Bucket,
    t: number,
    tipo: TipoMovimientoAlmacen,
    documento: Documento,
    cantidad: number,
    extra: { referenciaCliente?: string | null; albaran?: AlbaranPlan | null; motivo?: string | null } = {},
  ) => {
    const m: MovimientoPlan = {
      idCliente: cliente.id,
      articulo: b.articulo,
      idAlmacen: b.almacen.id,
      fecha: new Date(t),
      tipo,
      documento,
      referenciaCliente: extra.referenciaCliente ?? null,
      ubicacion: b.ubicacion,
      lote: b.lote,
      cantidad,
      albaran: extra.albaran ?? null,
      motivo: extra.motivo ?? null,
    };
    (m.albaran ? sim.movimientosAlbaran : sim.movimientos).push(m);
  };
  const bucketsDe = (a: Articulo): Bucket[] => {
    let list = buckets.get(a);
    if (!list) {
      list = [];
      buckets.set(a, list);
    }
    return list;
  };
  const nuevoBucket = (
    a: Articulo,
    almacen: AlmacenId,
    lote: string | null,
    caducidad: number | null,
    t: number,
  ): Bucket => {
    const b: Bucket = {
      articulo: a,
      almacen,
      ubicacion: ubicacion(rng),
      lote,
      caducidad,
      cantidad: 0,
      reservada: 0,
      recibido: t,
    };
    bucketsDe(a).push(b);
    propios.push(b);
    return b;
  };

  // Supplier receipts: one document per warehouse and day, several articles on it.
  const recepciones = new Map<string, { documento: Documento; referencia: string; t: number }>();
  const recibir = (a: Articulo, almacen: AlmacenId, t: number, cantidad: number): void => {
    const key = `${almacen.codigo}:${diaUtc(t)}`;
    let recepcion = recepciones.get(key);
    if (!recepcion) {
      recepcion = { documento: doc('EN', almacen, t), referencia: `OC-${yy(t)}-${rng.digits(5)}`, t };
      recepciones.set(key, recepcion);
    }
    // Big receipts take several pallet positions: one stock line per position.
    const porUbicacion =
      Math.ceil((a.unidadesPorPalet * rng.int(4, 8)) / a.unidadesPorBulto) * a.unidadesPorBulto;
    const lote = a.lotes ? loteNuevo(rng, a, recepcion.t) : null;
    const caducidad = a.vidaUtilDias === null ? null : diaUtc(recepcion.t) + a.vidaUtilDias * DAY;
    for (let resto = cantidad; resto > 0; ) {
      const q = resto > porUbicacion * 1.5 ? porUbicacion : resto;
      resto -= q;
      const b = nuevoBucket(a, almacen, lote, caducidad, recepcion.t);
      b.cantidad += q;
      movimiento(b, recepcion.t, 'ENTRADA', recepcion.documento, q, {
        referenciaCliente: recepcion.referencia,
      });
      if (caducidad !== null) {
        // Whatever is left of a lot once it expires is destroyed a few days later.
        const cuando = caducidad + rng.int(1, 7) * DAY + rng.int(8, 16) * HOUR;
        agenda.add(cuando, () => {
          const libre = b.cantidad - b.reservada;
          if (libre <= 0) return;
          b.cantidad -= libre;
          movimiento(b, cuando, 'AJUSTE', doc('AJ', b.almacen, cuando), -libre, {
            motivo: 'Destrucción de mercancía caducada',
          });
        });
      }
    }
  };

  const usables = (a: Articulo, almacen: AlmacenId, entrega: number): Bucket[] => {
    let list = bucketsDe(a);
    if (list.length > 6) {
      // Forget emptied lines (they stay in `propios`, so a late return still shows up as stock).
      list = list.filter((b) => b.cantidad > 0 || b.reservada > 0);
      buckets.set(a, list);
    }
    return list
      .filter(
        (b) =>
          b.almacen === almacen &&
          b.cantidad - b.reservada > 0 &&
          (b.caducidad === null || b.caducidad - a.margenDias * DAY >= entrega),
      )
      .sort((x, y) => (x.caducidad ?? x.recibido) - (y.caducidad ?? y.recibido) || x.recibido - y.recibido);
  };

  const tamanoRecepcion = (a: Articulo, falta: number): number => {
    const cobertura =
      a.vidaUtilDias !== null && a.vidaUtilDias < 120
        ? Math.max(4, Math.min(14, a.vidaUtilDias * 0.3))
        : rng.int(20, 60);
    // What is missing plus some safety stock, or a few weeks of demand.
    const objetivo = Math.max(falta + rng.int(2, 6) * a.unidadesPorBulto, a.demandaDia * cobertura);
    return Math.ceil(objetivo / a.unidadesPorBulto) * a.unidadesPorBulto;
  };

  /** Takes `cantidad` first-expiry-first-out, receiving more from the supplier when short. */
  const asignar = (a: Articulo, almacen: AlmacenId, cantidad: number, t: number, entrega: number) => {
    let disponibles = usables(a, almacen, entrega);
    const total = disponibles.reduce((s, b) => s + b.cantidad - b.reservada, 0);
    if (total < cantidad) {
      // Received a day or a few before it is needed (never after today).
      const recepcion = Math.max(inicio, Math.min(t - rng.int(20, 96) * HOUR, fin - rng.int(2, 30) * HOUR));
      recibir(a, almacen, recepcion, tamanoRecepcion(a, cantidad - total));
      disponibles = usables(a, almacen, entrega);
    }
    const tomas: { bucket: Bucket; cantidad: number }[] = [];
    let falta = cantidad;
    for (const b of disponibles) {
      if (falta <= 0) break;
      const q = Math.min(falta, b.cantidad - b.reservada);
      tomas.push({ bucket: b, cantidad: q });
      falta -= q;
    }
    return tomas;
  };

  // The stock the period opens with: every article, in its customer's main warehouse.
  for (const a of articulosCliente) {
    recibir(a, almacenesCliente[0]!, inicio + rng.int(6, 60) * HOUR, tamanoRecepcion(a, 0));
  }

  // Cycle counts and re-slotting, spread over the period.
  // As often as the customer's activity warrants (rarely in the small test data).
  const ritmo = Math.max(1, Math.min(10, perfil.albaranes / numAlbaranes / 10));
  for (let t = inicio + rng.int(3, 15) * DAY; t < fin; t += Math.round(rng.int(5, 16) * ritmo) * DAY) {
    const when = diaUtc(t) + rng.int(14, 19) * HOUR;
    agenda.add(when, () => {
      const almacen = rng.pick(almacenesCliente);
      const candidatos = propios.filter((b) => b.almacen === almacen && b.cantidad - b.reservada > 0);
      if (candidatos.length === 0) return;
      const documento = doc('AJ', almacen, when);
      for (let i = rng.int(1, 3); i > 0; i--) {
        const b = rng.pick(candidatos);
        const paso = b.articulo.unidadesPorBulto;
        const libre = b.cantidad - b.reservada;
        const delta = rng.chance(0.7) ? -Math.min(libre, rng.int(1, 2) * paso) : rng.int(1, 2) * paso;
        if (delta === 0) continue;
        b.cantidad += delta;
        movimiento(b, when, 'AJUSTE', documento, delta, {
          motivo: rng.pick(delta < 0 ? MOTIVOS_AJUSTE_NEG : MOTIVOS_AJUSTE_POS),
        });
      }
    });
  }
  for (let t = inicio + rng.int(2, 9) * DAY; t < fin; t += Math.round(rng.int(3, 10) * ritmo) * DAY) {
    const when = diaUtc(t) + rng.int(6, 13) * HOUR;
    agenda.add(when, () => {
      const candidatos = propios.filter((b) => b.cantidad > 0 && b.reservada === 0);
      if (candidatos.length === 0) return;
      const b = rng.pick(candidatos);
      const otro = almacenesCliente.find((x) => x !== b.almacen);
      if (otro && rng.chance(0.35)) {
        // Rebalancing between the customer's warehouses: part of the line goes.
        const bultos = Math.max(1, Math.floor(b.cantidad / b.articulo.unidadesPorBulto / 2));
        const q = Math.min(b.cantidad, bultos * b.articulo.unidadesPorBulto);
        const documento = doc('TR', b.almacen, when);
        const destino =
          bucketsDe(b.articulo).find((x) => x.almacen === otro && x.lote === b.lote) ??
          nuevoBucket(b.articulo, otro, b.lote, b.caducidad, b.recibido);
        b.cantidad -= q;
        movimiento(b, when, 'TRASLADO', documento, -q);
        // A day on the road; still travelling today means not in the other warehouse's stock yet.
        const llegada = when + rng.int(16, 30) * HOUR;
        agenda.add(llegada, () => {
          destino.cantidad += q;
          movimiento(destino, llegada, 'TRASLADO', documento, q);
        });
      } else {
        // Re-slotting inside the warehouse: the whole line moves to another location.
        const documento = doc('TR', b.almacen, when);
        const q = b.cantidad;
        movimiento(b, when, 'TRASLADO', documento, -q);
        b.ubicacion = ubicacion(rng);
        movimiento(b, when, 'TRASLADO', documento, q);
      }
    });
  }

  // The delivery notes, in date order.
  const recipientes = destinatarios(
    rng,
    perfil.sector,
    Math.max(6, Math.min(160, Math.round(numAlbaranes / 40))),
  );
  for (const d of recipientes) d.idCliente = cliente.id;
  sim.destinatarios.push(...recipientes);
  const destinatarioAlAzar = selector(recipientes.map((d) => [d, d.peso] as const));
  const articuloAlAzar = selector(articulosCliente.map((a) => [a, a.popularidad] as const));
  const fechas: number[] = [];
  while (fechas.length < numAlbaranes) {
    const dia = diaUtc(inicio + 5 * DAY + rng.next() * (ultimoDia - inicio - 5 * DAY));
    const d = new Date(dia);
    if (d.getUTCDay() === 0) continue;
    if (d.getUTCDay() === 6 && !rng.chance(0.3)) continue;
    if (catalogo.temporada && !catalogo.temporada.includes(d.getUTCMonth() + 1) && !rng.chance(0.5)) continue;
    fechas.push(dia + rng.int(5 * 60, 14 * 60) * 60_000);
  }
  fechas.sort((a, b) => a - b);

  for (const salidaT of fechas) {
    agenda.runUntil(salidaT, fin);
    const destinatario: Destinatario = destinatarioAlAzar(rng);
    const almacen = almacenesCliente.find((a) => a.zona === destinatario.zona) ?? almacenesCliente[0]!;
    let prevista = diaUtc(salidaT) + diasTransito(rng, almacen.zona, destinatario) * DAY;
    if (new Date(prevista).getUTCDay() === 0) prevista += DAY;
    const salida = new Date(salidaT);
    const resultado = desenlace(rng, salida, prevista, now, destinatario.pais);
    const pendiente = resultado.estado === 'PENDIENTE';
    const albaran: AlbaranPlan = {
      idCliente: cliente.id,
      documento: { numero: '' },
      referenciaCliente: rng.chance(0.9) ? pedido(salidaT) : null,
      salida,
      prevista,
      desenlace: resultado,
      destinatario,
      codigoAlmacen: almacen.codigo,
      transportista: pendiente && salidaT - fin > 2 * DAY ? null : transportistaDe(rng, perfil.sector),
      lineas: [],
    };
    const origen = new Map<LineaPlan, Bucket>();
    const elegidos = new Set<Articulo>();
    for (let n = rng.int(catalogo.lineas[0], catalogo.lineas[1]); n > 0; n--)
      elegidos.add(articuloAlAzar(rng));
    for (const a of elegidos) {
      const cantidad = rng.int(catalogo.bultos[0], catalogo.bultos[1]) * a.unidadesPorBulto;
      for (const toma of asignar(a, almacen, cantidad, salidaT, prevista)) {
        const linea: LineaPlan = {
          articulo: a,
          lote: toma.bucket.lote,
          cantidadPedida: toma.cantidad,
          cantidadEntregada: null,
        };
        albaran.lineas.push(linea);
        origen.set(linea, toma.bucket);
        if (pendiente) {
          toma.bucket.reservada += toma.cantidad;
          continue;
        }
        toma.bucket.cantidad -= toma.cantidad;
        movimiento(toma.bucket, salidaT, 'SALIDA', albaran.documento, -toma.cantidad, {
          referenciaCliente: albaran.referenciaCliente,
          albaran,
        });
        if (resultado.entregado === 'nada' && resultado.devuelto) {
          const bucket = toma.bucket;
          const q = toma.cantidad;
          const cuando = resultado.devuelto.getTime();
          agenda.add(cuando, () => {
            bucket.cantidad += q;
            movimiento(bucket, cuando, 'DEVOLUCION', doc('DV', bucket.almacen, cuando), q, {
              referenciaCliente: albaran.referenciaCliente,
              albaran,
              motivo:
                resultado.pruebaEntrega?.incidencia === 'RECHAZADO'
                  ? 'Entrega rechazada por el destinatario'
                  : 'Dirección incorrecta: devuelto al almacén',
            });
          });
        }
      }
    }
    if (albaran.lineas.length === 0) continue;
    for (const linea of albaran.lineas) {
      linea.cantidadEntregada =
        resultado.entregado === 'todo'
          ? linea.cantidadPedida
          : resultado.entregado === 'nada'
            ? 0
            : resultado.entregado === 'parcial'
              ? linea.cantidadPedida
              : null;
    }
    if (resultado.entregado === 'parcial') {
      const linea = rng.pick(albaran.lineas);
      const paso = linea.articulo.unidadesPorBulto;
      linea.cantidadEntregada = Math.max(
        0,
        linea.cantidadPedida - rng.int(1, Math.max(1, Math.min(3, linea.cantidadPedida / paso - 1))) * paso,
      );
    }
    if (resultado.entregado === 'todo' && resultado.fechaEntrega && rng.chance(catalogo.devoluciones)) {
      // The recipient sends part of a line back some days after delivery.
      const cuando = resultado.fechaEntrega.getTime() + rng.int(3, 25) * DAY;
      const linea = rng.pick(albaran.lineas);
      const bucket = origen.get(linea);
      if (bucket && cuando < fin) {
        const paso = linea.articulo.unidadesPorBulto;
        const q = Math.min(
          linea.cantidadPedida,
          rng.int(1, Math.max(1, Math.floor(linea.cantidadPedida / paso / 2))) * paso,
        );
        agenda.add(cuando, () => {
          bucket.cantidad += q;
          movimiento(bucket, cuando, 'DEVOLUCION', doc('DV', bucket.almacen, cuando), q, {
            referenciaCliente: albaran.referenciaCliente,
            albaran,
            motivo: rng.pick(
              perfil.sector === 'moda' || perfil.sector === 'textil'
                ? MOTIVOS_DEVOLUCION_MODA
                : MOTIVOS_DEVOLUCION,
            ),
          });
        });
      }
    }
    sim.albaranes.push(albaran);
  }
  agenda.runUntil(fin, fin);
  sim.buckets.push(...propios);
}

/** Numbers every document in date order: `EN-VLC01-2500412`, delivery notes `AL25-004512`. */
function numerar(sim: Simulacion): void {
  const contadores = new Map<string, number>();
  const siguiente = (key: string) => {
    const n = (contadores.get(key) ?? 0) + 1;
    contadores.set(key, n);
    return n;
  };
  for (const d of [...sim.docs].sort((a, b) => a.t - b.t)) {
    const key = `${d.serie}-${d.almacen}-${yy(d.t)}`;
    d.documento.numero = `${key}${String(siguiente(key)).padStart(5, '0')}`;
  }
  for (const a of [...sim.albaranes].sort((x, y) => x.salida.getTime() - y.salida.getTime())) {
    const key = `AL${yy(a.salida.getTime())}`;
    a.documento.numero = `${key}-${String(siguiente(key)).padStart(6, '0')}`;
  }
}

/** The stock a bucket ends with: reserved for pending notes, blocked when expired or on hold. */
function existencia(rng: Prng, b: Bucket, hoy: number): typeof existencias.$inferInsert {
  const a = b.articulo;
  const libre = b.cantidad - b.reservada;
  let bloqueada = 0;
  let motivo: string | null = null;
  if (b.caducidad !== null && b.caducidad < hoy) {
    bloqueada = libre;
    motivo = 'Lote caducado: pendiente de destrucción';
  } else if (b.caducidad !== null && b.caducidad - a.margenDias * DAY < hoy) {
    bloqueada = libre;
    motivo = 'Vida útil residual inferior a la exigida por el cliente';
  } else if (a.sector === 'farma' && hoy - b.recibido < 3 * DAY) {
    bloqueada = libre;
    motivo = 'Cuarentena: pendiente de liberación del lote';
  } else if (libre > 0 && rng.chance(0.04)) {
    bloqueada = Math.min(libre, rng.int(1, 3) * a.unidadesPorBulto);
    motivo = rng.pick(MOTIVOS_BLOQUEO);
  }
  return {
    idCliente: a.idCliente,
    idArticulo: a.id,
    idAlmacen: b.almacen.id,
    ubicacion: b.ubicacion,
    lote: b.lote,
    fechaCaducidad: b.caducidad === null ? null : new Date(b.caducidad).toISOString().slice(0, 10),
    cantidadDisponible: libre - bloqueada,
    cantidadReservada: b.reservada,
    cantidadBloqueada: bloqueada,
    palets: Math.ceil(b.cantidad / a.unidadesPorPalet),
    motivoBloqueo: bloqueada > 0 ? motivo : null,
  };
}

/**
 * Warehouses, articles, stock and the movements without a delivery note; the delivery notes and
 * the movements that cite them go to the distribucion seed, which runs next.
 */
export async function seedAlmacen(ctx: SeedContext): Promise<void> {
  const small = ctx.scale === 'small';
  const almacenIds = await insertBatchedReturningIds(
    ctx.db,
    almacenes,
    ALMACENES.map(({ zona: _zona, ...almacen }) => almacen),
  );
  const porCodigo = new Map(ALMACENES.map((a, i) => [a.codigo, { ...a, id: almacenIds[i]! }]));

  const perfiles = PERFILES_ALMACEN.flatMap((perfil) => {
    const cliente = ctx.clientes.find((c) => c.codigo === perfil.cliente);
    return cliente ? [{ perfil, cliente, rng: prngFor(`almacen:${perfil.cliente}`) }] : [];
  });
  const catalogos = perfiles.map(({ perfil, cliente, rng }) =>
    articulosDe(rng, perfil.sector, perfil.cliente.slice(0, 3), cliente.id, small ? 12 : perfil.articulos),
  );
  const todos = catalogos.flat();
  const monedaCliente = new Map(perfiles.map(({ cliente }) => [cliente.id, monedaDePais(cliente.pais)]));
  const insertados = await insertarEnBloque(
    ctx.db,
    articulos,
    todos.map((a) => ({
      idCliente: a.idCliente,
      codigo: a.codigo,
      descripcion: a.descripcion,
      unidad: a.unidad,
      gestionLotes: a.lotes,
      vidaUtilDias: a.vidaUtilDias,
      unidadesPorBulto: a.unidadesPorBulto,
      unidadesPorPalet: a.unidadesPorPalet,
      pesoUnitarioKg: a.pesoUnitarioKg,
      valorUnitario: a.valorUnitario,
      moneda: monedaCliente.get(a.idCliente)!,
    })),
    ['id', 'idCliente', 'codigo'],
  );
  const ids = new Map(insertados.map((row) => [`${row.idCliente}:${row.codigo}`, row.id]));
  for (const a of todos) a.id = ids.get(`${a.idCliente}:${a.codigo}`)!;

  const sim: Simulacion = {
    docs: [],
    destinatarios: [],
    albaranes: [],
    movimientos: [],
    movimientosAlbaran: [],
    buckets: [],
  };
  perfiles.forEach(({ perfil, cliente, rng }, i) => {
    const propios = perfil.almacenes.map((codigo) => porCodigo.get(codigo)!);
    const numero = ctx.volume({ small: 24, full: perfil.albaranes });
    simularCliente(rng, cliente, perfil, catalogos[i]!, propios, numero, ctx.now, sim);
  });
  numerar(sim);

  const rng = prngFor('almacen:existencias');
  const hoy = diaUtc(ctx.now.getTime());
  const stock = sim.buckets.filter((b) => b.cantidad > 0).map((b) => existencia(rng, b, hoy));
  await sinComprobaciones(ctx.db, async () => {
    await insertarEnBloque(ctx.db, existencias, stock);
    await insertarEnBloque(
      ctx.db,
      movimientosAlmacen,
      movimientosOrdenados(sim.movimientos).map(filaMovimiento),
    );
  });
  entregarPlanDistribucion(ctx, {
    destinatarios: sim.destinatarios,
    albaranes: sim.albaranes,
    movimientos: sim.movimientosAlbaran,
  });
}
