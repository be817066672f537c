import * as v from 'valibot';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import {
  clientes,
  configuracionesGrid,
  parametrosAplicacion,
  roles,
  usuarioCliente,
  usuarios,
} from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { loadCsv, optionalText } from '../reference/data';
import { countryByCode } from '../reference/geo';
import { insertRows, insertRowsReturningIds } from './bulk-insert';
import type { SeededCliente } from './context';
import { prngFor } from './prng';

const AREA_FLAGS = {
  accesoPartidas: true,
  accesoDossieres: true,
  accesoStock: true,
  accesoMovimientosAlmacen: true,
  accesoDistribucion: true,
  accesoSolicitudTransporte: true,
  accesoSolicitudEnvio: true,
  accesoSimuladorTarifas: true,
  accesoSolicitudSuministros: true,
  accesoEstadoEnvios: true,
  accesoEstadoCuentas: true,
  accesoPowerBI: true,
} as const;

const ROLES: (typeof roles.$inferInsert)[] = [
  {
    nombre: 'Administrador',
    descripcion: 'Provider staff: every area, users, roles and customer assignments',
    ...AREA_FLAGS,
    isAdmin: true,
  },
  { nombre: 'Cliente (todas las áreas)', descripcion: 'Customer with access to every area', ...AREA_FLAGS },
  { nombre: 'Cliente (solo seguimiento)', descripcion: 'Shipment tracking only', accesoPartidas: true },
  {
    nombre: 'Cliente (almacén y distribución)',
    descripcion: 'Stock, warehouse movements, delivery notes and tracking',
    accesoPartidas: true,
    accesoStock: true,
    accesoMovimientosAlmacen: true,
    accesoDistribucion: true,
  },
  {
    nombre: 'Cliente (carga aérea)',
    descripcion: 'Air guides, tariff simulator, supplies, guide tracking and statement',
    accesoPartidas: true,
    accesoSolicitudEnvio: true,
    accesoSimuladorTarifas: true,
    accesoSolicitudSuministros: true,
    accesoEstadoEnvios: true,
    accesoEstadoCuentas: true,
  },
  { nombre: 'Sin acceso', descripcion: 'Access requests awaiting approval' },
];

/** The demo customer accounts (data/demo-customers.csv): every other seed draws their records. */
const CLIENTES: Omit<SeededCliente, 'id'>[] = loadCsv(
  'demo-customers.csv',
  v.pipe(
    v.object({
      code: v.pipe(v.string(), v.regex(/^[A-Z]{6}$/)),
      name: v.string(),
      tax_id: optionalText,
      country: v.pipe(
        v.string(),
        v.check((code) => countryByCode(code) !== undefined, 'must be a country of countries.csv'),
      ),
      city: v.string(),
    }),
    v.transform((c) => ({ codigo: c.code, nombre: c.name, nif: c.tax_id, pais: c.country, ciudad: c.city })),
  ),
);

interface SeedUser {
  usuario: string;
  nombre: string;
  correo: string;
  rol: string;
  estado: 'ACTIVO' | 'PENDIENTE' | 'BAJA';
  clave?: string;
  clientes: string[];
  telefono?: string;
  empresa?: string;
  comentario?: string;
  ultimoAccesoDiasAtras?: number;
}

const USERS: SeedUser[] = [
  {
    usuario: 'admin',
    nombre: 'Marta Sánchez',
    correo: 'admin@extranet.example',
    rol: 'Administrador',
    estado: 'ACTIVO',
    clave: 'Admin#2026',
    clientes: [],
    telefono: '+34 963 000 101',
    ultimoAccesoDiasAtras: 1,
  },
  {
    usuario: 'demo',
    nombre: 'Laura Gómez',
    correo: 'demo@extranet.example',
    rol: 'Cliente (todas las áreas)',
    estado: 'ACTIVO',
    clave: 'Demo#2026',
    clientes: ['FRUSUR', 'TEXMED'],
    telefono: '+34 961 234 567',
    ultimoAccesoDiasAtras: 2,
  },
  {
    usuario: 'tracking',
    nombre: 'Jordi Puig',
    correo: 'tracking@extranet.example',
    rol: 'Cliente (solo seguimiento)',
    estado: 'ACTIVO',
    clave: 'Tracking#2026',
    clientes: ['AUTOIB'],
    ultimoAccesoDiasAtras: 5,
  },
  {
    usuario: 'lmartin',
    nombre: 'Lucía Martín',
    correo: 'lucia.martin@farmaceutica-andaluza.example',
    rol: 'Cliente (almacén y distribución)',
    estado: 'ACTIVO',
    clientes: ['FARAND', 'CERCAS'],
    telefono: '+34 954 118 220',
    ultimoAccesoDiasAtras: 12,
  },
  {
    usuario: 'jvidal',
    nombre: 'Javier Vidal',
    correo: 'javier.vidal@cafealtura.example',
    rol: 'Cliente (carga aérea)',
    estado: 'ACTIVO',
    clientes: ['CAFALT', 'IMPCOL', 'FLOSAB'],
    telefono: '+507 720 1188',
    ultimoAccesoDiasAtras: 3,
  },
  {
    usuario: 'pruiz',
    nombre: 'Pedro Ruiz',
    correo: 'pedro.ruiz@bodegasriojaalta.example',
    rol: 'Cliente (solo seguimiento)',
    estado: 'BAJA',
    clientes: ['VINRIO'],
    comentario: 'Left the company in March',
  },
  {
    usuario: 'ana.beltran',
    nombre: 'Ana Beltrán',
    correo: 'ana.beltran@mobilibrianza.example',
    rol: 'Sin acceso',
    estado: 'PENDIENTE',
    clientes: [],
    telefono: '+39 039 231 4470',
    empresa: 'Mobili Brianza S.r.l.',
    comentario: 'Necesito seguir nuestras importaciones de tablero desde Valencia.',
  },
];

export interface CoreSeed {
  clientes: SeededCliente[];
  usuarios: Record<string, number>;
  /** The demo passwords, hashed off the main thread while the domain seeds run; seedDemo stores them. */
  passwords: Promise<{ id: number; claveHash: string }[]>;
}

/** Roles, customers, users and their assignments, application parameters, a saved grid view. */
export async function seedCore(db: Db, options: { now: Date; passwordLogN: number }): Promise<CoreSeed> {
  const rng = prngFor('core');
  const roleIds = await insertRowsReturningIds(db, roles, ROLES);
  const roleId = (nombre: string) => roleIds[ROLES.findIndex((role) => role.nombre === nombre)]!;

  const clienteIds = await insertRowsReturningIds(db, clientes, CLIENTES);
  const seededClientes = CLIENTES.map((cliente, i) => ({ ...cliente, id: clienteIds[i]! }));
  const clienteId = (codigo: string) => seededClientes.find((cliente) => cliente.codigo === codigo)!.id;

  const userIds = await insertRowsReturningIds(
    db,
    usuarios,
    USERS.map((user) => ({
      usuario: user.usuario,
      nombre: user.nombre,
      correo: user.correo,
      claveHash: null,
      idRol: roleId(user.rol),
      estado: user.estado,
      telefono: user.telefono ?? null,
      empresa: user.empresa ?? null,
      comentario: user.comentario ?? null,
      ultimoAcceso:
        user.ultimoAccesoDiasAtras === undefined
          ? null
          : new Date(options.now.getTime() - user.ultimoAccesoDiasAtras * DAY_MS - rng.int(0, DAY_MS)),
      fechaAlta: new Date(options.now.getTime() - rng.int(60, 540) * DAY_MS),
    })),
  );
  const usuarioIds = Object.fromEntries(USERS.map((user, i) => [user.usuario, userIds[i]!]));

  await insertRows(
    db,
    usuarioCliente,
    USERS.flatMap((user) =>
      user.clientes.map((codigo) => ({ idUsuario: usuarioIds[user.usuario]!, idCliente: clienteId(codigo) })),
    ),
  );

  await db.insert(parametrosAplicacion).values({
    id: 1,
    nombreAplicacion: 'Freight Extranet',
    idiomas: ['en', 'es'],
    idiomaPredeterminado: 'en',
    moneda: 'EUR',
    soporteCorreo: 'soporte@extranet.example',
    soporteTelefono: '+34 960 000 000',
    urlPowerBI: null,
    maximoFilasExportacion: 50_000,
  });

  await db.insert(configuracionesGrid).values({
    idUsuario: usuarioIds.demo!,
    codigoGrid: 'tracking',
    nombre: 'Sea shipments under way',
    // An example in the Views menu; not the default, so the first visit shows every open shipment.
    predeterminada: false,
    estado: {
      columnOrder: ['numeroPartida', 'estado', 'ruta', 'etd', 'eta', 'retrasoHoras', 'ultimoHito'],
      columnVisibility: { referenciaCliente: false, cliente: false },
      columnSizing: { numeroPartida: 150 },
      sorting: [{ id: 'eta', desc: false }],
      columnFilters: [
        { id: 'modo', value: ['MARITIMO'] },
        { id: 'estado', value: ['EN_TRANSITO', 'EN_DESTINO'] },
      ],
      globalFilter: null,
      density: 'md',
      pageSize: 50,
    },
  });

  // scrypt runs on libuv's threads while the domain seeds keep the database busy.
  const withPassword = USERS.filter((user) => user.clave);
  const passwords = Promise.all(
    withPassword.map(async (user) => ({
      id: usuarioIds[user.usuario]!,
      claveHash: await hashPassword(user.clave!, options.passwordLogN),
    })),
  );
  // Awaited by seedDemo; this keeps an early failure from becoming an unhandled rejection.
  passwords.catch(() => undefined);

  return { clientes: seededClientes, usuarios: usuarioIds, passwords };
}
