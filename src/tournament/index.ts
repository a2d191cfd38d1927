export * from "./movements";
export * from "./seeds";
export * from "./standings";
export * from "./types";
export * from "./vp";
