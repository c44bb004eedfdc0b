/**
 * A service setting: `backgroundWork: false` turns off what a service does on its own
 * (timers, sweeps, job claims, outbox delivery), leaving only its actions. The operator
 * CLI runs the services its command needs that way when there is no bus to join: its
 * broker is local, so nothing but the command reaches them.
 */
export interface BackgroundWorkSettings {
	backgroundWork?: boolean;
}

export function runsBackgroundWork(settings: object | undefined): boolean {
	return (settings as BackgroundWorkSettings | undefined)?.backgroundWork !== false;
}

/** The settings to merge into each service the CLI runs locally. */
export const NO_BACKGROUND_WORK: BackgroundWorkSettings = { backgroundWork: false };
