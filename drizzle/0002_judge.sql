CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`judge_token_hash` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `judge_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`kind` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`word` text NOT NULL,
	`cards_json` text NOT NULL,
	`meld_json` text NOT NULL,
	`verdict_json` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`deadline_at` integer NOT NULL,
	`resolved_at` integer,
	`resolved_by` text,
	`ruling_id` text,
	`reason` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ruling_id`) REFERENCES `rulings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `judge_requests_status` ON `judge_requests` (`status`,`game_id`);--> statement-breakpoint
CREATE TABLE `rulings` (
	`id` text PRIMARY KEY NOT NULL,
	`word` text NOT NULL,
	`decision` text NOT NULL,
	`scope` text NOT NULL,
	`scope_id` text,
	`reason` text NOT NULL,
	`judge` text NOT NULL,
	`ruled_at` integer NOT NULL,
	`recorded_by` text NOT NULL,
	`recorded_as` text NOT NULL,
	`created_at` integer NOT NULL,
	`supersedes` text,
	`superseded_by` text,
	`superseded_at` integer,
	`source` text NOT NULL,
	`request_id` text,
	FOREIGN KEY (`supersedes`) REFERENCES `rulings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`superseded_by`) REFERENCES `rulings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `rulings_word` ON `rulings` (`word`);--> statement-breakpoint
CREATE INDEX `rulings_scope` ON `rulings` (`scope`,`scope_id`);--> statement-breakpoint
CREATE INDEX `rulings_judge` ON `rulings` (`judge`);--> statement-breakpoint
ALTER TABLE `games` ADD `event_id` text REFERENCES events(id);--> statement-breakpoint
ALTER TABLE `games` ADD `judge_token_hash` text;