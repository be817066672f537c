/**
 * Geographic reference data shared by the demo seeds and the domain code: countries, sea ports,
 * airports, road cities and carriers per mode, plus great-circle distances.
 *
 * Codes are real: ISO 3166-1 alpha-2 countries, UN/LOCODE for ports and cities, IATA for airports
 * and airlines, IATA AWB prefixes, SCAC codes for shipping lines. Coordinates are decimal degrees
 * (WGS 84), rounded to about a kilometre, which is all a distance estimate needs.
 *
 * The export names are a contract with other modules (air freight, transport requests, tracking):
 * add entries freely, do not rename exports.
 */

/** Transport mode, as the SDK spells it (`ModoTransporteSchema`). */
export type TransportMode = 'MARITIMO' | 'AEREO' | 'TERRESTRE';

/** A point on the globe in decimal degrees. */
export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

/** ISO 3166-1 alpha-2 country with its Spanish and English names. */
export interface Country {
  readonly code: string;
  readonly nameEs: string;
  readonly nameEn: string;
}

/**
 * Sea area a port opens onto; route distances between two areas use {@link SEA_DETOUR_FACTORS}.
 * NEUR Channel and North Sea, IBATL Atlantic Iberia and Biscay, MED Mediterranean (with Algeciras and
 * Tanger Med), AMATL Atlantic and Caribbean Americas, AMPAC Pacific Americas, ASIA East and South-East
 * Asia, MEIN Gulf and Indian subcontinent, AFR Southern Africa.
 */
export type SeaBasin = 'NEUR' | 'IBATL' | 'MED' | 'AMATL' | 'AMPAC' | 'ASIA' | 'MEIN' | 'AFR';

/** A container or general-cargo sea port. */
export interface SeaPort extends Coordinates {
  /** UN/LOCODE, five letters: country + location (ESVLC). */
  readonly locode: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly basin: SeaBasin;
}

/** A cargo airport. */
export interface Airport extends Coordinates {
  /** IATA three-letter airport code (MAD). */
  readonly iata: string;
  readonly name: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/** A city served by road freight (origin or destination of a truck). */
export interface RoadCity extends Coordinates {
  /** UN/LOCODE (ESZAZ). */
  readonly locode: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/**
 * A carrier's public tracking page. Placeholders: `{ref}` is the whole reference (B/L, container,
 * AWB `075-12345675`, CMR or consignment number); for air, `{prefix}` and `{serial}` are the two
 * parts of the AWB. Use {@link buildTrackingUrl} to fill them.
 */
export type TrackingUrlTemplate = string;

/** An ocean carrier. */
export interface ShippingLine {
  /** Standard Carrier Alpha Code; also the owner prefix of its containers (MAEU → MAEU/MSKU…). */
  readonly scac: string;
  readonly name: string;
  /** ISO 6346 owner codes (three letters + U) of its own containers. */
  readonly containerPrefixes: readonly string[];
  readonly trackingUrl: TrackingUrlTemplate;
}

/** An airline carrying cargo. */
export interface Airline {
  /** IATA two-character airline designator (IB). */
  readonly iata: string;
  /** IATA three-digit AWB prefix (075 for Iberia). */
  readonly awbPrefix: string;
  readonly name: string;
  readonly trackingUrl: TrackingUrlTemplate;
}

/** A road haulier. */
export interface RoadHaulier {
  /** Short code used in consignment references. */
  readonly code: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2 of its home country. */
  readonly country: string;
  readonly trackingUrl: TrackingUrlTemplate;
}

// ---------------------------------------------------------------------------------------------
// Countries

/** Every country that appears in the ports, airports, cities and customers below. */
export const COUNTRIES: readonly Country[] = [
  { code: 'AE', nameEs: 'Emiratos Árabes Unidos', nameEn: 'United Arab Emirates' },
  { code: 'AR', nameEs: 'Argentina', nameEn: 'Argentina' },
  { code: 'AT', nameEs: 'Austria', nameEn: 'Austria' },
  { code: 'BE', nameEs: 'Bélgica', nameEn: 'Belgium' },
  { code: 'BR', nameEs: 'Brasil', nameEn: 'Brazil' },
  { code: 'CA', nameEs: 'Canadá', nameEn: 'Canada' },
  { code: 'CH', nameEs: 'Suiza', nameEn: 'Switzerland' },
  { code: 'CL', nameEs: 'Chile', nameEn: 'Chile' },
  { code: 'CN', nameEs: 'China', nameEn: 'China' },
  { code: 'CO', nameEs: 'Colombia', nameEn: 'Colombia' },
  { code: 'CR', nameEs: 'Costa Rica', nameEn: 'Costa Rica' },
  { code: 'CZ', nameEs: 'Chequia', nameEn: 'Czechia' },
  { code: 'DE', nameEs: 'Alemania', nameEn: 'Germany' },
  { code: 'EC', nameEs: 'Ecuador', nameEn: 'Ecuador' },
  { code: 'ES', nameEs: 'España', nameEn: 'Spain' },
  { code: 'FR', nameEs: 'Francia', nameEn: 'France' },
  { code: 'GB', nameEs: 'Reino Unido', nameEn: 'United Kingdom' },
  { code: 'GT', nameEs: 'Guatemala', nameEn: 'Guatemala' },
  { code: 'HK', nameEs: 'Hong Kong', nameEn: 'Hong Kong' },
  { code: 'IN', nameEs: 'India', nameEn: 'India' },
  { code: 'IT', nameEs: 'Italia', nameEn: 'Italy' },
  { code: 'JP', nameEs: 'Japón', nameEn: 'Japan' },
  { code: 'KR', nameEs: 'Corea del Sur', nameEn: 'South Korea' },
  { code: 'MA', nameEs: 'Marruecos', nameEn: 'Morocco' },
  { code: 'MX', nameEs: 'México', nameEn: 'Mexico' },
  { code: 'NL', nameEs: 'Países Bajos', nameEn: 'Netherlands' },
  { code: 'PA', nameEs: 'Panamá', nameEn: 'Panama' },
  { code: 'PE', nameEs: 'Perú', nameEn: 'Peru' },
  { code: 'PL', nameEs: 'Polonia', nameEn: 'Poland' },
  { code: 'PT', nameEs: 'Portugal', nameEn: 'Portugal' },
  { code: 'QA', nameEs: 'Catar', nameEn: 'Qatar' },
  { code: 'SG', nameEs: 'Singapur', nameEn: 'Singapore' },
  { code: 'TR', nameEs: 'Turquía', nameEn: 'Türkiye' },
  { code: 'US', nameEs: 'Estados Unidos', nameEn: 'United States' },
  { code: 'VN', nameEs: 'Vietnam', nameEn: 'Viet Nam' },
  { code: 'ZA', nameEs: 'Sudáfrica', nameEn: 'South Africa' },
];

// ---------------------------------------------------------------------------------------------
// Sea ports (UN/LOCODE)

export const SEA_PORTS: readonly SeaPort[] = [
  // Spain and Portugal
  { locode: 'ESVLC', name: 'Valencia', country: 'ES', basin: 'MED', lat: 39.44, lon: -0.32 },
  { locode: 'ESBCN', name: 'Barcelona', country: 'ES', basin: 'MED', lat: 41.35, lon: 2.16 },
  { locode: 'ESALG', name: 'Algeciras', country: 'ES', basin: 'MED', lat: 36.13, lon: -5.44 },
  { locode: 'ESBIO', name: 'Bilbao', country: 'ES', basin: 'IBATL', lat: 43.35, lon: -3.05 },
  { locode: 'ESVGO', name: 'Vigo', country: 'ES', basin: 'IBATL', lat: 42.23, lon: -8.73 },
  { locode: 'ESTAR', name: 'Tarragona', country: 'ES', basin: 'MED', lat: 41.1, lon: 1.22 },
  { locode: 'ESCAS', name: 'Castellón', country: 'ES', basin: 'MED', lat: 39.97, lon: 0.02 },
  { locode: 'ESLCG', name: 'A Coruña', country: 'ES', basin: 'IBATL', lat: 43.37, lon: -8.39 },
  { locode: 'PTLEI', name: 'Leixões', country: 'PT', basin: 'IBATL', lat: 41.19, lon: -8.7 },
  { locode: 'PTSIE', name: 'Sines', country: 'PT', basin: 'IBATL', lat: 37.95, lon: -8.87 },
  // Rest of Europe and the Mediterranean
  { locode: 'FRLEH', name: 'Le Havre', country: 'FR', basin: 'NEUR', lat: 49.48, lon: 0.12 },
  { locode: 'FRFOS', name: 'Fos-sur-Mer', country: 'FR', basin: 'MED', lat: 43.42, lon: 4.88 },
  { locode: 'DEHAM', name: 'Hamburg', country: 'DE', basin: 'NEUR', lat: 53.54, lon: 9.97 },
  { locode: 'DEBRV', name: 'Bremerhaven', country: 'DE', basin: 'NEUR', lat: 53.56, lon: 8.55 },
  { locode: 'NLRTM', name: 'Rotterdam', country: 'NL', basin: 'NEUR', lat: 51.95, lon: 4.14 },
  { locode: 'BEANR', name: 'Antwerp', country: 'BE', basin: 'NEUR', lat: 51.27, lon: 4.35 },
  { locode: 'GBFXT', name: 'Felixstowe', country: 'GB', basin: 'NEUR', lat: 51.96, lon: 1.33 },
  { locode: 'ITGOA', name: 'Genoa', country: 'IT', basin: 'MED', lat: 44.41, lon: 8.9 },
  { locode: 'ITSPE', name: 'La Spezia', country: 'IT', basin: 'MED', lat: 44.1, lon: 9.84 },
  { locode: 'MAPTM', name: 'Tanger Med', country: 'MA', basin: 'MED', lat: 35.89, lon: -5.5 },
  { locode: 'TRMER', name: 'Mersin', country: 'TR', basin: 'MED', lat: 36.79, lon: 34.64 },
  // Americas
  { locode: 'PABLB', name: 'Balboa', country: 'PA', basin: 'AMPAC', lat: 8.95, lon: -79.57 },
  { locode: 'PAMIT', name: 'Manzanillo (Colón)', country: 'PA', basin: 'AMATL', lat: 9.37, lon: -79.88 },
  { locode: 'PACTB', name: 'Cristóbal', country: 'PA', basin: 'AMATL', lat: 9.35, lon: -79.91 },
  { locode: 'COCTG', name: 'Cartagena', country: 'CO', basin: 'AMATL', lat: 10.39, lon: -75.53 },
  { locode: 'COBUN', name: 'Buenaventura', country: 'CO', basin: 'AMPAC', lat: 3.89, lon: -77.08 },
  { locode: 'MXZLO', name: 'Manzanillo', country: 'MX', basin: 'AMPAC', lat: 19.06, lon: -104.3 },
  { locode: 'MXVER', name: 'Veracruz', country: 'MX', basin: 'AMATL', lat: 19.2, lon: -96.13 },
  { locode: 'USLAX', name: 'Los Angeles', country: 'US', basin: 'AMPAC', lat: 33.74, lon: -118.26 },
  { locode: 'USLGB', name: 'Long Beach', country: 'US', basin: 'AMPAC', lat: 33.75, lon: -118.21 },
  { locode: 'USNYC', name: 'New York / New Jersey', country: 'US', basin: 'AMATL', lat: 40.67, lon: -74.15 },
  { locode: 'USSAV', name: 'Savannah', country: 'US', basin: 'AMATL', lat: 32.12, lon: -81.14 },
  { locode: 'USHOU', name: 'Houston', country: 'US', basin: 'AMATL', lat: 29.73, lon: -95.27 },
  { locode: 'USMIA', name: 'Miami', country: 'US', basin: 'AMATL', lat: 25.77, lon: -80.17 },
  { locode: 'BRSSZ', name: 'Santos', country: 'BR', basin: 'AMATL', lat: -23.96, lon: -46.3 },
  { locode: 'CLSAI', name: 'San Antonio', country: 'CL', basin: 'AMPAC', lat: -33.59, lon: -71.62 },
  { locode: 'PECLL', name: 'Callao', country: 'PE', basin: 'AMPAC', lat: -12.05, lon: -77.15 },
  { locode: 'ECGYE', name: 'Guayaquil', country: 'EC', basin: 'AMPAC', lat: -2.28, lon: -79.91 },
  { locode: 'ARBUE', name: 'Buenos Aires', country: 'AR', basin: 'AMATL', lat: -34.58, lon: -58.37 },
  // Asia, Middle East and Africa
  { locode: 'CNSHA', name: 'Shanghai', country: 'CN', basin: 'ASIA', lat: 30.63, lon: 122.07 },
  { locode: 'CNNGB', name: 'Ningbo', country: 'CN', basin: 'ASIA', lat: 29.93, lon: 121.85 },
  { locode: 'CNYTN', name: 'Yantian (Shenzhen)', country: 'CN', basin: 'ASIA', lat: 22.57, lon: 114.27 },
  { locode: 'CNTAO', name: 'Qingdao', country: 'CN', basin: 'ASIA', lat: 36.08, lon: 120.32 },
  { locode: 'HKHKG', name: 'Hong Kong', country: 'HK', basin: 'ASIA', lat: 22.33, lon: 114.12 },
  { locode: 'SGSIN', name: 'Singapore', country: 'SG', basin: 'ASIA', lat: 1.26, lon: 103.82 },
  { locode: 'KRPUS', name: 'Busan', country: 'KR', basin: 'ASIA', lat: 35.1, lon: 129.04 },
  { locode: 'JPTYO', name: 'Tokyo', country: 'JP', basin: 'ASIA', lat: 35.62, lon: 139.79 },
  { locode: 'VNSGN', name: 'Ho Chi Minh City', country: 'VN', basin: 'ASIA', lat: 10.76, lon: 106.79 },
  { locode: 'INNSA', name: 'Nhava Sheva', country: 'IN', basin: 'MEIN', lat: 18.95, lon: 72.95 },
  { locode: 'AEJEA', name: 'Jebel Ali', country: 'AE', basin: 'MEIN', lat: 25.01, lon: 55.06 },
  { locode: 'ZADUR', name: 'Durban', country: 'ZA', basin: 'AFR', lat: -29.87, lon: 31.03 },
];

// ---------------------------------------------------------------------------------------------
// Airports (IATA)

export const AIRPORTS: readonly Airport[] = [
  // Spain and Portugal
  {
    iata: 'MAD',
    name: 'Adolfo Suárez Madrid-Barajas',
    city: 'Madrid',
    country: 'ES',
    lat: 40.47,
    lon: -3.56,
  },
  {
    iata: 'BCN',
    name: 'Josep Tarradellas Barcelona-El Prat',
    city: 'Barcelona',
    country: 'ES',
    lat: 41.3,
    lon: 2.08,
  },
  { iata: 'VLC', name: 'Valencia', city: 'Valencia', country: 'ES', lat: 39.49, lon: -0.48 },
  { iata: 'ZAZ', name: 'Zaragoza', city: 'Zaragoza', country: 'ES', lat: 41.67, lon: -1.04 },
  { iata: 'SVQ', name: 'Sevilla', city: 'Sevilla', country: 'ES', lat: 37.42, lon: -5.89 },
  { iata: 'BIO', name: 'Bilbao', city: 'Bilbao', country: 'ES', lat: 43.3, lon: -2.91 },
  { iata: 'OPO', name: 'Francisco Sá Carneiro', city: 'Porto', country: 'PT', lat: 41.25, lon: -8.68 },
  { iata: 'LIS', name: 'Humberto Delgado', city: 'Lisboa', country: 'PT', lat: 38.77, lon: -9.13 },
  // Rest of Europe
  { iata: 'CDG', name: 'Paris-Charles de Gaulle', city: 'Paris', country: 'FR', lat: 49.01, lon: 2.55 },
  { iata: 'BOD', name: 'Bordeaux-Mérignac', city: 'Bordeaux', country: 'FR', lat: 44.83, lon: -0.72 },
  { iata: 'FRA', name: 'Frankfurt am Main', city: 'Frankfurt', country: 'DE', lat: 50.04, lon: 8.56 },
  { iata: 'STR', name: 'Stuttgart', city: 'Stuttgart', country: 'DE', lat: 48.69, lon: 9.22 },
  { iata: 'LEJ', name: 'Leipzig/Halle', city: 'Leipzig', country: 'DE', lat: 51.42, lon: 12.24 },
  { iata: 'MXP', name: 'Milano Malpensa', city: 'Milano', country: 'IT', lat: 45.63, lon: 8.73 },
  { iata: 'AMS', name: 'Amsterdam Schiphol', city: 'Amsterdam', country: 'NL', lat: 52.31, lon: 4.77 },
  { iata: 'LGG', name: 'Liège', city: 'Liège', country: 'BE', lat: 50.64, lon: 5.44 },
  { iata: 'LHR', name: 'London Heathrow', city: 'London', country: 'GB', lat: 51.47, lon: -0.45 },
  { iata: 'IST', name: 'Istanbul', city: 'Istanbul', country: 'TR', lat: 41.28, lon: 28.75 },
  // Americas
  { iata: 'PTY', name: 'Tocumen', city: 'Panamá', country: 'PA', lat: 9.07, lon: -79.38 },
  { iata: 'BOG', name: 'El Dorado', city: 'Bogotá', country: 'CO', lat: 4.7, lon: -74.15 },
  { iata: 'MDE', name: 'José María Córdova', city: 'Medellín', country: 'CO', lat: 6.16, lon: -75.42 },
  { iata: 'MEX', name: 'Benito Juárez', city: 'Ciudad de México', country: 'MX', lat: 19.44, lon: -99.07 },
  { iata: 'GDL', name: 'Guadalajara', city: 'Guadalajara', country: 'MX', lat: 20.52, lon: -103.31 },
  { iata: 'BJX', name: 'Del Bajío', city: 'León', country: 'MX', lat: 20.99, lon: -101.48 },
  { iata: 'SJO', name: 'Juan Santamaría', city: 'San José', country: 'CR', lat: 9.99, lon: -84.21 },
  { iata: 'LAX', name: 'Los Angeles', city: 'Los Angeles', country: 'US', lat: 33.94, lon: -118.41 },
  { iata: 'MIA', name: 'Miami', city: 'Miami', country: 'US', lat: 25.8, lon: -80.29 },
  { iata: 'JFK', name: 'John F. Kennedy', city: 'New York', country: 'US', lat: 40.64, lon: -73.78 },
  { iata: 'ORD', name: "O'Hare", city: 'Chicago', country: 'US', lat: 41.97, lon: -87.91 },
  { iata: 'ATL', name: 'Hartsfield-Jackson', city: 'Atlanta', country: 'US', lat: 33.64, lon: -84.43 },
  { iata: 'DFW', name: 'Dallas/Fort Worth', city: 'Dallas', country: 'US', lat: 32.9, lon: -97.04 },
  { iata: 'YYZ', name: 'Toronto Pearson', city: 'Toronto', country: 'CA', lat: 43.68, lon: -79.63 },
  { iata: 'GRU', name: 'Guarulhos', city: 'São Paulo', country: 'BR', lat: -23.44, lon: -46.47 },
  { iata: 'SCL', name: 'Arturo Merino Benítez', city: 'Santiago', country: 'CL', lat: -33.39, lon: -70.79 },
  { iata: 'LIM', name: 'Jorge Chávez', city: 'Lima', country: 'PE', lat: -12.02, lon: -77.11 },
  { iata: 'UIO', name: 'Mariscal Sucre', city: 'Quito', country: 'EC', lat: -0.13, lon: -78.36 },
  { iata: 'EZE', name: 'Ministro Pistarini', city: 'Buenos Aires', country: 'AR', lat: -34.82, lon: -58.54 },
  // Asia, Middle East and Africa
  { iata: 'DXB', name: 'Dubai International', city: 'Dubai', country: 'AE', lat: 25.25, lon: 55.36 },
  { iata: 'DOH', name: 'Hamad International', city: 'Doha', country: 'QA', lat: 25.27, lon: 51.61 },
  { iata: 'HKG', name: 'Hong Kong International', city: 'Hong Kong', country: 'HK', lat: 22.31, lon: 113.92 },
  { iata: 'PVG', name: 'Shanghai Pudong', city: 'Shanghai', country: 'CN', lat: 31.14, lon: 121.81 },
  { iata: 'PEK', name: 'Beijing Capital', city: 'Beijing', country: 'CN', lat: 40.08, lon: 116.6 },
  { iata: 'ICN', name: 'Incheon', city: 'Seoul', country: 'KR', lat: 37.46, lon: 126.44 },
  { iata: 'NRT', name: 'Narita', city: 'Tokyo', country: 'JP', lat: 35.77, lon: 140.39 },
  { iata: 'SIN', name: 'Changi', city: 'Singapore', country: 'SG', lat: 1.36, lon: 103.99 },
  { iata: 'BOM', name: 'Chhatrapati Shivaji Maharaj', city: 'Mumbai', country: 'IN', lat: 19.09, lon: 72.87 },
  { iata: 'JNB', name: 'O. R. Tambo', city: 'Johannesburg', country: 'ZA', lat: -26.14, lon: 28.24 },
];

// ---------------------------------------------------------------------------------------------
// Road cities (UN/LOCODE)

export const ROAD_CITIES: readonly RoadCity[] = [
  // Spain and Portugal
  { locode: 'ESMAD', name: 'Madrid', country: 'ES', lat: 40.42, lon: -3.7 },
  { locode: 'ESBCN', name: 'Barcelona', country: 'ES', lat: 41.39, lon: 2.17 },
  { locode: 'ESVLC', name: 'Valencia', country: 'ES', lat: 39.47, lon: -0.38 },
  { locode: 'ESZAZ', name: 'Zaragoza', country: 'ES', lat: 41.65, lon: -0.88 },
  { locode: 'ESSVQ', name: 'Sevilla', country: 'ES', lat: 37.39, lon: -5.98 },
  { locode: 'ESBIO', name: 'Bilbao', country: 'ES', lat: 43.26, lon: -2.93 },
  { locode: 'ESVIT', name: 'Vitoria-Gasteiz', country: 'ES', lat: 42.85, lon: -2.67 },
  { locode: 'ESPNA', name: 'Pamplona', country: 'ES', lat: 42.81, lon: -1.65 },
  { locode: 'ESALC', name: 'Alicante', country: 'ES', lat: 38.35, lon: -0.48 },
  { locode: 'ESAGP', name: 'Málaga', country: 'ES', lat: 36.72, lon: -4.42 },
  { locode: 'ESMJV', name: 'Murcia', country: 'ES', lat: 37.98, lon: -1.13 },
  { locode: 'ESCAS', name: 'Castellón de la Plana', country: 'ES', lat: 39.99, lon: -0.05 },
  { locode: 'ESTAR', name: 'Tarragona', country: 'ES', lat: 41.12, lon: 1.25 },
  { locode: 'ESLCG', name: 'A Coruña', country: 'ES', lat: 43.36, lon: -8.41 },
  { locode: 'ESVGO', name: 'Vigo', country: 'ES', lat: 42.24, lon: -8.72 },
  { locode: 'PTOPO', name: 'Porto', country: 'PT', lat: 41.15, lon: -8.61 },
  { locode: 'PTLIS', name: 'Lisboa', country: 'PT', lat: 38.72, lon: -9.14 },
  // Rest of Europe
  { locode: 'FRPAR', name: 'Paris', country: 'FR', lat: 48.86, lon: 2.35 },
  { locode: 'FRLIO', name: 'Lyon', country: 'FR', lat: 45.76, lon: 4.84 },
  { locode: 'FRBOD', name: 'Bordeaux', country: 'FR', lat: 44.84, lon: -0.58 },
  { locode: 'FRTLS', name: 'Toulouse', country: 'FR', lat: 43.6, lon: 1.44 },
  { locode: 'FRPGF', name: 'Perpignan', country: 'FR', lat: 42.7, lon: 2.9 },
  { locode: 'DESTR', name: 'Stuttgart', country: 'DE', lat: 48.78, lon: 9.18 },
  { locode: 'DEFRA', name: 'Frankfurt am Main', country: 'DE', lat: 50.11, lon: 8.68 },
  { locode: 'DEMUC', name: 'München', country: 'DE', lat: 48.14, lon: 11.58 },
  { locode: 'DEDUS', name: 'Düsseldorf', country: 'DE', lat: 51.23, lon: 6.78 },
  { locode: 'DEHAM', name: 'Hamburg', country: 'DE', lat: 53.55, lon: 9.99 },
  { locode: 'ITMIL', name: 'Milano', country: 'IT', lat: 45.46, lon: 9.19 },
  { locode: 'ITTRN', name: 'Torino', country: 'IT', lat: 45.07, lon: 7.69 },
  { locode: 'ITBLQ', name: 'Bologna', country: 'IT', lat: 44.49, lon: 11.34 },
  { locode: 'NLEIN', name: 'Eindhoven', country: 'NL', lat: 51.44, lon: 5.48 },
  { locode: 'NLRTM', name: 'Rotterdam', country: 'NL', lat: 51.92, lon: 4.48 },
  { locode: 'NLVEN', name: 'Venlo', country: 'NL', lat: 51.37, lon: 6.17 },
  { locode: 'BEBRU', name: 'Bruxelles', country: 'BE', lat: 50.85, lon: 4.35 },
  { locode: 'BEANR', name: 'Antwerpen', country: 'BE', lat: 51.22, lon: 4.4 },
  { locode: 'PLWAW', name: 'Warszawa', country: 'PL', lat: 52.23, lon: 21.01 },
  { locode: 'CZPRG', name: 'Praha', country: 'CZ', lat: 50.08, lon: 14.44 },
  { locode: 'ATVIE', name: 'Wien', country: 'AT', lat: 48.21, lon: 16.37 },
  { locode: 'CHBSL', name: 'Basel', country: 'CH', lat: 47.56, lon: 7.59 },
  // Central America and North America corridors
  { locode: 'PAPTY', name: 'Panamá', country: 'PA', lat: 8.98, lon: -79.52 },
  { locode: 'PAONX', name: 'Colón', country: 'PA', lat: 9.36, lon: -79.9 },
  { locode: 'PADAV', name: 'David', country: 'PA', lat: 8.43, lon: -82.43 },
  { locode: 'CRSJO', name: 'San José', country: 'CR', lat: 9.93, lon: -84.08 },
  { locode: 'GTGUA', name: 'Ciudad de Guatemala', country: 'GT', lat: 14.63, lon: -90.51 },
  { locode: 'MXMEX', name: 'Ciudad de México', country: 'MX', lat: 19.43, lon: -99.13 },
  { locode: 'MXGDL', name: 'Guadalajara', country: 'MX', lat: 20.67, lon: -103.35 },
  { locode: 'MXMTY', name: 'Monterrey', country: 'MX', lat: 25.69, lon: -100.32 },
  { locode: 'USLRD', name: 'Laredo', country: 'US', lat: 27.53, lon: -99.49 },
  { locode: 'USDAL', name: 'Dallas', country: 'US', lat: 32.78, lon: -96.8 },
  { locode: 'USLAX', name: 'Los Angeles', country: 'US', lat: 34.05, lon: -118.24 },
];

// ---------------------------------------------------------------------------------------------
// Carriers

/** Ocean carriers with their public tracking pages (by B/L, booking or container number). */
export const SHIPPING_LINES: readonly ShippingLine[] = [
  {
    scac: 'MAEU',
    name: 'Maersk',
    containerPrefixes: ['MSKU', 'MRKU', 'MAEU'],
    trackingUrl: 'https://www.maersk.com/tracking/{ref}',
  },
  {
    scac: 'MSCU',
    name: 'MSC Mediterranean Shipping Company',
    containerPrefixes: ['MSCU', 'MEDU'],
    trackingUrl: 'https://www.msc.com/en/track-a-shipment?trackingNumber={ref}',
  },
  {
    scac: 'CMDU',
    name: 'CMA CGM',
    containerPrefixes: ['CMAU', 'TGHU'],
    trackingUrl: 'https://www.cma-cgm.com/ebusiness/tracking/search?SearchBy=BL&Reference={ref}',
  },
  {
    scac: 'HLCU',
    name: 'Hapag-Lloyd',
    containerPrefixes: ['HLXU', 'HLBU'],
    trackingUrl:
      'https://www.hapag-lloyd.com/en/online-business/track/track-by-booking-solution.html?blno={ref}',
  },
  {
    scac: 'COSU',
    name: 'COSCO Shipping Lines',
    containerPrefixes: ['CSNU', 'CBHU'],
    trackingUrl:
      'https://elines.coscoshipping.com/ebusiness/cargoTracking?trackingType=BILLOFLADING&number={ref}',
  },
  {
    scac: 'EGLV',
    name: 'Evergreen Line',
    containerPrefixes: ['EGHU', 'EMCU'],
    trackingUrl: 'https://ct.shipmentlink.com/servlet/TDB1_CargoTracking.do?BL={ref}',
  },
  {
    scac: 'ONEY',
    name: 'Ocean Network Express',
    containerPrefixes: ['ONEU', 'TCLU'],
    trackingUrl: 'https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking?trakNoParam={ref}',
  },
  {
    scac: 'ZIMU',
    name: 'ZIM Integrated Shipping',
    containerPrefixes: ['ZIMU', 'ZCSU'],
    trackingUrl: 'https://www.zim.com/tools/track-a-shipment?consnumber={ref}',
  },
  {
    scac: 'HDMU',
    name: 'HMM',
    containerPrefixes: ['HDMU', 'KOCU'],
    trackingUrl: 'https://www.hmm21.com/e-service/general/trackNTrace/TrackNTrace.do?blNo={ref}',
  },
  {
    scac: 'YMLU',
    name: 'Yang Ming',
    containerPrefixes: ['YMLU', 'YMMU'],
    trackingUrl: 'https://www.yangming.com/e-service/track_trace/track_trace_cargo_tracking.aspx?str={ref}',
  },
];

/** Airlines with their IATA AWB prefix and cargo tracking page. */
export const AIRLINES: readonly Airline[] = [
  {
    iata: 'IB',
    awbPrefix: '075',
    name: 'Iberia Cargo',
    trackingUrl: 'https://www.iagcargo.com/en/track/?awb={prefix}-{serial}',
  },
  {
    iata: 'UX',
    awbPrefix: '996',
    name: 'Air Europa Cargo',
    trackingUrl: 'https://www.aireuropacargo.com/en/tracking?awb={prefix}{serial}',
  },
  {
    iata: 'LH',
    awbPrefix: '020',
    name: 'Lufthansa Cargo',
    trackingUrl: 'https://www.lufthansa-cargo.com/en/eservices/etracking/awb-details/-/awb/{prefix}/{serial}',
  },
  {
    iata: 'AF',
    awbPrefix: '057',
    name: 'Air France KLM Martinair Cargo',
    trackingUrl: 'https://www.afklcargo.com/mycargo/shipment/detail/{prefix}-{serial}',
  },
  {
    iata: 'KL',
    awbPrefix: '074',
    name: 'KLM Cargo',
    trackingUrl: 'https://www.afklcargo.com/mycargo/shipment/detail/{prefix}-{serial}',
  },
  {
    iata: 'BA',
    awbPrefix: '125',
    name: 'British Airways World Cargo',
    trackingUrl: 'https://www.iagcargo.com/en/track/?awb={prefix}-{serial}',
  },
  {
    iata: 'TK',
    awbPrefix: '235',
    name: 'Turkish Cargo',
    trackingUrl: 'https://www.turkishcargo.com.tr/en/online-services/shipment-tracking?awb={prefix}{serial}',
  },
  {
    iata: 'EK',
    awbPrefix: '176',
    name: 'Emirates SkyCargo',
    trackingUrl: 'https://www.skycargo.com/track?awb={prefix}-{serial}',
  },
  {
    iata: 'QR',
    awbPrefix: '157',
    name: 'Qatar Airways Cargo',
    trackingUrl:
      'https://www.qrcargo.com/s/track-your-shipment?documentType=MAWB&documentPrefix={prefix}&documentNumber={serial}',
  },
  {
    iata: 'CX',
    awbPrefix: '160',
    name: 'Cathay Cargo',
    trackingUrl: 'https://www.cathaycargo.com/en-us/track-and-trace.html?awb={prefix}-{serial}',
  },
  {
    iata: 'SQ',
    awbPrefix: '618',
    name: 'Singapore Airlines Cargo',
    trackingUrl: 'https://www.siacargo.com/track-shipment?awb={prefix}-{serial}',
  },
  {
    iata: 'CV',
    awbPrefix: '172',
    name: 'Cargolux',
    trackingUrl: 'https://www.cargolux.com/track-and-trace?awb={prefix}-{serial}',
  },
  {
    iata: 'AA',
    awbPrefix: '001',
    name: 'American Airlines Cargo',
    trackingUrl: 'https://www.aacargo.com/mobile/tracking-details.html?awb={prefix}{serial}',
  },
  {
    iata: 'UA',
    awbPrefix: '016',
    name: 'United Cargo',
    trackingUrl: 'https://www.unitedcargo.com/en/us/track/awb/{prefix}-{serial}',
  },
  {
    iata: 'DL',
    awbPrefix: '006',
    name: 'Delta Cargo',
    trackingUrl: 'https://www.deltacargo.com/Cargo/trackShipment?awbNumber={prefix}{serial}',
  },
  {
    iata: 'CM',
    awbPrefix: '230',
    name: 'Copa Airlines Cargo',
    trackingUrl: 'https://www.copacargo.com/tracking?awb={prefix}-{serial}',
  },
  {
    iata: 'AV',
    awbPrefix: '134',
    name: 'Avianca Cargo',
    trackingUrl: 'https://www.aviancacargo.com/tracking?awb={prefix}-{serial}',
  },
  {
    iata: 'LA',
    awbPrefix: '045',
    name: 'LATAM Cargo',
    trackingUrl: 'https://www.latamcargo.com/en/trackshipment?docNumber={serial}&docPrefix={prefix}',
  },
];

/** Road hauliers (groupage and full truck loads) with their consignment tracking page. */
export const ROAD_HAULIERS: readonly RoadHaulier[] = [
  {
    code: 'DACH',
    name: 'Dachser Spain',
    country: 'ES',
    trackingUrl: 'https://elogistics.dachser.com/shp2/?search={ref}',
  },
  {
    code: 'DBSC',
    name: 'DB Schenker Land',
    country: 'DE',
    trackingUrl: 'https://www.dbschenker.com/app/tracking-public/?refNumber={ref}',
  },
  {
    code: 'DHLF',
    name: 'DHL Freight',
    country: 'DE',
    trackingUrl: 'https://www.dhl.com/es-es/home/tracking.html?tracking-id={ref}',
  },
  {
    code: 'DSVR',
    name: 'DSV Road',
    country: 'ES',
    trackingUrl: 'https://mydsv.com/new/frontpage/tracking?reference={ref}',
  },
  {
    code: 'GEFC',
    name: 'GEFCO / CEVA Logistics',
    country: 'FR',
    trackingUrl: 'https://www.cevalogistics.com/en/track-shipment?reference={ref}',
  },
  {
    code: 'PRIM',
    name: 'Primafrio',
    country: 'ES',
    trackingUrl: 'https://www.primafrio.com/seguimiento?ref={ref}',
  },
  {
    code: 'SESE',
    name: 'Grupo Sesé',
    country: 'ES',
    trackingUrl: 'https://www.gruposese.com/tracking?ref={ref}',
  },
  {
    code: 'RABN',
    name: 'Raben Group',
    country: 'PL',
    trackingUrl: 'https://myraben.com/link/ShipmentInformation?ShipmentNumber={ref}',
  },
  {
    code: 'TRCA',
    name: 'Transportes Centroamericanos S.A.',
    country: 'PA',
    trackingUrl: 'https://tracking.transcentro.example/cmr/{ref}',
  },
  {
    code: 'TRNM',
    name: 'Transportes del Norte de México',
    country: 'MX',
    trackingUrl: 'https://rastreo.transnorte.example/guia/{ref}',
  },
];

/** Carriers grouped by the mode they serve. */
export const CARRIERS_BY_MODE = {
  MARITIMO: SHIPPING_LINES,
  AEREO: AIRLINES,
  TERRESTRE: ROAD_HAULIERS,
} as const satisfies Record<TransportMode, readonly unknown[]>;

// ---------------------------------------------------------------------------------------------
// Look-ups

const byKey = <T, K extends string>(items: readonly T[], key: (item: T) => K): ReadonlyMap<string, T> =>
  new Map(items.map((item) => [key(item), item]));

const countryMap = byKey(COUNTRIES, (c) => c.code);
const portMap = byKey(SEA_PORTS, (p) => p.locode);
const airportMap = byKey(AIRPORTS, (a) => a.iata);
const cityMap = byKey(ROAD_CITIES, (c) => c.locode);

/** The country with this ISO-2 code, or undefined. */
export function countryByCode(code: string): Country | undefined {
  return countryMap.get(code.toUpperCase());
}

/** Spanish name of a country (the code itself when unknown). */
export function countryName(code: string, language: 'es' | 'en' = 'es'): string {
  const country = countryByCode(code);
  if (!country) return code;
  return language === 'es' ? country.nameEs : country.nameEn;
}

export function portByLocode(locode: string): SeaPort | undefined {
  return portMap.get(locode.toUpperCase());
}

export function airportByIata(iata: string): Airport | undefined {
  return airportMap.get(iata.toUpperCase());
}

export function roadCityByLocode(locode: string): RoadCity | undefined {
  return cityMap.get(locode.toUpperCase());
}

/**
 * The place behind a code for a mode: a sea port by UN/LOCODE, an airport by IATA code, a road city
 * by UN/LOCODE. Undefined when the code is not in the lists.
 */
export function placeFor(
  mode: TransportMode,
  code: string,
): (Coordinates & { code: string; name: string; country: string }) | undefined {
  if (mode === 'AEREO') {
    const airport = airportByIata(code);
    return airport && { ...airport, code: airport.iata, name: airport.city };
  }
  const place = mode === 'MARITIMO' ? portByLocode(code) : roadCityByLocode(code);
  return place && { ...place, code: place.locode };
}

// ---------------------------------------------------------------------------------------------
// Distances and tracking links

/** Mean Earth radius in km (IUGG), the value GLEC and ICAO distance calculators use. */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle (orthodromic) distance in km between two points, by the haversine formula. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road distance ≈ great-circle × this circuity factor (Spain and EU motorway networks: 1.2–1.3). */
export const ROAD_DETOUR_FACTOR = 1.25;

/** Air distance = great-circle + this (ISO 14083 / EN 16258 correction for routing, holding and approach). */
export const AIR_DISTANCE_ADDITION_KM = 95;

/**
 * Sea route distance ≈ great-circle × a factor per pair of basins (symmetric). Ships sail around
 * continents and through Suez, Panama or the Cape, so the great circle underestimates; the factors
 * were calibrated on published port-to-port distances of the main lanes (Valencia–Shanghai 1.56,
 * Rotterdam–Shanghai 2.16, Valencia–New York 1.13, Valencia–Los Angeles 1.46, Shanghai–Los Angeles
 * 1.01, Valencia–Jebel Ali 1.69…) and are good to about ±15 % on them. Same basin: 1.15.
 */
export const SEA_DETOUR_FACTORS: Readonly<Record<string, number>> = {
  'ASIA-MED': 1.5,
  'ASIA-NEUR': 1.9,
  'ASIA-IBATL': 1.7,
  'MED-MEIN': 1.45,
  'MEIN-NEUR': 1.7,
  'IBATL-MEIN': 1.6,
  'AMATL-MED': 1.08,
  'AMATL-NEUR': 1.12,
  'AMATL-IBATL': 1.05,
  'AMPAC-MED': 1.25,
  'AMPAC-NEUR': 1.3,
  'AMPAC-IBATL': 1.25,
  'AFR-MED': 1.45,
  'AFR-NEUR': 1.35,
  'AFR-IBATL': 1.3,
  'MED-NEUR': 2.3,
  'IBATL-MED': 2.0,
  'IBATL-NEUR': 1.3,
  'AMPAC-ASIA': 1.03,
  'AMATL-ASIA': 1.3,
  'ASIA-MEIN': 1.4,
  'AFR-ASIA': 1.1,
  'AMATL-MEIN': 1.4,
  'AMPAC-MEIN': 1.3,
  'AFR-MEIN': 1.15,
  'AMATL-AMPAC': 1.6,
  'AFR-AMATL': 1.15,
  'AFR-AMPAC': 1.4,
};

/** Detour factor of the sea lane between two basins (1.15 within one basin). */
export function seaDetourFactor(from: SeaBasin, to: SeaBasin): number {
  if (from === to) return 1.15;
  const key = from < to ? `${from}-${to}` : `${to}-${from}`;
  return SEA_DETOUR_FACTORS[key] ?? 1.3;
}

/** Port-to-port sailing distance in km (modelled: great-circle × basin-pair detour factor). */
export function seaRouteKm(from: SeaPort, to: SeaPort): number {
  return greatCircleKm(from, to) * seaDetourFactor(from.basin, to.basin);
}

/** Road distance in km (modelled: great-circle × {@link ROAD_DETOUR_FACTOR}). */
export function roadRouteKm(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from, to) * ROAD_DETOUR_FACTOR;
}

/** Flight distance in km for emissions: great-circle + {@link AIR_DISTANCE_ADDITION_KM}. */
export function airRouteKm(from: Coordinates, to: Coordinates): number {
  return greatCircleKm(from, to) + AIR_DISTANCE_ADDITION_KM;
}

/**
 * Fills a carrier tracking template with a reference. For air waybills (`075-12345675` or
 * `07512345675`), `{prefix}` and `{serial}` get the three-digit prefix and the eight-digit serial.
 * The reference is URL-encoded.
 */
export function buildTrackingUrl(template: TrackingUrlTemplate, reference: string): string {
  const compact = reference.replace(/[\s-]/g, '');
  const awb = /^(\d{3})(\d{8})$/.exec(compact);
  return template
    .replaceAll('{ref}', encodeURIComponent(reference.trim()))
    .replaceAll('{prefix}', awb ? awb[1]! : '')
    .replaceAll('{serial}', awb ? awb[2]! : encodeURIComponent(compact));
}
