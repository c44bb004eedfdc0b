import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { parse, parseAllDocuments } from "yaml";

/** What the rules read of a rendered Kubernetes object. */
export interface K8sObject {
	apiVersion: string;
	kind: string;
	metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
	spec?: any;
	data?: Record<string, string>;
}

export interface LabelSelector {
	matchLabels?: Record<string, string>;
	matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** A pod template and the workload that owns it. */
export interface PodTemplate {
	owner: K8sObject;
	labels: Record<string, string>;
	spec: any;
}

export const K8S_DIR = path.resolve(__dirname, "../../k8s");

/** Each overlay with the kustomizations added to the copy to render the optional components. */
export const RENDERINGS: Record<string, { overlay: string; components?: string[] }> = {
	sandbox: { overlay: "sandbox" },
	production: { overlay: "production" },
	"production with every optional component": {
		overlay: "production",
		components: ["queue-depth-autoscaling", "prometheus-operator", "observability"],
	},
};

/** Every secret.example.env copied to secret.env, as the README tells an operator to do. */
function fillSecretsFromExamples(dir: string): void {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) fillSecretsFromExamples(full);
		else if (entry.name === "secret.example.env") copyFileSync(full, path.join(dir, "secret.env"));
	}
}

function kubectlKustomize(dir: string): string {
	try {
		return execFileSync("kubectl", ["kustomize", dir], { encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "pipe"] });
	} catch (err) {
		const { code, stderr } = err as { code?: string; stderr?: string };
		throw new Error(code === "ENOENT" ? "kubectl is needed to render k8s/ (kubectl kustomize, offline)" : `kubectl kustomize failed: ${stderr}`);
	}
}

/**
 * `kubectl kustomize` of an overlay (offline: no cluster is asked), in a copy of k8s/
 * so that the secret.env an operator would write is the committed example.
 */
export function render(name: string): K8sObject[] {
	const { overlay, components } = RENDERINGS[name];
	const copy = mkdtempSync(path.join(os.tmpdir(), "leadmap-k8s-"));
	try {
		cpSync(K8S_DIR, copy, { recursive: true, filter: (source) => path.basename(source) !== "secret.env" });
		fillSecretsFromExamples(copy);
		let target = path.join(copy, "overlays", overlay);
		if (components) {
			target = path.join(copy, "overlays", "rendered-with-components");
			mkdirSync(target);
			// As an operator adds them: to the overlay, so its namespace holds what they bring too.
			const { namespace } = parse(readFileSync(path.join(copy, "overlays", overlay, "kustomization.yaml"), "utf8")) as { namespace?: string };
			writeFileSync(
				path.join(target, "kustomization.yaml"),
				JSON.stringify({
					...(namespace && { namespace }),
					resources: [`../${overlay}`],
					components: components.map((c) => `../../components/${c}`),
				}),
			);
		}
		const out = kubectlKustomize(target);
		const objects = parseAllDocuments(out)
			.map((doc) => doc.toJS() as K8sObject)
			.filter(Boolean);
		// kustomize wraps long base64 values over lines; the API server's decoder skips the newlines.
		for (const secret of objects.filter((o) => o.kind === "Secret")) {
			for (const key of Object.keys(secret.data ?? {})) secret.data![key] = secret.data![key].replace(/\s/g, "");
		}
		return objects;
	} finally {
		rmSync(copy, { recursive: true, force: true });
	}
}

/** The one-off pod of k8s/leadmap-cli, built by its jq program from a rendered core Deployment. */
export function operatorPod(core: K8sObject, cliArgs: string[]): K8sObject {
	return JSON.parse(
		execFileSync("jq", ["--arg", "name", "leadmap-cli-1", "--argjson", "args", JSON.stringify(cliArgs), "-f", path.join(K8S_DIR, "operator-pod.jq")], {
			input: JSON.stringify(core),
			encoding: "utf8",
		}),
	);
}

/** The image an overlay's `images:` gives to the name "leadmap". */
export function overlayImage(overlay: string): string {
	const kustomization = parse(readFileSync(path.join(K8S_DIR, "overlays", overlay, "kustomization.yaml"), "utf8"));
	const entry = (kustomization.images ?? []).find((i: { name: string }) => i.name === "leadmap");
	if (!entry) throw new Error(`overlay ${overlay} sets no image for "leadmap"`);
	return `${entry.newName ?? "leadmap"}:${entry.newTag}`;
}

/** The text of every production source file (not tests), to find the variables the code reads. */
export function productionSource(): string {
	const root = path.resolve(K8S_DIR, "..");
	const files = ["bin", "services", "shared", "sandbox"].flatMap((dir) =>
		readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
			.filter((f) => f.endsWith(".ts"))
			.map((f) => path.join(root, dir, f)),
	);
	return [...files, path.join(root, "moleculer.config.ts")].map((f) => readFileSync(f, "utf8")).join("\n");
}

/** The keys of an overlay's secret.example.env. */
export function exampleSecretKeys(overlay: string): string[] {
	const file = path.join(K8S_DIR, "overlays", overlay, "secret.example.env");
	if (!existsSync(file)) return [];
	return readFileSync(file, "utf8")
		.split("\n")
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith("#"))
		.map((line) => line.slice(0, line.indexOf("=")));
}

/** The Kubernetes schema model of a built-in kind (kubernetes-models), or null for any other kind. */
export function schemaModel(object: K8sObject): (new (data: unknown) => { validate(): void }) | null {
	try {
		return require(modulePathOf(object))[object.kind];
	} catch {
		return null;
	}
}

function modulePathOf(object: K8sObject): string {
	const [group, version] = object.apiVersion.includes("/") ? object.apiVersion.split("/") : [null, object.apiVersion];
	return group ? `kubernetes-models/${group}/${version}/${object.kind}` : `kubernetes-models/${version}/${object.kind}`;
}

/**
 * What the API server's strict field validation would refuse and the JSON schemas let
 * through (they allow unknown fields): each object is compiled as an object literal of
 * its kubernetes-models type, so a misspelt field (`readinesProbe`) is an excess
 * property error. One line per object: "<kind>/<name>: <message>".
 */
let previousProgram: ts.Program | undefined;
export function typeErrors(objects: K8sObject[]): string[] {
	const file = path.join(K8S_DIR, "..", "test", "rendered-k8s-objects.ts");
	const lines = objects.map((o, i) => `const object${i}: import("${modulePathOf(o)}").I${o.kind} = ${JSON.stringify(o)};`);
	const options: ts.CompilerOptions = {
		strict: true,
		noEmit: true,
		skipLibCheck: true,
		types: [],
		target: ts.ScriptTarget.ES2022,
		module: ts.ModuleKind.CommonJS,
		moduleResolution: ts.ModuleResolutionKind.Node10,
	};
	const host = ts.createCompilerHost(options);
	const readSource = host.getSourceFile.bind(host);
	const fileExists = host.fileExists.bind(host);
	host.getSourceFile = (name, language, ...rest) =>
		name === file ? ts.createSourceFile(name, lines.join("\n"), language) : readSource(name, language, ...rest);
	host.fileExists = (name) => name === file || fileExists(name);
	// The next call reuses this one's parsed declarations (lib, kubernetes-models): seconds saved.
	previousProgram = ts.createProgram([file], options, host, previousProgram);
	return ts.getPreEmitDiagnostics(previousProgram).map((diagnostic) => {
		const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
		const object = objects[line];
		return `${object ? `${object.kind}/${object.metadata?.name}` : "?"}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
	});
}

export function selects(selector: LabelSelector | undefined, labels: Record<string, string> = {}): boolean {
	if (!selector) return false;
	const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
	const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
		switch (operator) {
			case "In":
				return key in labels && values.includes(labels[key]);
			case "NotIn":
				return !(key in labels) || !values.includes(labels[key]);
			case "Exists":
				return key in labels;
			case "DoesNotExist":
				return !(key in labels);
			default:
				throw new Error(`unknown selector operator ${operator}`);
		}
	});
	return byLabel && byExpression;
}

/** The pod templates of every workload: a CronJob's is its Job template's. */
export function podTemplates(objects: K8sObject[]): PodTemplate[] {
	return objects
		.filter((o) => ["Deployment", "StatefulSet", "Job", "DaemonSet", "CronJob"].includes(o.kind))
		.map((owner) => {
			const template = owner.kind === "CronJob" ? owner.spec.jobTemplate.spec.template : owner.spec.template;
			return { owner, labels: template.metadata?.labels ?? {}, spec: template.spec };
		});
}

/** A pod that runs to its end (a Job's, a CronJob's): nothing routes to it or selects it, nothing restarts it. */
export function runsToItsEnd(pod: PodTemplate): boolean {
	return pod.owner.kind === "Job" || pod.owner.kind === "CronJob";
}

export function isLeadmapPod(pod: PodTemplate): boolean {
	return pod.labels["app.kubernetes.io/name"] === "leadmap";
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject | undefined {
	return objects.find((o) => o.kind === kind && o.metadata.name === name);
}

/** Where a container's variable comes from: a literal, a Secret's key or a ConfigMap's key. */
export type EnvSource = { value: string } | { secret: string; key: string } | { configMap: string; key: string };

/** A container's environment as the kubelet builds it (envFrom first, env over it). */
export function environment(container: any, objects: K8sObject[]): Map<string, EnvSource> {
	const env = new Map<string, EnvSource>();
	for (const from of container.envFrom ?? []) {
		const ref = from.configMapRef ?? from.secretRef;
		const kind = from.configMapRef ? "ConfigMap" : "Secret";
		const source = find(objects, kind, ref.name);
		for (const key of Object.keys(source?.data ?? {})) {
			env.set((from.prefix ?? "") + key, kind === "ConfigMap" ? { configMap: ref.name, key } : { secret: ref.name, key });
		}
	}
	for (const variable of container.env ?? []) {
		const secret = variable.valueFrom?.secretKeyRef;
		const configMap = variable.valueFrom?.configMapKeyRef;
		if (secret) env.set(variable.name, { secret: secret.name, key: secret.key });
		else if (configMap) env.set(variable.name, { configMap: configMap.name, key: configMap.key });
		else if ("value" in variable) env.set(variable.name, { value: String(variable.value) });
	}
	return env;
}

/** A variable's literal value, following a ConfigMap reference. */
export function literal(source: EnvSource | undefined, objects: K8sObject[]): string | undefined {
	if (!source) return undefined;
	if ("value" in source) return source.value;
	if ("configMap" in source) return find(objects, "ConfigMap", source.configMap)?.data?.[source.key];
	return undefined;
}

const QUANTITY_UNITS: Record<string, number> = { "": 1, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 };

/** A memory quantity ("256Mi", "1G") in bytes. */
export function bytes(quantity: string): number {
	const match = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(String(quantity));
	if (!match || !(match[2] in QUANTITY_UNITS)) throw new Error(`not a memory quantity: ${quantity}`);
	return Number(match[1]) * QUANTITY_UNITS[match[2]];
}
