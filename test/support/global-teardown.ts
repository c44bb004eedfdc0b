import { rmSync } from "node:fs";

export default async function globalTeardown(): Promise<void> {
	const embedded = (globalThis as { __leadmapEmbedded?: { stop(): Promise<void>; dir: string } }).__leadmapEmbedded;
	if (!embedded) return;
	await embedded.stop();
	rmSync(embedded.dir, { recursive: true, force: true });
}
