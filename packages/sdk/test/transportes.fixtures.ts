import type {
  CalcularVentasInput,
  GenerarPartidaInput,
  ParteConocidaTransporte,
} from '../src/controllers/transportes.schema';

// Request bodies of the transportes calls, and the ids they name (countries, ports), for
// transportes.test.ts and transportes.schema.test.ts.

export const ES = 1;
export const CN = 2;
export const US = 3;
export const ESVLC = 12;
export const CNSHA = 40;
export const USNYC = 55;

/** Sea LCL, Valencia → New York: four EUR pallets of ceramic tiles. */
export const calculoLcl: CalcularVentasInput = {
  idEntidad: 7,
  tipoTrafico: 'MARITIMO_LCL',
  origen: { idPais: ES, idPuerto: ESVLC },
  destino: { idPais: US, idPuerto: USNYC, codigoPostal: '07114', ciudad: 'Newark' },
  idIncoterm: 5,
  idServicio: 2,
  bultos: [{ idTipoBulto: 1, cantidad: 4, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 450 }],
};

/** Sea FCL, Valencia → Shanghai: one reefer of citrus at +4 °C, to a new consignee. */
export const reservaFcl: GenerarPartidaInput = {
  idEntidad: 7,
  tipoTrafico: 'MARITIMO_FCL',
  origen: { idPais: ES, idPuerto: ESVLC, codigoPostal: '46250', ciudad: "L'Alcúdia" },
  destino: { idPais: CN, idPuerto: CNSHA },
  idIncoterm: 9,
  idServicio: 1,
  contenedores: [{ tipo: '40RF', cantidad: 1, temperaturaC: 4 }],
  bultos: [{ idTipoBulto: 1, cantidad: 20, largoCm: 120, anchoCm: 100, altoCm: 180, pesoKg: 922.5 }],
  idExpedidor: 5012,
  destinatario: {
    nombre: 'Shanghai Fresh Imports Co., Ltd.',
    direccion: 'No. 1188 Yanggao North Road, Pudong',
    codigoPostal: '200137',
    ciudad: 'Shanghai',
    idPais: CN,
    contacto: 'Li Wei',
    telefono: '+86 21 5865 1200',
    email: 'import@shfresh.cn',
  },
  fechaDisponible: '2026-02-02',
  descripcionMercancia: 'Fresh oranges (navel), 20 pallets, reefer at +4 °C',
  partidasArancelarias: ['080510'],
  referenciaCliente: 'PO-88124',
  numeroPedido: 'SFI-2026-0311',
};

/** The consignee of `reservaFcl`, once known. */
export const consignatario: ParteConocidaTransporte = {
  id: 3301,
  idCliente: 7,
  cliente: 'Frutas del Sur S.L.',
  nombre: 'Shanghai Fresh Imports Co., Ltd.',
  nif: '91310115MA1K4B2X7Q',
  direccion: 'No. 1188 Yanggao North Road, Pudong',
  codigoPostal: '200137',
  ciudad: 'Shanghai',
  provincia: null,
  idPais: CN,
  codigoPais: 'CN',
  contacto: 'Li Wei',
  telefono: '+86 21 5865 1200',
  email: 'import@shfresh.cn',
};
