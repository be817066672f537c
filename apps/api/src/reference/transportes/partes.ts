import type { Prng } from '../../lib/prng';

// Plausible trading companies, addresses, contacts, postal codes, phone numbers and tax ids per
// country, for the customers' address books of shippers and consignees (demo data).

type Idioma =
  | 'es'
  | 'pt'
  | 'fr'
  | 'de'
  | 'it'
  | 'nl'
  | 'en'
  | 'in'
  | 'ar'
  | 'zh'
  | 'ja'
  | 'ko'
  | 'vi'
  | 'tr'
  | 'pl'
  | 'cs';

interface FormatoPais {
  idioma: Idioma;
  formas: readonly string[];
  telefono: string;
  dominio: string;
  codigoPostal: (prng: Prng) => string;
}

const d = (prng: Prng, n: number) => prng.digits(n);
const letras = (prng: Prng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + prng.int(0, 25))).join('');
const cinco = (prng: Prng) => d(prng, 5);
const seis = (prng: Prng) => d(prng, 6);
const cuatro = (prng: Prng) => String(prng.int(1000, 9999));

const FORMATOS: Readonly<Record<string, FormatoPais>> = {
  ES: { idioma: 'es', formas: ['S.L.', 'S.L.', 'S.A.'], telefono: '+34', dominio: 'es', codigoPostal: cinco },
  PT: {
    idioma: 'pt',
    formas: ['Lda.', 'S.A.'],
    telefono: '+351',
    dominio: 'pt',
    codigoPostal: (p) => `${p.int(1000, 4999)}-${d(p, 3)}`,
  },
  FR: { idioma: 'fr', formas: ['SARL', 'SAS'], telefono: '+33', dominio: 'fr', codigoPostal: cinco },
  MA: { idioma: 'fr', formas: ['SARL', 'S.A.'], telefono: '+212', dominio: 'ma', codigoPostal: cinco },
  DE: {
    idioma: 'de',
    formas: ['GmbH', 'GmbH & Co. KG', 'AG'],
    telefono: '+49',
    dominio: 'de',
    codigoPostal: cinco,
  },
  AT: { idioma: 'de', formas: ['GmbH'], telefono: '+43', dominio: 'at', codigoPostal: cuatro },
  CH: { idioma: 'de', formas: ['AG', 'GmbH'], telefono: '+41', dominio: 'ch', codigoPostal: cuatro },
  IT: { idioma: 'it', formas: ['S.r.l.', 'S.p.A.'], telefono: '+39', dominio: 'it', codigoPostal: cinco },
  NL: {
    idioma: 'nl',
    formas: ['B.V.'],
    telefono: '+31',
    dominio: 'nl',
    codigoPostal: (p) => `${p.int(1000, 9999)} ${letras(p, 2)}`,
  },
  BE: { idioma: 'nl', formas: ['NV', 'BV'], telefono: '+32', dominio: 'be', codigoPostal: cuatro },
  GB: {
    idioma: 'en',
    formas: ['Ltd'],
    telefono: '+44',
    dominio: 'co.uk',
    codigoPostal: (p) => `${letras(p, 2)}${p.int(1, 20)} ${p.int(1, 9)}${letras(p, 2)}`,
  },
  US: { idioma: 'en', formas: ['Inc.', 'LLC', 'Corp.'], telefono: '+1', dominio: 'com', codigoPostal: cinco },
  CA: {
    idioma: 'en',
    formas: ['Inc.', 'Ltd.'],
    telefono: '+1',
    dominio: 'ca',
    codigoPostal: (p) =>
      `${letras(p, 1)}${p.int(0, 9)}${letras(p, 1)} ${p.int(0, 9)}${letras(p, 1)}${p.int(0, 9)}`,
  },
  ZA: { idioma: 'en', formas: ['(Pty) Ltd'], telefono: '+27', dominio: 'co.za', codigoPostal: cuatro },
  SG: { idioma: 'en', formas: ['Pte. Ltd.'], telefono: '+65', dominio: 'com.sg', codigoPostal: seis },
  IN: { idioma: 'in', formas: ['Pvt. Ltd.', 'Ltd.'], telefono: '+91', dominio: 'in', codigoPostal: seis },
  AE: { idioma: 'ar', formas: ['LLC', 'FZE'], telefono: '+971', dominio: 'ae', codigoPostal: () => '00000' },
  QA: { idioma: 'ar', formas: ['W.L.L.'], telefono: '+974', dominio: 'qa', codigoPostal: () => '00000' },
  CN: { idioma: 'zh', formas: ['Co., Ltd.'], telefono: '+86', dominio: 'cn', codigoPostal: seis },
  HK: {
    idioma: 'zh',
    formas: ['Limited', 'Co., Ltd.'],
    telefono: '+852',
    dominio: 'com.hk',
    codigoPostal: () => '999077',
  },
  JP: {
    idioma: 'ja',
    formas: ['Co., Ltd.'],
    telefono: '+81',
    dominio: 'co.jp',
    codigoPostal: (p) => `${d(p, 3)}-${d(p, 4)}`,
  },
  KR: { idioma: 'ko', formas: ['Co., Ltd.'], telefono: '+82', dominio: 'co.kr', codigoPostal: cinco },
  VN: { idioma: 'vi', formas: ['Co., Ltd.', 'JSC'], telefono: '+84', dominio: 'vn', codigoPostal: seis },
  TR: {
    idioma: 'tr',
    formas: ['A.Ş.', 'Ltd. Şti.'],
    telefono: '+90',
    dominio: 'com.tr',
    codigoPostal: cinco,
  },
  PL: {
    idioma: 'pl',
    formas: ['Sp. z o.o.', 'S.A.'],
    telefono: '+48',
    dominio: 'pl',
    codigoPostal: (p) => `${d(p, 2)}-${d(p, 3)}`,
  },
  CZ: {
    idioma: 'cs',
    formas: ['s.r.o.', 'a.s.'],
    telefono: '+420',
    dominio: 'cz',
    codigoPostal: (p) => `${p.int(100, 799)} ${d(p, 2)}`,
  },
  MX: { idioma: 'es', formas: ['S.A. de C.V.'], telefono: '+52', dominio: 'com.mx', codigoPostal: cinco },
  CO: { idioma: 'es', formas: ['S.A.S.', 'S.A.'], telefono: '+57', dominio: 'com.co', codigoPostal: seis },
  PA: {
    idioma: 'es',
    formas: ['S.A.', 'Corp.'],
    telefono: '+507',
    dominio: 'com.pa',
    codigoPostal: (p) => `0${p.int(801, 843)}`,
  },
  CR: { idioma: 'es', formas: ['S.A.'], telefono: '+506', dominio: 'cr', codigoPostal: cinco },
  GT: {
    idioma: 'es',
    formas: ['S.A.'],
    telefono: '+502',
    dominio: 'com.gt',
    codigoPostal: (p) => `01${d(p, 3)}`,
  },
  EC: {
    idioma: 'es',
    formas: ['S.A.', 'Cía. Ltda.'],
    telefono: '+593',
    dominio: 'com.ec',
    codigoPostal: seis,
  },
  PE: { idioma: 'es', formas: ['S.A.C.', 'S.A.'], telefono: '+51', dominio: 'com.pe', codigoPostal: cinco },
  CL: {
    idioma: 'es',
    formas: ['SpA', 'S.A.', 'Ltda.'],
    telefono: '+56',
    dominio: 'cl',
    codigoPostal: (p) => d(p, 7),
  },
  AR: {
    idioma: 'es',
    formas: ['S.A.', 'S.R.L.'],
    telefono: '+54',
    dominio: 'com.ar',
    codigoPostal: (p) => `${letras(p, 1)}${p.int(1000, 9999)}${letras(p, 3)}`,
  },
  BR: {
    idioma: 'pt',
    formas: ['Ltda.', 'S.A.'],
    telefono: '+55',
    dominio: 'com.br',
    codigoPostal: (p) => `${d(p, 5)}-${d(p, 3)}`,
  },
};

const APELLIDOS: Readonly<Record<Idioma, readonly string[]>> = {
  es: [
    'García',
    'Martínez',
    'López',
    'Sánchez',
    'Romero',
    'Navarro',
    'Torres',
    'Domínguez',
    'Vázquez',
    'Serrano',
    'Ramos',
    'Molina',
    'Ortega',
    'Delgado',
    'Castro',
    'Rubio',
    'Marín',
    'Iglesias',
    'Medina',
    'Garrido',
    'Castillo',
    'Lozano',
    'Guerrero',
    'Prieto',
    'Calvo',
    'Vidal',
    'Herrera',
    'Peña',
    'Cabrera',
    'Vega',
    'Fuentes',
    'Carrasco',
    'Caballero',
    'Aguilar',
    'Pascual',
    'Ferrer',
    'Soler',
    'Bravo',
  ],
  pt: [
    'Silva',
    'Santos',
    'Ferreira',
    'Pereira',
    'Oliveira',
    'Costa',
    'Rodrigues',
    'Martins',
    'Sousa',
    'Fernandes',
    'Gonçalves',
    'Lopes',
    'Marques',
    'Almeida',
    'Ribeiro',
    'Pinto',
    'Carvalho',
    'Teixeira',
    'Moreira',
    'Mendes',
  ],
  fr: [
    'Martin',
    'Bernard',
    'Dubois',
    'Robert',
    'Richard',
    'Durand',
    'Leroy',
    'Moreau',
    'Laurent',
    'Lefebvre',
    'Michel',
    'Bertrand',
    'Roux',
    'Fournier',
    'Girard',
    'Mercier',
    'Dupont',
    'Lambert',
    'Bonnet',
    'Fontaine',
  ],
  de: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
    'Schröder',
    'Neumann',
    'Zimmermann',
    'Braun',
    'Hartmann',
    'Krause',
  ],
  it: [
    'Rossi',
    'Russo',
    'Ferrari',
    'Esposito',
    'Bianchi',
    'Romano',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Gallo',
    'Conti',
    'De Luca',
    'Costa',
    'Giordano',
    'Lombardi',
    'Moretti',
    'Barbieri',
    'Fontana',
  ],
  nl: [
    'de Jong',
    'Jansen',
    'de Vries',
    'van den Berg',
    'van Dijk',
    'Bakker',
    'Janssen',
    'Visser',
    'Smit',
    'Meijer',
    'de Boer',
    'Mulder',
    'de Groot',
    'Bos',
    'Peeters',
    'Hendriks',
    'Dekker',
    'Maes',
    'Willems',
    'Claes',
  ],
  en: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Miller',
    'Davis',
    'Wilson',
    'Anderson',
    'Taylor',
    'Moore',
    'Clark',
    'Walker',
    'Wright',
    'Scott',
    'Green',
    'Baker',
    'Carter',
    'Mitchell',
    'Parker',
    'Collins',
    'Cooper',
    'Hughes',
  ],
  in: [
    'Patel',
    'Shah',
    'Mehta',
    'Gupta',
    'Sharma',
    'Singh',
    'Reddy',
    'Iyer',
    'Nair',
    'Kapoor',
    'Agarwal',
    'Joshi',
  ],
  ar: [
    'Al Futtaim',
    'Al Mansoori',
    'Al Qassimi',
    'Al Suwaidi',
    'Al Kuwari',
    'Al Marri',
    'Al Hashimi',
    'Al Nuaimi',
  ],
  zh: [
    'Wang',
    'Li',
    'Zhang',
    'Liu',
    'Chen',
    'Yang',
    'Huang',
    'Zhao',
    'Wu',
    'Zhou',
    'Xu',
    'Sun',
    'Zhu',
    'Hu',
    'Guo',
    'Lin',
    'Luo',
    'Gao',
  ],
  ja: [
    'Sato',
    'Suzuki',
    'Takahashi',
    'Tanaka',
    'Watanabe',
    'Ito',
    'Yamamoto',
    'Nakamura',
    'Kobayashi',
    'Kato',
  ],
  ko: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
  vi: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Phan', 'Vu', 'Dang', 'Bui', 'Do'],
  tr: [
    'Yılmaz',
    'Kaya',
    'Demir',
    'Şahin',
    'Çelik',
    'Yıldız',
    'Öztürk',
    'Aydın',
    'Özdemir',
    'Arslan',
    'Doğan',
  ],
  pl: [
    'Nowak',
    'Kowalski',
    'Wiśniewski',
    'Wójcik',
    'Kowalczyk',
    'Kamiński',
    'Lewandowski',
    'Zieliński',
    'Szymański',
    'Woźniak',
  ],
  cs: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec'],
};

const NOMBRES: Readonly<Record<Idioma, readonly string[]>> = {
  es: [
    'María',
    'Carmen',
    'Ana',
    'Laura',
    'Lucía',
    'Marta',
    'Elena',
    'Pilar',
    'Javier',
    'Antonio',
    'José',
    'Manuel',
    'David',
    'Carlos',
    'Jorge',
    'Pablo',
    'Sergio',
    'Raúl',
    'Miguel',
    'Alberto',
  ],
  pt: ['João', 'Pedro', 'Rui', 'Tiago', 'Miguel', 'Ana', 'Maria', 'Inês', 'Sofia', 'Catarina'],
  fr: ['Jean', 'Pierre', 'Nicolas', 'Julien', 'Thomas', 'Marie', 'Sophie', 'Camille', 'Claire', 'Isabelle'],
  de: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Markus', 'Sabine', 'Julia', 'Anna', 'Katrin', 'Petra'],
  it: ['Marco', 'Luca', 'Giuseppe', 'Andrea', 'Francesco', 'Giulia', 'Chiara', 'Francesca', 'Sara', 'Elena'],
  nl: ['Jan', 'Pieter', 'Bram', 'Daan', 'Thijs', 'Sanne', 'Lotte', 'Eva', 'Femke', 'Anouk'],
  en: ['James', 'John', 'Robert', 'Michael', 'David', 'Sarah', 'Emily', 'Jessica', 'Laura', 'Emma'],
  in: ['Rahul', 'Amit', 'Vikram', 'Arjun', 'Priya', 'Anjali', 'Neha', 'Sunita'],
  ar: ['Ahmed', 'Mohammed', 'Khalid', 'Omar', 'Fatima', 'Mariam', 'Aisha', 'Layla'],
  zh: ['Wei', 'Jun', 'Lei', 'Ming', 'Hui', 'Jing', 'Yan', 'Li Na', 'Xiaoling', 'Hao'],
  ja: ['Hiroshi', 'Takashi', 'Kenji', 'Yuki', 'Akiko', 'Naoko', 'Haruka', 'Daisuke'],
  ko: ['Minjun', 'Jihoon', 'Seojun', 'Jiwoo', 'Seoyeon', 'Jiyeon', 'Hana', 'Sungmin'],
  vi: ['Minh', 'Hung', 'Tuan', 'Duc', 'Lan', 'Huong', 'Mai', 'Thao'],
  tr: ['Mehmet', 'Mustafa', 'Ahmet', 'Emre', 'Ayşe', 'Fatma', 'Elif', 'Zeynep'],
  pl: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Anna', 'Katarzyna', 'Magdalena', 'Agnieszka'],
  cs: ['Jan', 'Petr', 'Martin', 'Tomáš', 'Jana', 'Eva', 'Lucie', 'Kateřina'],
};

/** Company-name patterns: {A} a surname, {B} another, {C} the city, {W} a trade word. */
const EMPRESAS: Readonly<Record<Idioma, readonly string[]>> = {
  es: [
    '{A} Hermanos',
    'Distribuciones {A}',
    'Comercial {C}',
    '{A} e Hijos',
    'Grupo {A}',
    'Importaciones {A}',
    'Almacenes {C}',
    '{A} y {B}',
    'Industrias {A}',
    'Suministros {C}',
  ],
  pt: ['{A} & Filhos', 'Distribuidora {A}', 'Comercial {C}', '{A} Importação e Exportação', 'Irmãos {A}'],
  fr: [
    'Établissements {A}',
    '{A} Distribution',
    '{A} et Fils',
    'Comptoir de {C}',
    '{A} Import',
    'Société {A} {B}',
  ],
  de: [
    '{A} Handels',
    '{A} Logistik',
    '{A} & {B}',
    '{A} Großhandel',
    '{A} Maschinenbau',
    '{A} Technik',
    '{A} Lebensmittel',
  ],
  it: [
    '{A} Distribuzione',
    'Fratelli {A}',
    '{A} & {B}',
    'Commerciale {C}',
    '{A} Import Export',
    'Industrie {A}',
  ],
  nl: ['{A} Handel', '{A} Logistiek', '{A} & Zonen', '{C} Trading', '{A} Groothandel'],
  en: [
    '{A} Trading',
    '{C} Imports',
    '{A} & Sons',
    '{A} Distribution',
    '{A} Foods',
    'Atlantic {A} Supply',
    '{A} Brothers',
    '{C} Wholesale',
    '{A} Industries',
  ],
  in: ['{A} Exports', '{A} Enterprises', '{A} Overseas', '{C} {W}'],
  ar: ['{A} Trading', '{A} General Trading', '{A} Logistics', '{C} {W}'],
  zh: ['{C} {A} Trading', '{C} {W}', '{A}da Import & Export', '{C} Huaxin {W}', '{C} Hengtai {W}'],
  ja: ['{A} Shoji', '{A} Trading', '{C} {A} Sangyo'],
  ko: ['{A} Trading', 'Hanil {W}', '{C} {A} Industrial'],
  vi: ['{A} Phat Trading', 'Viet {W}', '{C} {A} Garment'],
  tr: ['{A} Tekstil', '{A} Dış Ticaret', '{A} Gıda', '{A} Lojistik'],
  pl: ['{A} Handel', '{A} Logistyka', 'Hurtownia {A}'],
  cs: ['{A} Obchod', '{A} Logistika', '{A} Trade'],
};

const PALABRAS = [
  'Electronics',
  'Textile',
  'Machinery',
  'Industrial',
  'Packaging',
  'Home Products',
  'Lighting',
  'Hardware',
  'Foods',
];

/** Street patterns: {S} a street name, {N} a number. */
const CALLES: Readonly<Record<Idioma, readonly string[]>> = {
  es: ['Calle {S}, {N}', 'Avenida de {S}, {N}', 'Polígono Industrial {S}, nave {N}', 'Camino de {S}, {N}'],
  pt: ['Rua {S}, {N}', 'Avenida {S}, {N}', 'Zona Industrial {S}, lote {N}'],
  fr: ['{N} rue {S}', '{N} avenue {S}', 'ZI {S}, lot {N}'],
  de: ['{S}straße {N}', 'Industriestraße {N}', 'Am {S} {N}'],
  it: ['Via {S} {N}', 'Viale {S} {N}', 'Zona Industriale {S}, lotto {N}'],
  nl: ['{S}straat {N}', '{S}weg {N}', 'Industrieweg {N}'],
  en: ['{N} {S} Street', '{N} {S} Avenue', 'Unit {N}, {S} Industrial Estate'],
  in: ['Plot {N}, {S} Industrial Area', '{N} {S} Road'],
  ar: ['Plot {N}, {S} Street', 'Warehouse {N}, {S} Free Zone'],
  zh: ['No. {N} {S} Road', 'No. {N} {S} Industrial Park'],
  ja: ['{N}-{N} {S}'],
  ko: ['{N} {S}-ro'],
  vi: ['{N} Đường {S}'],
  tr: ['{S} Caddesi No: {N}'],
  pl: ['ul. {S} {N}'],
  cs: ['{S} {N}'],
};

const NOMBRES_CALLE: Readonly<Record<Idioma, readonly string[]>> = {
  es: [
    'Mayor',
    'la Industria',
    'los Olivos',
    'San Vicente',
    'Colón',
    'la Constitución',
    'El Pla',
    'Las Arenas',
    'Santa Ana',
    'la Estación',
    'Levante',
    'La Torre',
  ],
  pt: ['da Indústria', 'do Comércio', 'da Liberdade', 'de São João', 'do Porto', 'das Flores'],
  fr: ['de la République', 'Victor Hugo', 'du Commerce', 'des Entrepreneurs', 'Jean Jaurès', 'du Port'],
  de: ['Haupt', 'Bahnhof', 'Garten', 'Hafen', 'Linden', 'Schiller', 'Markt'],
  it: ['Roma', 'Garibaldi', "dell'Industria", 'Mazzini', 'Matteotti', 'del Commercio'],
  nl: ['Haven', 'Kerk', 'Molen', 'Dorps', 'Stations', 'Nijverheids'],
  en: ['Main', 'Harbor', 'Commerce', 'Oak', 'Maple', 'Park', 'Industrial', 'Lake'],
  in: ['MIDC', 'GIDC', 'Andheri-Kurla', 'Ring', 'Station'],
  ar: ['Jebel Ali', 'Al Quoz', 'Industrial Area', 'Sheikh Zayed', 'Salwa'],
  zh: ['Nanjing', 'Zhongshan', 'Jiefang', 'Renmin', 'Huaihai', 'Binhai'],
  ja: ['Ariake, Koto-ku', 'Shibaura, Minato-ku', 'Nishi-Shinjuku', 'Honcho'],
  ko: ['Jungang', 'Haeundae', 'Teheran', 'Sejong'],
  vi: ['Nguyen Hue', 'Le Loi', 'Tran Hung Dao', 'Hai Ba Trung'],
  tr: ['Atatürk', 'İstiklal', 'Cumhuriyet', 'Liman'],
  pl: ['Marszałkowska', 'Przemysłowa', 'Portowa', 'Długa'],
  cs: ['Průmyslová', 'Nádražní', 'Hlavní', 'Skladová'],
};

const sinAcentos = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g');
const slug = (text: string) =>
  sinAcentos(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Spanish CIF with its control digit (letter + 7 digits + check). */
export function cifEs(prng: Prng, letra = prng.pick(['A', 'B', 'B', 'B'])): string {
  const body = prng.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(body[i]);
    sum += i % 2 === 1 ? digit : Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return `${letra}${body}${(10 - (sum % 10)) % 10}`;
}

/** A plausible tax id for a company of the country (VAT number in Europe); null where none is usual on documents. */
export function nifDe(prng: Prng, pais: string): string | null {
  switch (pais) {
    case 'ES':
      return cifEs(prng);
    case 'DE':
      return `DE${prng.int(1, 3)}${prng.digits(8)}`;
    case 'FR':
      return `FR${prng.digits(2)}${prng.digits(9)}`;
    case 'IT':
      return `IT${prng.digits(11)}`;
    case 'NL':
      return `NL${prng.digits(9)}B01`;
    case 'BE':
      return `BE0${prng.digits(9)}`;
    case 'PT':
      return `PT5${prng.digits(8)}`;
    case 'AT':
      return `ATU${prng.digits(8)}`;
    case 'PL':
      return `PL${prng.digits(10)}`;
    case 'CZ':
      return `CZ${prng.digits(8)}`;
    case 'GB':
      return `GB${prng.digits(9)}`;
    case 'US':
      return `${prng.digits(2)}-${prng.digits(7)}`;
    case 'MX':
      return `${letras(prng, 3)}${prng.digits(6)}${letras(prng, 2)}${prng.int(0, 9)}`;
    case 'CO':
      return `900${prng.digits(6)}-${prng.int(0, 9)}`;
    case 'CN':
      return `91${prng.digits(6)}${letras(prng, 2)}${prng.digits(5)}${letras(prng, 2)}${prng.int(0, 9)}`;
    default:
      return null;
  }
}

export interface DireccionGenerada {
  nombre: string;
  nif: string | null;
  direccion: string;
  codigoPostal: string;
  contacto: string;
  telefono: string;
  email: string;
}

const formato = (pais: string): FormatoPais => FORMATOS[pais] ?? FORMATOS.US!;

const telefono = (prng: Prng, pais: string) =>
  `${formato(pais).telefono} ${prng.int(2, 9)}${prng.digits(2)} ${prng.digits(3)} ${prng.digits(3)}`;

const calle = (prng: Prng, idioma: Idioma) =>
  prng
    .pick(CALLES[idioma])
    .replaceAll('{S}', prng.pick(NOMBRES_CALLE[idioma]))
    .replace('{N}', String(prng.int(1, 180)))
    .replace('{N}', String(prng.int(1, 30)));

/**
 * A company of `pais` in `ciudad` with its address, contact and tax id. `prefijoPostal` (Spain:
 * the province's two digits) keeps the postal code consistent with the city.
 */
export function empresa(prng: Prng, pais: string, ciudad: string, prefijoPostal?: string): DireccionGenerada {
  const f = formato(pais);
  const apellidos = APELLIDOS[f.idioma];
  const a = prng.pick(apellidos);
  const nombreBase = prng
    .pick(EMPRESAS[f.idioma])
    .replace('{A}', a)
    .replace('{B}', prng.pick(apellidos.filter((x) => x !== a)))
    .replace('{C}', ciudad)
    .replace('{W}', prng.pick(PALABRAS));
  const nombre = `${nombreBase} ${prng.pick(f.formas)}`;
  const contactoNombre = prng.pick(NOMBRES[f.idioma]);
  const contactoApellido = prng.pick(apellidos);
  const codigoPostal = prefijoPostal
    ? `${prefijoPostal}${prng.int(0, 1)}${prng.digits(2)}`
    : f.codigoPostal(prng);
  return {
    nombre,
    nif: nifDe(prng, pais),
    direccion: calle(prng, f.idioma),
    codigoPostal,
    contacto: `${contactoNombre} ${contactoApellido}`,
    telefono: telefono(prng, pais),
    email: `${slug(contactoNombre)}.${slug(contactoApellido)}@${slug(nombreBase).slice(0, 24)}.${f.dominio}`,
  };
}

/** The street address, contact and e-mail domain of a customer account itself. */
export function direccionPropia(
  prng: Prng,
  pais: string,
  nombreCliente: string,
  prefijoPostal?: string,
): Omit<DireccionGenerada, 'nombre' | 'nif'> {
  const f = formato(pais);
  const contactoNombre = prng.pick(NOMBRES[f.idioma]);
  const contactoApellido = prng.pick(APELLIDOS[f.idioma]);
  const dominio = slug(
    nombreCliente.replace(
      /\b(S\.?L\.?|S\.?A\.?|Lda|SARL|GmbH|S\.r\.l|B\.V|S\.C\.A|S\.A\.S|Inc|de C\.V)\b\.?/g,
      '',
    ),
  ).slice(0, 20);
  return {
    direccion: calle(prng, f.idioma),
    codigoPostal: prefijoPostal ? `${prefijoPostal}${prng.int(0, 1)}${prng.digits(2)}` : f.codigoPostal(prng),
    contacto: `${contactoNombre} ${contactoApellido}`,
    telefono: telefono(prng, pais),
    email: `logistica@${dominio}.${f.dominio}`,
  };
}
