export * from "./types";
export * from "./parse";
export * from "./request";
export * from "./places-api";
export * from "./reviews";
export * from "./place-page";
export * from "./places-details";
