-- Issue 29, who did what: the audit log grows (the customer an event belongs to, what was acted on,
-- the values before and after) and is append-only. A trigger refuses every UPDATE, DELETE and
-- TRUNCATE of its rows, whoever asks: the application can add to the log, never rewrite it.
-- Plain SQL of PGlite and PostgreSQL alike (PL/pgSQL is in both).
ALTER TABLE "auditoria" ADD COLUMN "id_cliente" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "entidad" varchar(20);--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "id_entidad" varchar(40);--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "antes" json;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "despues" json;--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","id_entidad");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario","fecha");--> statement-breakpoint
CREATE INDEX "auditoria_evento_idx" ON "auditoria" USING btree ("evento","fecha");--> statement-breakpoint
CREATE FUNCTION "auditoria_solo_anadir"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_cambios" BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_anadir"();--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_vaciar" BEFORE TRUNCATE ON "auditoria"
  FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_anadir"();
