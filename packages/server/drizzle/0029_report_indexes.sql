CREATE INDEX "bets_settled_time_id_idx" ON "bets" USING btree ("settled_at","id") WHERE "bets"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "deposit_requests_status_reviewed_idx" ON "deposit_requests" USING btree ("status","reviewed_at");--> statement-breakpoint
CREATE INDEX "deposit_requests_time_idx" ON "deposit_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_status_reviewed_idx" ON "withdraw_requests" USING btree ("status","reviewed_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_time_idx" ON "withdraw_requests" USING btree ("created_at");