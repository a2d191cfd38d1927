/**
 * Who sits where at the lesson's table: the learner is seat 1, the servito, who plays first
 * (seat 0 deals the first deal, Art. 3.4); the lesson's computer is seat 0. Apart from the deal
 * (lesson.ts), so that the steps shown in the browser do not bring the engine's dealing along.
 */
import type { Seat } from "../engine";

export const LEARNER: Seat = 1;
export const COMPUTER: Seat = 0;
