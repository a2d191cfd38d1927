DROP INDEX "actions_game_client_action_id";--> statement-breakpoint
DROP INDEX "class_attempts_student";--> statement-breakpoint
DROP INDEX "class_attempts_class";--> statement-breakpoint
DROP INDEX "class_seats_student";--> statement-breakpoint
DROP INDEX "class_seats_class";--> statement-breakpoint
DROP INDEX "class_students_nickname";--> statement-breakpoint
DROP INDEX "class_students_token";--> statement-breakpoint
DROP INDEX "classes_join_code";--> statement-breakpoint
DROP INDEX "judge_requests_status";--> statement-breakpoint
DROP INDEX "rulings_word";--> statement-breakpoint
DROP INDEX "rulings_scope";--> statement-breakpoint
DROP INDEX "rulings_judge";--> statement-breakpoint
ALTER TABLE `class_seats` ALTER COLUMN "seat_token" TO "seat_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX `actions_game_client_action_id` ON `actions` (`game_id`,`client_action_id`);--> statement-breakpoint
CREATE INDEX `class_attempts_student` ON `class_attempts` (`student_id`,`id`);--> statement-breakpoint
CREATE INDEX `class_attempts_class` ON `class_attempts` (`class_id`);--> statement-breakpoint
CREATE INDEX `class_seats_student` ON `class_seats` (`student_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `class_seats_class` ON `class_seats` (`class_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `class_students_nickname` ON `class_students` (`class_id`,`nickname_key`);--> statement-breakpoint
CREATE INDEX `class_students_token` ON `class_students` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `classes_join_code` ON `classes` (`join_code`);--> statement-breakpoint
CREATE INDEX `judge_requests_status` ON `judge_requests` (`status`,`game_id`);--> statement-breakpoint
CREATE INDEX `rulings_word` ON `rulings` (`word`);--> statement-breakpoint
CREATE INDEX `rulings_scope` ON `rulings` (`scope`,`scope_id`);--> statement-breakpoint
CREATE INDEX `rulings_judge` ON `rulings` (`judge`);--> statement-breakpoint
ALTER TABLE `class_seats` ADD `seat_secret` text;--> statement-breakpoint
ALTER TABLE `class_students` ADD `seat_key` text;--> statement-breakpoint
-- A seat link of a table no longer played leads nowhere: its clear token goes now. The others
-- are sealed to their student when the student's page next asks (src/server/classroom/seat-secret.ts).
UPDATE `class_seats` SET `seat_token` = NULL WHERE `game_id` IN (SELECT `id` FROM `games` WHERE `status` IN ('over', 'archived'));
