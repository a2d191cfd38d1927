CREATE TABLE `class_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` text NOT NULL,
	`student_id` text NOT NULL,
	`game_id` text NOT NULL,
	`word` text NOT NULL,
	`reason` text,
	`hint` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`student_id`) REFERENCES `class_students`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `class_attempts_student` ON `class_attempts` (`student_id`,`id`);--> statement-breakpoint
CREATE INDEX `class_attempts_class` ON `class_attempts` (`class_id`);