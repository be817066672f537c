import { createExtranetClient } from '@extranet/sdk';

const baseURL = process.env.EXTRANET_URL ?? 'https://extranet.example.com';
let token: string | undefined;
const client = createExtranetClient({ baseURL, getToken: () => token });

({ token } = await client.validacion.login({
  body: { usuario: 'demo', clave: process.env.EXTRANET_PASSWORD ?? '' },
}));
const stock = await client.almacen.obtenerExistencias();
console.log(stock.length, 'stock lines');
