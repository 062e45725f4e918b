CREATE INDEX "users_admin_search_idx" ON "users" USING gin (immutable_unaccent("name" || ' ' || "email" || ' ' || "username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weekly_menus_created_idx" ON "weekly_menus" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");