import type {
  EstadoAlbaran,
  PruebaEntrega,
  TipoIncidenciaEntrega,
  TipoMovimientoAlmacen,
  UnidadMedida,
} from '@extranet/sdk/schemas';
import { albaranes, destinatarios as destinatariosTabla, movimientosAlmacen } from '../db/schema/index';
import type { Prng } from '../lib/prng';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';

// Delivery notes. The warehouse seed (./almacen.ts) simulates stock, dispatches and returns day by
// day and hands the delivery notes it produced to this seed, which stores them with the movements
// that point at them (dispatches and returns). This module owns the distribution side of that
// simulation: recipients and their addresses, carriers, and what happened to each delivery.

const DAY = 86_400_000;

/** What a customer trades in: drives its articles, recipients, carriers and delivery habits. */
export type Sector =
  | 'fruta'
  | 'textil'
  | 'autopartes'
  | 'vino'
  | 'farma'
  | 'ceramica'
  | 'aceite'
  | 'electronica'
  | 'moda'
  | 'quimica'
  | 'mueble'
  | 'cafe'
  | 'importacion'
  | 'nutricion'
  | 'recambios';

/** Delivery regions: Spanish areas (centre, east, north-east, north, south), then countries. */
export type Zona = 'C' | 'E' | 'NE' | 'N' | 'S' | 'PT' | 'FR' | 'PA' | 'CR' | 'CO';

/** `a|b|c` → ['a', 'b', 'c']: keeps the long lists of names below on a line each. */
const lista = (texto: string): string[] => texto.split('|');

interface Ciudad {
  poblacion: string;
  cp: string;
  provincia: string | null;
  pais: string;
  /** Landline prefix, international form. */
  tel: string;
  zona: Zona;
}

// Real towns with a postal code of theirs and the landline prefix of their province:
// `town|postal code|province|country|prefix|zone`.
const CIUDADES: readonly Ciudad[] = [
  'Madrid|28045|Madrid|ES|+34 91|C',
  'Getafe|28906|Madrid|ES|+34 91|C',
  'Alcalá de Henares|28806|Madrid|ES|+34 91|C',
  'Coslada|28823|Madrid|ES|+34 91|C',
  'Móstoles|28938|Madrid|ES|+34 91|C',
  'Valladolid|47012|Valladolid|ES|+34 983|C',
  'Burgos|09007|Burgos|ES|+34 947|C',
  'Salamanca|37008|Salamanca|ES|+34 923|C',
  'Toledo|45007|Toledo|ES|+34 925|C',
  'Albacete|02006|Albacete|ES|+34 967|C',
  'Badajoz|06006|Badajoz|ES|+34 924|C',
  'Valencia|46015|Valencia|ES|+34 96|E',
  'Riba-roja de Túria|46394|Valencia|ES|+34 96|E',
  'Paterna|46980|Valencia|ES|+34 96|E',
  'Alicante|03008|Alicante|ES|+34 965|E',
  'Elche|03203|Alicante|ES|+34 965|E',
  'Castellón de la Plana|12006|Castellón|ES|+34 964|E',
  'Murcia|30009|Murcia|ES|+34 968|E',
  'Cartagena|30202|Murcia|ES|+34 968|E',
  'Barcelona|08040|Barcelona|ES|+34 93|NE',
  "L'Hospitalet de Llobregat|08908|Barcelona|ES|+34 93|NE",
  'Sabadell|08202|Barcelona|ES|+34 93|NE',
  'Terrassa|08227|Barcelona|ES|+34 93|NE',
  'Sant Boi de Llobregat|08830|Barcelona|ES|+34 93|NE',
  'Girona|17003|Girona|ES|+34 972|NE',
  'Tarragona|43006|Tarragona|ES|+34 977|NE',
  'Lleida|25005|Lleida|ES|+34 973|NE',
  'Zaragoza|50014|Zaragoza|ES|+34 976|NE',
  'Huesca|22006|Huesca|ES|+34 974|NE',
  'Palma|07009|Illes Balears|ES|+34 971|NE',
  'Sevilla|41007|Sevilla|ES|+34 95|S',
  'Dos Hermanas|41703|Sevilla|ES|+34 95|S',
  'Málaga|29004|Málaga|ES|+34 952|S',
  'Córdoba|14014|Córdoba|ES|+34 957|S',
  'Granada|18015|Granada|ES|+34 958|S',
  'Jaén|23009|Jaén|ES|+34 953|S',
  'Almería|04009|Almería|ES|+34 950|S',
  'Huelva|21007|Huelva|ES|+34 959|S',
  'Jerez de la Frontera|11408|Cádiz|ES|+34 956|S',
  'Bilbao|48013|Bizkaia|ES|+34 94|N',
  'Vitoria-Gasteiz|01015|Araba/Álava|ES|+34 945|N',
  'Donostia-San Sebastián|20018|Gipuzkoa|ES|+34 943|N',
  'Pamplona|31012|Navarra|ES|+34 948|N',
  'Logroño|26006|La Rioja|ES|+34 941|N',
  'Santander|39011|Cantabria|ES|+34 942|N',
  'Oviedo|33013|Asturias|ES|+34 985|N',
  'Gijón|33211|Asturias|ES|+34 985|N',
  'A Coruña|15008|A Coruña|ES|+34 981|N',
  'Vigo|36214|Pontevedra|ES|+34 986|N',
  'León|24009|León|ES|+34 987|N',
  'Lisboa|1990-095|Lisboa|PT|+351 21|PT',
  'Azambuja|2050-306|Lisboa|PT|+351 263|PT',
  'Porto|4100-320|Porto|PT|+351 22|PT',
  'Perpignan|66000|Pyrénées-Orientales|FR|+33 4 68|FR',
  'Rungis|94150|Val-de-Marne|FR|+33 1|FR',
  'Corbas|69960|Rhône|FR|+33 4 72|FR',
  'Toulouse|31200|Haute-Garonne|FR|+33 5 61|FR',
  'Ciudad de Panamá|0816|Panamá|PA|+507 2|PA',
  'Colón|0301|Colón|PA|+507 4|PA',
  'David|0426|Chiriquí|PA|+507 7|PA',
  'San José|10101|San José|CR|+506 2|CR',
  'Bogotá|110911|Bogotá D.C.|CO|+57 601|CO',
  'Medellín|050021|Antioquia|CO|+57 604|CO',
].map((texto) => {
  const [poblacion, cp, provincia, pais, tel, zona] = lista(texto) as [
    string,
    string,
    string,
    string,
    string,
    Zona,
  ];
  return { poblacion, cp, provincia, pais, tel, zona };
});

const CALLES: Record<string, readonly string[]> = {
  ES: lista(
    'Calle Mayor|Avenida de Andalucía|Calle Real|Avenida de la Constitución|Calle de la Industria|Avenida del Mediterráneo|Calle del Comercio|Calle de los Artesanos|Paseo de la Estación|Calle del Progreso|Avenida de Europa|Calle San Vicente|Calle Gran Vía|Calle del Carmen|Avenida de la Libertad',
  ),
  PT: lista('Rua do Comércio|Avenida da República|Rua da Indústria|Estrada Nacional 3|Rua de Santa Catarina'),
  FR: lista('Rue de la Logistique|Avenue de la Gare|Rue du Commerce|Boulevard Kennedy|Rue des Entrepôts'),
  PA: lista('Vía España|Calle 50|Avenida Balboa|Vía Ricardo J. Alfaro|Avenida Central'),
  CR: lista('Avenida Segunda|Calle Central|Paseo Colón|Autopista General Cañas'),
  CO: lista('Calle 26|Carrera 7|Avenida El Dorado|Carrera 43A|Calle 80'),
};

const POLIGONOS: Record<string, readonly string[]> = {
  ES: lista(
    'Pol. Ind. El Oliveral|Pol. Ind. Los Llanos|Pol. Ind. San Isidro|Pol. Ind. La Granja|Pol. Ind. Santa Ana|Pol. Ind. Las Monjas|Pol. Ind. El Pla|Parque Empresarial Sur|Pol. Ind. La Estrella|Pol. Ind. Fuente del Jarro',
  ),
  PT: lista('Zona Industrial de Alverca|Parque Logístico da Azambuja|Zona Industrial da Maia'),
  FR: lista("ZI Nord|ZA de l'Aéroport|Marché International|ZAC des Portes du Sud"),
  PA: lista('Zona Libre de Colón, Manzana 12|Parque Logístico Panamá Pacífico|Corregimiento de Tocumen'),
  CR: lista('Zona Franca Coyol|Parque Industrial Lagunilla'),
  CO: lista('Zona Franca de Bogotá|Parque Industrial Celta'),
};

const NOMBRES = lista(
  'Laura|Javier|Marta|Carlos|Lucía|David|Ana|Sergio|Elena|Pablo|Carmen|Jorge|Isabel|Raúl|Cristina|Miguel|Rosa|Antonio|Nuria|Francisco|Pilar|Álvaro|Silvia|Manuel',
);
const APELLIDOS = lista(
  'García|Martínez|López|Sánchez|Pérez|Gómez|Fernández|Ruiz|Díaz|Moreno|Álvarez|Romero|Navarro|Torres|Domínguez|Vázquez|Ramos|Gil|Serrano|Molina|Ortega|Castro|Iglesias|Cano',
);
const NOMBRES_PT = lista('João Silva|Ana Ferreira|Rui Costa|Marta Santos|Pedro Oliveira|Inês Pereira');
const NOMBRES_FR = lista(
  'Claire Martin|Julien Bernard|Sophie Dubois|Nicolas Laurent|Camille Moreau|Thomas Petit',
);

const persona = (rng: Prng, pais: string): string =>
  pais === 'PT'
    ? rng.pick(NOMBRES_PT)
    : pais === 'FR'
      ? rng.pick(NOMBRES_FR)
      : `${rng.pick(NOMBRES)} ${rng.pick(APELLIDOS)} ${rng.pick(APELLIDOS)}`;

/** A landline of the town (or a mobile), formatted as it is dialled there. */
function telefono(rng: Prng, ciudad: Ciudad): string {
  if (ciudad.pais === 'ES') {
    const digits = rng.chance(0.25)
      ? `6${rng.digits(8)}`
      : `${ciudad.tel.slice(4)}${rng.digits(9)}`.slice(0, 9);
    return `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
  }
  if (ciudad.pais === 'PA' || ciudad.pais === 'CR') {
    const local = `${ciudad.tel.split(' ')[1]}${rng.digits(8)}`.slice(0, ciudad.pais === 'PA' ? 7 : 8);
    return `${ciudad.tel.split(' ')[0]} ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  if (ciudad.pais === 'FR') return `${ciudad.tel} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  return `${ciudad.tel} ${rng.digits(3)} ${rng.digits(4)}`;
}

interface PerfilSector {
  /** Countries of the recipients, weighted. */
  paises: readonly (readonly [string, number])[];
  /** Recipient names by country (`*` for any); the town is appended. */
  nombres: Readonly<Record<string, readonly string[]>>;
  transportistas: readonly string[];
  instrucciones: readonly string[];
  /** Share of recipients that are businesses in an industrial estate (the rest: shops in town). */
  naves: number;
}

const PALETS = 'Palletways Iberia|TIPSA|Dachser Spain|Transportes Ochoa|DHL Freight|DB Schenker|Flota propia';
const PAQUETERIA = 'SEUR|MRW|GLS Spain|Correos Express|DHL Parcel|Flota propia';
const INSTRUCCIONES =
  'Horario de descarga de 7:00 a 13:00|Cita previa obligatoria: llamar 24 h antes|Descargar en muelle 3|No remontar palés|Cerrado por la tarde|Exigir firma y sello del receptor|Acceso para camión rígido; no admite tráiler';

/** A sector's profile from `country:weight|…`, names by country, carriers and its own instructions. */
const perfil = (
  paises: string,
  nombres: Record<string, string>,
  transportistas: string,
  instrucciones: string,
  naves: number,
): PerfilSector => ({
  paises: lista(paises).map((p) => {
    const [pais, peso] = p.split(':') as [string, string];
    return [pais, Number(peso)] as const;
  }),
  nombres: Object.fromEntries(Object.entries(nombres).map(([pais, texto]) => [pais, lista(texto)])),
  transportistas: lista(transportistas),
  instrucciones: lista(instrucciones ? `${instrucciones}|${INSTRUCCIONES}` : INSTRUCCIONES),
  naves,
});

const SECTORES: Record<Sector, PerfilSector> = {
  fruta: perfil(
    'ES:78|FR:12|PT:10',
    {
      ES: 'Mercadona – Bloque Logístico|Consum – Plataforma de Frescos|Carrefour – Plataforma de Frescos|Lidl – Almacén Regional|Eroski – Plataforma|Alcampo – Plataforma|Frutas Hermanos García|Hortofrutícola del Levante|Frutería La Huerta|Makro – Cash & Carry',
      FR: 'Grand Frais – Plateforme|Carrefour France – Entrepôt Frais|E.Leclerc – Scadif|Primeurs du Roussillon',
      PT: 'Sonae MC – Entreposto|Pingo Doce – Centro de Distribuição|Frutas Pereira & Filhos',
    },
    'Primafrio|Transportes Frigoríficos Narval|Disfrimur|Frigoríficos Andaluces de Conservas|Flota propia',
    'Mercancía refrigerada: mantener a 4–8 ºC|Descarga de 5:00 a 10:00|Cita previa en plataforma|Entregar con termógrafo',
    0.75,
  ),
  textil: perfil(
    'ES:92|PT:5|FR:3',
    {
      '*': 'El Corte Inglés – Centro Logístico|Hogar Textil Martínez|Boutique Alma|Tejidos y Hogar|Lencería La Moderna|Bazar Hogar|Hoteles Meliá – Lavandería Central|Textil Hostelero|Tienda Casa Viva|Ropa de Trabajo Industrial',
    },
    PAQUETERIA,
    'Entregar en recepción de tienda antes de las 10:00|Cajas con etiqueta de talla visible',
    0.4,
  ),
  moda: perfil(
    'ES:90|PT:10',
    {
      '*': 'Boutique Nerea|Moda Atelier|Galerías del Centro|Showroom Norte|Tienda Ames|Moda y Complementos Lúa|Outlet Las Rozas Village|Espacio Moda',
    },
    PAQUETERIA,
    'Entregar colgado (prendas en percha)|Entregar antes de la apertura (10:00)',
    0.3,
  ),
  autopartes: perfil(
    'ES:88|PT:12',
    {
      '*': 'Recambios García|Talleres Hermanos López|Autodistribución Norte|Recambios del Ebro|Grupo Recambios Centro|Talleres El Puente|Neumáticos y Recambios Sur|Taller Multimarca Avenida',
    },
    `${PALETS}|SEUR|MRW`,
    'Entrega en almacén de recambios, puerta trasera',
    0.6,
  ),
  vino: perfil(
    'ES:85|FR:10|PT:5',
    {
      ES: 'Vinoteca El Lagar|Distribuciones de Bebidas del Norte|Restaurante Casa Lucio|Bodegas y Licores Central|Makro – Cash & Carry|Club de Vinos Selección|Hotel Parador – Economato',
      FR: 'Cave des Sommeliers|Vins et Spiritueux du Sud',
      PT: 'Garrafeira Nacional|Distribuidora de Bebidas Lusa',
    },
    PALETS,
    'Mercancía frágil: no volcar|Entregar en bodega, acceso por calle lateral',
    0.5,
  ),
  farma: perfil(
    'ES:100',
    {
      '*': 'Cofares – Almacén|Bidafarma – Almacén|Hefame – Almacén|Hospital Universitario – Servicio de Farmacia|Farmacia Central|Farmacia Ldo. Moreno|Clínica San Rafael – Farmacia|Centro de Salud – Almacén',
    },
    'Logista Pharma|DHL Supply Chain Pharma|Correos Express|Flota propia',
    'Medicamento: temperatura controlada 15–25 ºC|Entregar al farmacéutico responsable|Termolábiles en caja isotérmica',
    0.4,
  ),
  ceramica: perfil(
    'ES:80|FR:12|PT:8',
    {
      ES: 'Almacén de Materiales de Construcción|Saneamientos y Cerámicas|BricoCentro|Reformas Integrales|Distribuidora Cerámica|Leroy Merlin – Almacén',
      FR: 'Carrelages du Midi|Point.P – Dépôt',
      PT: 'Materiais de Construção Ribeiro|Cerâmica Lusa – Armazém',
    },
    PALETS,
    'Camión con pluma: descarga a pie de obra',
    0.8,
  ),
  aceite: perfil(
    'ES:75|PT:10|FR:15',
    {
      ES: 'Mercadona – Bloque Logístico|Carrefour – Plataforma|Ultramarinos La Despensa|Gourmet Delicatessen|Makro – Cash & Carry|Distribuciones Alimentarias del Sur',
      FR: 'Épicerie Fine du Sud|Metro France – Entrepôt',
      PT: 'Continente – Entreposto|Mercearia Fina Lisboa',
    },
    PALETS,
    'Cita previa en plataforma',
    0.7,
  ),
  electronica: perfil(
    'ES:90|PT:10',
    {
      '*': 'Integraciones Eléctricas|Automatismos Industriales|Rexel – Delegación|Sonepar – Delegación|Cuadros Eléctricos del Norte|Instalaciones Técnicas Gil|Robótica y Control',
    },
    `${PAQUETERIA}|Dachser Spain`,
    'Material sensible a descargas: no abrir',
    0.8,
  ),
  quimica: perfil(
    'ES:85|FR:10|PT:5',
    {
      ES: 'Laboratorios Cosméticos|Detergentes del Mediterráneo|Industrias Químicas del Ebro|Tratamiento de Aguas Levante|Pinturas y Barnices',
      FR: 'Chimie Industrielle du Sud|Laboratoires Pharmaceutiques',
      PT: 'Química Industrial do Norte',
    },
    'Transportes ADR Bertrans|Dachser Spain|DHL Freight|Flota propia',
    'Mercancía ADR: conductor con certificado|Descarga en zona de productos químicos',
    0.95,
  ),
  mueble: perfil(
    'ES:85|PT:5|FR:10',
    {
      ES: 'Muebles La Fábrica|Decoración Interiores|Hotel Costa Azul – Mantenimiento|Muebles Rústicos|Tienda de Decoración Nórdica|Conforama – Almacén',
      FR: 'Maison et Mobilier|Meubles du Sud',
      PT: 'Móveis Casa Nova',
    },
    'Transportes Ochoa|Palletways Iberia|Flota propia',
    'Entrega con montaje: dos operarios|Subir a planta (sin ascensor)',
    0.5,
  ),
  cafe: perfil(
    'ES:85|PT:15',
    {
      '*': 'Tostadero Artesano|Cafés del Puerto|Torrefacción Mediterránea|Cafetería La Parada|Hostelería Distribución|Especialidad Coffee Roasters',
    },
    PALETS,
    'Sacos de yute: no usar ganchos|Almacenar en lugar seco',
    0.6,
  ),
  importacion: perfil(
    'PA:70|CR:15|CO:15',
    {
      '*': 'Distribuidora del Istmo|Almacenes El Baratillo|Importaciones Andinas|Comercial Centroamericana|Perfumería Duty Free|Electrodomésticos del Pacífico|Tiendas Multimax',
    },
    'Flota propia|DHL Panamá|Transportes Colón Express|Crowley Logistics',
    'Requiere declaración de movimiento comercial (DMCE)|Entregar con factura comercial',
    0.7,
  ),
  recambios: perfil(
    'ES:85|PT:10|FR:5',
    {
      '*': 'Talleres Mecánicos Industriales|Mantenimiento Industrial|Suministros Industriales|Transmisiones y Rodamientos|Hidráulica y Neumática|Planta de Envasado – Mantenimiento|Fábrica de Piensos – Mantenimiento|Cooperativa Agrícola – Taller',
    },
    'Dachser Spain|DB Schenker|SEUR|TIPSA|Flota propia',
    'Urgente: máquina parada|Entregar en almacén de mantenimiento',
    0.9,
  ),
  nutricion: perfil(
    'ES:90|PT:10',
    {
      '*': 'Herbolario Natural|Gimnasio Fitness Center|Farmacia Parafarmacia Salud|Tienda Dietética Vital|Nutrición Deportiva Online|Supermercado Bio',
    },
    PAQUETERIA,
    '',
    0.4,
  ),
};

/** A customer's customer: where its delivery notes go. */
export interface Destinatario {
  /** Set once stored. */
  id?: number;
  idCliente?: number;
  nombre: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string | null;
  pais: string;
  zona: Zona;
  contacto: string | null;
  telefono: string | null;
  observaciones: string | null;
  /** How often it orders, relative to the customer's other recipients. */
  peso: number;
}

/** `count` recipients of a customer in `sector`, a few big ones ordering most. */
export function destinatarios(rng: Prng, sector: Sector, count: number): Destinatario[] {
  const perfil = SECTORES[sector];
  const result: Destinatario[] = [];
  const used = new Set<string>();
  for (let attempt = 0; result.length < count && attempt < count * 20; attempt++) {
    const pais = rng.weighted(perfil.paises);
    const ciudad = rng.pick(CIUDADES.filter((c) => c.pais === pais));
    const base = rng.pick(perfil.nombres[pais] ?? perfil.nombres['*'] ?? perfil.nombres.ES ?? []);
    const nombre = `${base} ${ciudad.poblacion}`;
    if (used.has(nombre)) continue;
    used.add(nombre);
    const calle = `${rng.pick(CALLES[pais] ?? CALLES.ES!)}, ${rng.int(1, 180)}`;
    const direccion = rng.chance(perfil.naves)
      ? `${rng.pick(POLIGONOS[pais] ?? POLIGONOS.ES!)}, ${calle}`
      : calle;
    result.push({
      nombre,
      direccion,
      codigoPostal: ciudad.cp,
      poblacion: ciudad.poblacion,
      provincia: ciudad.provincia,
      pais: ciudad.pais,
      zona: ciudad.zona,
      contacto: rng.chance(0.85) ? persona(rng, pais) : null,
      telefono: rng.chance(0.9) ? telefono(rng, ciudad) : null,
      observaciones: rng.chance(0.45) ? rng.pick(perfil.instrucciones) : null,
      peso: 1 / (result.length + 1) ** 0.7,
    });
  }
  return result;
}

/** Days on the road from a warehouse region to a recipient. */
export function diasTransito(rng: Prng, desde: Zona, destino: Destinatario): number {
  if (destino.provincia === 'Illes Balears') return rng.int(2, 3);
  if (destino.zona === desde) return 1;
  if (desde === 'PA')
    return destino.zona === 'PA' ? 1 : destino.zona === 'CR' ? rng.int(3, 4) : rng.int(5, 7);
  if (destino.zona === 'PT' || destino.zona === 'FR') return rng.int(2, 3);
  return rng.int(1, 2);
}

export const transportistaDe = (rng: Prng, sector: Sector): string =>
  rng.pick(SECTORES[sector].transportistas);

// ---------------------------------------------------------------------------------------------
// What happened to a delivery

const OBSERVACIONES_POD = lista(
  'Entregado sin incidencias|Firma y sello del cliente|Recibido en muelle|Entregado en recepción|Palés revisados conforme',
);

const INCIDENCIAS: Record<TipoIncidenciaEntrega, readonly string[]> = {
  DESTINATARIO_AUSENTE: lista(
    'Nadie en el local; se deja aviso de paso|Destinatario ausente; no contesta al teléfono',
  ),
  DIRECCION_INCORRECTA: lista(
    'Dirección incompleta: falta el número de nave|El destinatario ya no está en esa dirección',
  ),
  ESTABLECIMIENTO_CERRADO: lista('Establecimiento cerrado por vacaciones|Cerrado en horario de entrega'),
  RECHAZADO: lista(
    'El destinatario rechaza la entrega: pedido duplicado|Rechazado: no consta el pedido|Rechazado: fuera de horario de cita',
  ),
  MERCANCIA_DANADA: lista(
    'Bultos con golpes; se entrega el resto|Palé volcado en tránsito; parte de la mercancía dañada',
  ),
  FALTA_MERCANCIA: lista('Falta un bulto respecto al albarán|Recibido con faltas; se abre reclamación'),
  OTRA: lista('Entrega aplazada a petición del cliente'),
};

export interface Desenlace {
  estado: EstadoAlbaran;
  /** When it was delivered (in full or in part); null otherwise. */
  fechaEntrega: Date | null;
  pruebaEntrega: PruebaEntrega | null;
  /** How much of the order reached the recipient, once known. */
  entregado: 'todo' | 'parcial' | 'nada' | null;
  /** When the goods came back into the warehouse (refused deliveries). */
  devuelto: Date | null;
}

/** Business hours of a day, UTC: 07:00–17:00. */
const enHorario = (rng: Prng, dia: number): Date => new Date(dia + rng.int(7 * 60, 17 * 60) * 60_000);
const diaDe = (instante: number): number => Math.floor(instante / DAY) * DAY;

function prueba(
  fecha: Date,
  firmadoPor: string | null,
  observaciones: string | null,
  incidencia: TipoIncidenciaEntrega | null,
): PruebaEntrega {
  return { firmadoPor, fecha: fecha.toISOString(), urlImagen: null, observaciones, incidencia };
}

/**
 * The fate of a delivery note dispatched at `salida` and expected on `prevista` (a UTC day), as
 * known at `now`: pending until it leaves, on its way until the driver gets there, then delivered
 * (mostly), partly delivered, not delivered yet (failed attempt) or refused and brought back.
 */
export function desenlace(rng: Prng, salida: Date, prevista: number, now: Date, pais: string): Desenlace {
  const nada = { fechaEntrega: null, pruebaEntrega: null, entregado: null, devuelto: null };
  if (salida.getTime() > now.getTime()) return { estado: 'PENDIENTE', ...nada };
  const retraso = rng.weighted([
    [0, 85],
    [1, 12],
    [2, 3],
  ] as const);
  const llegada = enHorario(rng, prevista + retraso * DAY);
  if (llegada.getTime() <= salida.getTime() || llegada.getTime() > now.getTime()) {
    return { estado: 'EN_REPARTO', ...nada };
  }
  const firmante = () => persona(rng, pais);
  const roll = rng.next();
  if (roll < 0.025) {
    const incidencia = rng.pick(['MERCANCIA_DANADA', 'FALTA_MERCANCIA'] as const);
    return {
      estado: 'INCIDENCIA',
      fechaEntrega: llegada,
      pruebaEntrega: prueba(llegada, firmante(), rng.pick(INCIDENCIAS[incidencia]), incidencia),
      entregado: 'parcial',
      devuelto: null,
    };
  }
  if (roll < 0.045) {
    const incidencia = rng.pick([
      'DESTINATARIO_AUSENTE',
      'DIRECCION_INCORRECTA',
      'ESTABLECIMIENTO_CERRADO',
    ] as const);
    const nota = rng.pick(INCIDENCIAS[incidencia]);
    const segundo = enHorario(rng, diaDe(llegada.getTime()) + rng.int(1, 2) * DAY);
    if (segundo.getTime() > now.getTime()) {
      return {
        estado: 'INCIDENCIA',
        fechaEntrega: null,
        pruebaEntrega: prueba(llegada, null, nota, incidencia),
        entregado: null,
        devuelto: null,
      };
    }
    const texto = `Entregado en segundo intento (primer intento: ${nota.charAt(0).toLowerCase()}${nota.slice(1)})`;
    return {
      estado: 'ENTREGADO',
      fechaEntrega: segundo,
      pruebaEntrega: prueba(segundo, firmante(), texto, null),
      entregado: 'todo',
      devuelto: null,
    };
  }
  if (roll < 0.065) {
    const incidencia = rng.chance(0.7) ? ('RECHAZADO' as const) : ('DIRECCION_INCORRECTA' as const);
    const devuelto = new Date(llegada.getTime() + rng.int(18, 96) * 3_600_000);
    const pod = prueba(llegada, null, rng.pick(INCIDENCIAS[incidencia]), incidencia);
    if (devuelto.getTime() > now.getTime()) {
      return {
        estado: 'INCIDENCIA',
        fechaEntrega: null,
        pruebaEntrega: pod,
        entregado: null,
        devuelto: null,
      };
    }
    return { estado: 'DEVUELTO', fechaEntrega: null, pruebaEntrega: pod, entregado: 'nada', devuelto };
  }
  const observaciones = rng.chance(0.35) ? rng.pick(OBSERVACIONES_POD) : null;
  return {
    estado: 'ENTREGADO',
    fechaEntrega: llegada,
    pruebaEntrega: prueba(llegada, firmante(), observaciones, null),
    entregado: 'todo',
    devuelto: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The hand-over from the warehouse simulation, and the insert

/** An article as a delivery note line needs it (ids are known: articles are inserted first). */
export interface ArticuloRef {
  id: number;
  codigo: string;
  descripcion: string;
  unidad: UnidadMedida;
  unidadesPorBulto: number;
  unidadesPorPalet: number;
  pesoUnitarioKg: number;
}

/** A document number, filled in once every document of the simulation is known (numbered by date). */
export interface Documento {
  numero: string;
}

export interface LineaPlan {
  articulo: ArticuloRef;
  lote: string | null;
  cantidadPedida: number;
  cantidadEntregada: number | null;
}

export interface AlbaranPlan {
  id?: number;
  idCliente: number;
  documento: Documento;
  referenciaCliente: string | null;
  /** Dispatch instant; the note is dated on its UTC day. */
  salida: Date;
  prevista: number;
  desenlace: Desenlace;
  destinatario: Destinatario;
  codigoAlmacen: string;
  transportista: string | null;
  lineas: LineaPlan[];
}

/** A warehouse movement the simulation produced. */
export interface MovimientoPlan {
  idCliente: number;
  articulo: ArticuloRef;
  idAlmacen: number;
  fecha: Date;
  tipo: TipoMovimientoAlmacen;
  documento: Documento;
  referenciaCliente: string | null;
  ubicacion: string;
  lote: string | null;
  cantidad: number;
  albaran: AlbaranPlan | null;
  motivo: string | null;
}

export interface PlanDistribucion {
  destinatarios: Destinatario[];
  albaranes: AlbaranPlan[];
  /** Dispatches and returns: they point at a delivery note, so they are stored after it. */
  movimientos: MovimientoPlan[];
}

const planes = new WeakMap<SeedContext, PlanDistribucion>();

/** Called by the warehouse seed with the delivery notes it simulated. */
export function entregarPlanDistribucion(ctx: SeedContext, plan: PlanDistribucion): void {
  planes.set(ctx, plan);
}

export const isoDia = (instante: number | Date): string => new Date(instante).toISOString().slice(0, 10);

/**
 * Rows in the order of the (customer, date) index: the index then grows at its end instead of
 * splitting pages all over, and a customer's period reads few pages.
 */
export const porClienteYFecha = <T extends { idCliente: number; t: number }>(a: T, b: T): number =>
  a.idCliente - b.idCliente || a.t - b.t;

export const movimientosOrdenados = (movimientos: readonly MovimientoPlan[]): MovimientoPlan[] =>
  movimientos
    .map((m) => ({ idCliente: m.idCliente, t: m.fecha.getTime(), m }))
    .sort(porClienteYFecha)
    .map(({ m }) => m);

export const filaMovimiento = (m: MovimientoPlan): typeof movimientosAlmacen.$inferInsert => ({
  idCliente: m.idCliente,
  idArticulo: m.articulo.id,
  idAlmacen: m.idAlmacen,
  fecha: m.fecha,
  tipo: m.tipo,
  documento: m.documento.numero,
  referenciaCliente: m.referenciaCliente,
  ubicacion: m.ubicacion,
  lote: m.lote,
  cantidad: m.cantidad,
  idAlbaran: m.albaran?.id ?? null,
  motivo: m.motivo,
});

function filaAlbaran(a: AlbaranPlan): typeof albaranes.$inferInsert {
  let bultos = 0;
  let peso = 0;
  for (const linea of a.lineas) {
    const { unidadesPorBulto, unidadesPorPalet, pesoUnitarioKg } = linea.articulo;
    bultos += Math.ceil(linea.cantidadPedida / unidadesPorBulto);
    // Goods plus about 22 kg of pallet per pallet loaded.
    peso += linea.cantidadPedida * pesoUnitarioKg + Math.ceil(linea.cantidadPedida / unidadesPorPalet) * 22;
  }
  return {
    idCliente: a.idCliente,
    numeroAlbaran: a.documento.numero,
    referenciaCliente: a.referenciaCliente,
    fecha: isoDia(a.salida),
    fechaPrevistaEntrega: isoDia(a.prevista),
    fechaEntrega: a.desenlace.fechaEntrega,
    estado: a.desenlace.estado,
    idDestinatario: a.destinatario.id!,
    codigoAlmacen: a.codigoAlmacen,
    transportista: a.transportista,
    bultos,
    pesoBrutoKg: Math.round(peso * 100) / 100,
    lineas: a.lineas.map((linea, i) => ({
      id: i + 1,
      idArticulo: linea.articulo.id,
      lote: linea.lote,
      cantidadPedida: linea.cantidadPedida,
      cantidadEntregada: linea.cantidadEntregada,
    })),
    pruebaEntrega: a.desenlace.pruebaEntrega,
  };
}

/** Stores the delivery notes the warehouse seed simulated, then the dispatches and returns that cite them. */
export async function seedDistribucion(ctx: SeedContext): Promise<void> {
  const plan = planes.get(ctx);
  if (!plan) throw new Error('seedDistribucion: run seedAlmacen first (it simulates the deliveries)');
  await withoutForeignKeyChecks(ctx.db, async () => {
    const guardados = await insertRows(
      ctx.db,
      destinatariosTabla,
      plan.destinatarios.map((d) => ({
        idCliente: d.idCliente!,
        nombre: d.nombre,
        direccion: d.direccion,
        codigoPostal: d.codigoPostal,
        poblacion: d.poblacion,
        provincia: d.provincia,
        pais: d.pais,
        contacto: d.contacto,
        telefono: d.telefono,
        observaciones: d.observaciones,
      })),
      { returning: ['id', 'idCliente', 'nombre'] },
    );
    const porNombre = new Map(guardados.map((row) => [`${row.idCliente}:${row.nombre}`, row.id]));
    for (const d of plan.destinatarios) d.id = porNombre.get(`${d.idCliente}:${d.nombre}`);
    const ordenados = plan.albaranes
      .map((a) => ({ idCliente: a.idCliente, t: a.salida.getTime(), a }))
      .sort(porClienteYFecha)
      .map(({ a }) => filaAlbaran(a));
    const ids = await insertRows(ctx.db, albaranes, ordenados, { returning: ['id', 'numeroAlbaran'] });
    const porNumero = new Map(ids.map((row) => [row.numeroAlbaran, row.id]));
    for (const albaran of plan.albaranes) albaran.id = porNumero.get(albaran.documento.numero);
    await insertRows(ctx.db, movimientosAlmacen, movimientosOrdenados(plan.movimientos).map(filaMovimiento));
  });
  planes.delete(ctx);
}
