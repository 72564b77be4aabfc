DROP INDEX "members_upline_idx";--> statement-breakpoint
CREATE INDEX "members_username_prefix_idx" ON "members" USING btree ("merchant_code",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("merchant_code","mobile");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("merchant_code",lower("email"));--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id","reg_date");