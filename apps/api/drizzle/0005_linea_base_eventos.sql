-- Issue 28, first start: when the time-driven rules first ran on this database. What held then (the
-- backlog) is stored as raised and told to nobody, so a new install does not open with hundreds of
-- notifications (src/events/baseline.ts).
CREATE TABLE "linea_base_eventos" (
	"id" smallint PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"eventos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "linea_base_eventos_una_chk" CHECK ("linea_base_eventos"."id" = 1)
);
