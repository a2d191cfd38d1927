ALTER TABLE `seats` ADD `computer` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `stand_in_since` integer;