import { Foundation1732300000000 } from "./1732300000000-foundation";

export const MIGRATIONS = [Foundation1732300000000];
