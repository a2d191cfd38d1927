CREATE TABLE `snapshots` (
	`game_id` text PRIMARY KEY NOT NULL,
	`state_json` text NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- The snapshots already taken move to their own table (src/server/db/schema.ts says why).
INSERT INTO `snapshots` (`game_id`, `state_json`) SELECT `id`, `snapshot_json` FROM `games` WHERE `snapshot_json` IS NOT NULL;--> statement-breakpoint
UPDATE `games` SET `snapshot_version` = NULL WHERE `snapshot_json` IS NULL;--> statement-breakpoint
ALTER TABLE `games` DROP COLUMN `snapshot_json`;
