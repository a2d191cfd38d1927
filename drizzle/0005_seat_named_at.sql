ALTER TABLE `seats` ADD `named_at` integer;--> statement-breakpoint
-- A seat named before this column existed has been ready since it joined: its clock goes on.
UPDATE `seats` SET `named_at` = `joined_at` WHERE `name` IS NOT NULL AND `computer` IS NULL;
