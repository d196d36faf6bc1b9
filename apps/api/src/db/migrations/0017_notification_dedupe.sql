-- A storm of notifications for one resource (1,000 `questions` events, a retried delivery) is
-- absorbed by the inbox: while an event waits unpicked (no attempt yet), another for the same topic
-- and resource adds nothing, since reading the resource once covers both. An event arriving while
-- its twin is being processed is stored, so a change made after that read is not lost. The
-- marketplace's own event id (`_id`) is stored once, so missed_feeds read again brings nothing twice.
CREATE UNIQUE INDEX "marketplace_notifications_waiting_unique" ON "marketplace_notifications" USING btree ("topic", "resource") WHERE "processed_at" IS NULL AND "attempts" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_notifications_ml_event_unique" ON "marketplace_notifications" USING btree (("payload"->>'_id')) WHERE "payload" ? '_id';
