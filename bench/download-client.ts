import http from "node:http";
import { createInterface } from "node:readline";

/**
 * The exports bench's downloading client, in a process of its own as a remote client
 * would be: each line on stdin, `{"url", "key"}`, is downloaded (read and dropped), and
 * answered on stdout with `{"status", "bytes", "cpuMs"}`, the CPU this process spent on it.
 */
function download(url: string, key: string): Promise<{ status: number; bytes: number }> {
	return new Promise((resolve, reject) => {
		http
			.get(url, { headers: { authorization: `Bearer ${key}` } }, (res) => {
				let bytes = 0;
				res.on("data", (chunk: Buffer) => (bytes += chunk.length));
				res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
				res.on("error", reject);
			})
			.on("error", reject);
	});
}

const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
	const { url, key } = JSON.parse(line) as { url: string; key: string };
	const before = process.cpuUsage();
	try {
		const { status, bytes } = await download(url, key);
		const cpu = process.cpuUsage(before);
		process.stdout.write(JSON.stringify({ status, bytes, cpuMs: (cpu.user + cpu.system) / 1000 }) + "\n");
	} catch (err) {
		process.stdout.write(JSON.stringify({ status: 0, bytes: 0, cpuMs: 0, error: String(err) }) + "\n");
	}
});
lines.on("close", () => process.exit(0));
