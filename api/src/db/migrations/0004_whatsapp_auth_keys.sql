CREATE TABLE "whatsapp_auth_keys" (
	"account" text NOT NULL,
	"type" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_auth_keys_pkey" PRIMARY KEY("account","type","id")
);
