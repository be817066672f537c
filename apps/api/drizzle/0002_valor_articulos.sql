ALTER TABLE "articulos" ADD COLUMN "valor_unitario" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "articulos" ADD COLUMN "moneda" varchar(3);--> statement-breakpoint
-- The monitor's stock metric becomes the value of the stock (it weighed it while articles had no value).
UPDATE "monitor_metricas" SET "nombre" = 'Valor del stock', "descripcion" = 'Valor de las existencias en almacén al final del periodo (disponibles, reservadas y bloqueadas) al valor unitario declarado de cada artículo.', "unidad" = 'MONEDA' WHERE "codigo" = 'VALOR_STOCK';
