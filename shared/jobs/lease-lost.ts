import { ConflictError } from "../errors";

/** A write of a worker that no longer holds its job (its lease lapsed and another took it, or the job ended). */
export class LeaseLostError extends ConflictError {
	constructor(what = "job") {
		super("lease_lost", `this worker no longer holds the ${what}`);
	}
}

/** Whether an error (thrown here or come back over the bus) says the lease is lost. */
export function isLeaseLost(err: unknown): boolean {
	return (err as { type?: string } | null)?.type === "lease_lost";
}
