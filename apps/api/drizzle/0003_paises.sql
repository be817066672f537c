-- Countries: one table instead of transporte_paises and aereo_paises. transporte_paises becomes
-- paises (its ids stay, so transport rows keep their references); the air columns are copied over by
-- country code, a country only the air table knew is added, and the air tables are pointed at paises
-- by country code before aereo_paises goes.
ALTER TABLE "transporte_paises" RENAME TO "paises";--> statement-breakpoint
ALTER SEQUENCE "transporte_paises_id_seq" RENAME TO "paises_id_seq";--> statement-breakpoint
ALTER TABLE "paises" RENAME CONSTRAINT "transporte_paises_pkey" TO "paises_pkey";--> statement-breakpoint
ALTER TABLE "paises" RENAME CONSTRAINT "transporte_paises_codigo_unique" TO "paises_codigo_unique";--> statement-breakpoint
ALTER TABLE "paises" RENAME COLUMN "nombre" TO "nombre_es";--> statement-breakpoint
ALTER TABLE "paises" ADD COLUMN "nombre_en" varchar(80);--> statement-breakpoint
ALTER TABLE "paises" ADD COLUMN "origen_aereo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "paises" ADD COLUMN "destino_aereo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "paises" SET "nombre_en" = a."nombre", "origen_aereo" = a."origen", "destino_aereo" = a."destino"
  FROM "aereo_paises" a WHERE a."codigo" = "paises"."codigo";--> statement-breakpoint
-- A country only the transport table knew has no airport: not an air origin or destination.
UPDATE "paises" SET "nombre_en" = "nombre_es", "destino_aereo" = false WHERE "nombre_en" IS NULL;--> statement-breakpoint
-- New ids follow the highest one, also where rows were written with explicit ids.
SELECT setval(pg_get_serial_sequence('"paises"', 'id'), coalesce((SELECT max("id") FROM "paises"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "paises" ("codigo", "nombre_es", "nombre_en", "iva_pct", "origen_aereo", "destino_aereo")
  SELECT a."codigo", a."nombre", a."nombre", 0, a."origen", a."destino" FROM "aereo_paises" a
  WHERE NOT EXISTS (SELECT 1 FROM "paises" p WHERE p."codigo" = a."codigo");--> statement-breakpoint
ALTER TABLE "paises" ALTER COLUMN "nombre_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aereo_aeropuertos" DROP CONSTRAINT "aereo_aeropuertos_id_pais_aereo_paises_id_fk";--> statement-breakpoint
ALTER TABLE "aereo_codigos_postales" DROP CONSTRAINT "aereo_codigos_postales_id_pais_aereo_paises_id_fk";--> statement-breakpoint
UPDATE "aereo_aeropuertos" SET "id_pais" = p."id" FROM "aereo_paises" a, "paises" p
  WHERE a."id" = "aereo_aeropuertos"."id_pais" AND p."codigo" = a."codigo";--> statement-breakpoint
UPDATE "aereo_codigos_postales" SET "id_pais" = p."id" FROM "aereo_paises" a, "paises" p
  WHERE a."id" = "aereo_codigos_postales"."id_pais" AND p."codigo" = a."codigo";--> statement-breakpoint
DROP TABLE "aereo_paises";--> statement-breakpoint
ALTER TABLE "transporte_direcciones_cliente" RENAME CONSTRAINT "transporte_direcciones_cliente_id_pais_transporte_paises_id_fk" TO "transporte_direcciones_cliente_id_pais_paises_id_fk";--> statement-breakpoint
ALTER TABLE "transporte_partes" RENAME CONSTRAINT "transporte_partes_id_pais_transporte_paises_id_fk" TO "transporte_partes_id_pais_paises_id_fk";--> statement-breakpoint
ALTER TABLE "transporte_puertos" RENAME CONSTRAINT "transporte_puertos_id_pais_transporte_paises_id_fk" TO "transporte_puertos_id_pais_paises_id_fk";--> statement-breakpoint
ALTER TABLE "aereo_aeropuertos" ADD CONSTRAINT "aereo_aeropuertos_id_pais_paises_id_fk" FOREIGN KEY ("id_pais") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aereo_codigos_postales" ADD CONSTRAINT "aereo_codigos_postales_id_pais_paises_id_fk" FOREIGN KEY ("id_pais") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;
