CREATE TABLE "chat_unread_mail" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_unread_mail" ADD CONSTRAINT "chat_unread_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_unmailed_idx" ON "chat_messages" USING btree ("created") WHERE "chat_messages"."read_at" is null and "chat_messages"."mailed_at" is null;