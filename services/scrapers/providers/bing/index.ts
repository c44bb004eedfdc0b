export * from "./request";
export * from "./parse";
export * from "./address";
