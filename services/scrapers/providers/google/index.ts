export * from "./types";
export * from "./parse";
export * from "./request";
export * from "./places-api";
