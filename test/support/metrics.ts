/** One line of a Prometheus text exposition: `name{label="value",…} value`. */
export interface Sample {
	name: string;
	labels: Record<string, string>;
	value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheus(text: string): Sample[] {
	const samples: Sample[] = [];
	for (const line of text.split("\n")) {
		const m = SAMPLE.exec(line.trim());
		if (!m || line.startsWith("#")) continue;
		const labels: Record<string, string> = {};
		for (const [, key, value] of (m[2] ?? "").matchAll(LABEL)) labels[key] = value.replace(/\\(.)/g, "$1");
		samples.push({ name: m[1], labels, value: Number(m[3]) });
	}
	return samples;
}

/** Every node's samples together (metrics are per node: in services mode each group is its own). */
export async function scrapeAll(probeUrls: string[]): Promise<Sample[]> {
	const texts = await Promise.all(
		probeUrls.map(async (url) => {
			const res = await fetch(`${url}/metrics`);
			if (res.status !== 200) throw new Error(`${url}/metrics answered ${res.status}`);
			return res.text();
		}),
	);
	return texts.flatMap(parsePrometheus);
}

/** The sum over every node of a metric's samples whose labels include `labels`. */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
	return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}
