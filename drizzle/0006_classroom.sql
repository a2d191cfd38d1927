CREATE TABLE `class_seats` (
	`class_id` text NOT NULL,
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`student_id` text NOT NULL,
	`seat_token` text NOT NULL,
	`started_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`),
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`student_id`) REFERENCES `class_students`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `class_seats_student` ON `class_seats` (`student_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `class_seats_class` ON `class_seats` (`class_id`);--> statement-breakpoint
CREATE TABLE `class_students` (
	`id` text PRIMARY KEY NOT NULL,
	`class_id` text NOT NULL,
	`nickname` text NOT NULL,
	`nickname_key` text NOT NULL,
	`token_hash` text NOT NULL,
	`joined_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_students_nickname` ON `class_students` (`class_id`,`nickname_key`);--> statement-breakpoint
CREATE INDEX `class_students_token` ON `class_students` (`token_hash`);--> statement-breakpoint
CREATE TABLE `classes` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`school_year` text NOT NULL,
	`join_code` text NOT NULL,
	`teacher_token_hash` text NOT NULL,
	`settings_json` text NOT NULL,
	`event_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `classes_join_code` ON `classes` (`join_code`);