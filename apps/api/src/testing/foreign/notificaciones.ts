import { eq } from 'drizzle-orm';
import { usuarios, webhooks } from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Webhooks are their owner's: `demo` must get 404 for a webhook of `admin`.

async function adminWebhook(api: TestApi): Promise<number> {
  const [admin] = await api.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.usuario, 'admin'));
  const [row] = await api.db
    .insert(webhooks)
    .values({
      idUsuario: admin!.id,
      url: 'https://hooks.example.com/admin',
      secreto: 'whsec_x',
      eventos: ['SALIDA'],
    })
    .returning({ id: webhooks.id });
  return row!.id;
}

export const foreignRecords: ForeignRecords = {
  'notificaciones.obtenerEntregasWebhook': async (api) => ({ params: { id: await adminWebhook(api) } }),
  'notificaciones.eliminarWebhook': async (api) => ({ params: { id: await adminWebhook(api) } }),
};
