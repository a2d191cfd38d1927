CREATE TABLE `tournament_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` text NOT NULL,
	`kind` text NOT NULL,
	`turn` integer NOT NULL,
	`table_number` integer,
	`entrant_id` text,
	`pp` integer,
	`change_json` text,
	`by` text NOT NULL,
	`reason` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entrant_id`) REFERENCES `tournament_entrants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tournament_adjustments_tournament` ON `tournament_adjustments` (`tournament_id`,`id`);--> statement-breakpoint
CREATE TABLE `tournament_entrants` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`number` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`registered_by` text NOT NULL,
	`registered_at` integer NOT NULL,
	`checked_in_at` integer,
	`late` integer DEFAULT false NOT NULL,
	`withdrawn_at` integer,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_entrants_number` ON `tournament_entrants` (`tournament_id`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_entrants_name` ON `tournament_entrants` (`tournament_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `tournament_players` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`entrant_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`seat_key` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entrant_id`) REFERENCES `tournament_entrants`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tournament_players_entrant` ON `tournament_players` (`entrant_id`,`position`);--> statement-breakpoint
CREATE INDEX `tournament_players_token` ON `tournament_players` (`tournament_id`,`token_hash`);--> statement-breakpoint
CREATE TABLE `tournament_seats` (
	`tournament_id` text NOT NULL,
	`turn` integer NOT NULL,
	`table_number` integer NOT NULL,
	`seat` integer NOT NULL,
	`player_id` text NOT NULL,
	`sealed_seat_token` text,
	PRIMARY KEY(`tournament_id`, `turn`, `table_number`, `seat`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`player_id`) REFERENCES `tournament_players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tournament_seats_player` ON `tournament_seats` (`player_id`,`turn`);--> statement-breakpoint
CREATE TABLE `tournament_tables` (
	`tournament_id` text NOT NULL,
	`turn` integer NOT NULL,
	`number` integer NOT NULL,
	`game_id` text,
	`zoppo` integer DEFAULT false NOT NULL,
	`pp_json` text,
	`scored_at` integer,
	PRIMARY KEY(`tournament_id`, `turn`, `number`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_tables_game` ON `tournament_tables` (`game_id`);--> statement-breakpoint
CREATE TABLE `tournament_turns` (
	`tournament_id` text NOT NULL,
	`number` integer NOT NULL,
	`seed` text NOT NULL,
	`seed_hash` text NOT NULL,
	`status` text DEFAULT 'playing' NOT NULL,
	`seating_json` text NOT NULL,
	`started_at` integer NOT NULL,
	`deadline_at` integer NOT NULL,
	`time_up_at` integer,
	`ended_at` integer,
	PRIMARY KEY(`tournament_id`, `number`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`settings_json` text NOT NULL,
	`seed` text NOT NULL,
	`director_token_hash` text NOT NULL,
	`registration_token_hash` text NOT NULL,
	`event_id` text NOT NULL,
	`status` text DEFAULT 'registration' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE no action
);
