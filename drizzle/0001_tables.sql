CREATE TABLE `actions` (
	`game_id` text NOT NULL,
	`seq` integer NOT NULL,
	`seat` integer NOT NULL,
	`action_json` text NOT NULL,
	`client_action_id` text NOT NULL,
	`lexicon_version` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seq`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `actions_game_client_action_id` ON `actions` (`game_id`,`client_action_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`rules_json` text NOT NULL,
	`seed` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`spectator_token_hash` text NOT NULL,
	`snapshot_json` text,
	`snapshot_version` integer
);
--> statement-breakpoint
CREATE TABLE `seats` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`token_hash` text NOT NULL,
	`name` text,
	`joined_at` integer,
	PRIMARY KEY(`game_id`, `seat`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
