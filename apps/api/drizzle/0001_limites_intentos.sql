CREATE TABLE "direcciones_conocidas" (
	"id_usuario" integer NOT NULL,
	"direccion_hash" varchar(64) NOT NULL,
	"ultimo_acceso" timestamp with time zone NOT NULL,
	CONSTRAINT "direcciones_conocidas_id_usuario_direccion_hash_pk" PRIMARY KEY("id_usuario","direccion_hash")
);
--> statement-breakpoint
CREATE TABLE "limites_intentos" (
	"clave" varchar(200) PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"caduca" timestamp with time zone NOT NULL,
	"espera_hasta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "direcciones_conocidas" ADD CONSTRAINT "direcciones_conocidas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limites_intentos_caduca_idx" ON "limites_intentos" USING btree ("caduca");