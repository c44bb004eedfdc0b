export * from "./api";
