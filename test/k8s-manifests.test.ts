import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { connect, type NatsError } from "nats";
import { brokerOptions } from "../moleculer.config";
import { POSTGRES_SERVICES, SIMULATOR } from "../bin/services";
import { natsConnectionOptions, productionBusProblem } from "../shared/bus-config";
import { loadConfig, SERVICE_NAMES } from "../shared/config";
import {
	K8S_DIR,
	RENDERINGS,
	bytes,
	environment,
	exampleSecretKeys,
	find,
	isLeadmapPod,
	literal,
	operatorPod,
	overlayImage,
	podTemplates,
	productionSource,
	render,
	runsToItsEnd,
	schemaModel,
	selects,
	typeErrors,
	type EnvSource,
	type K8sObject,
	type PodTemplate,
} from "./support/k8s-manifests";
import { startNatsServer } from "./support/nats-server";
import { ruleGroups } from "./support/observability";
import { operatorServices } from "./support/operator-services";
import { createTestCertificate } from "./support/webhook-receiver";

/** Services that take jobs and scale on their own. */
const WORKER_SERVICES = ["scraper-google", "scraper-bing", "scraper-apple", "enrichment"];
/** Services that refuse to start without LEADMAP_SECRET_KEY when they run apart. */
const SECRET_KEY_SERVICES = ["gateway", "idempotency", "webhooks"];
/** Kinds that are not built into Kubernetes, with what the rules check of them. */
const CUSTOM_KINDS = [
	"monitoring.coreos.com/v1/PodMonitor",
	"monitoring.coreos.com/v1/PrometheusRule",
	"cert-manager.io/v1/Certificate",
	"cert-manager.io/v1/Issuer",
];
/** The services with operator actions: a process that runs one checks their calls with LEADMAP_OPERATOR_KEY. */
const OPERATOR_SERVICES = operatorServices();

/** The Secret key (and Secret) a file a container reads comes from, through the volume mounted over it. */
function secretFileOf(spec: any, container: any, file: string): { secret: string; key: string; items: string[] | null } | null {
	const mount = (container.volumeMounts ?? []).find((m: any) => file.startsWith(`${m.mountPath}/`));
	const volume = (spec.volumes ?? []).find((v: any) => v.name === mount?.name);
	if (!volume?.secret) return null;
	const name = file.slice(mount.mountPath.length + 1);
	const items: { key: string; path: string }[] | undefined = volume.secret.items;
	return { secret: volume.secret.secretName, key: items?.find((i) => i.path === name)?.key ?? name, items: items?.map((i) => i.key) ?? null };
}

function containersOf(pod: PodTemplate): any[] {
	return [...(pod.spec.initContainers ?? []), ...pod.spec.containers];
}

function servicesRunBy(pod: PodTemplate, objects: K8sObject[]): string[] {
	const value = literal(environment(pod.spec.containers[0], objects).get("LEADMAP_SERVICES"), objects);
	return value ? value.split(",").map((s) => s.trim()) : [];
}

/** What the "restricted" Pod Security Standard asks of a pod, and no API token mounted. */
function expectRestrictedPod(where: string, spec: any): void {
	expect([where, spec.securityContext?.runAsNonRoot, spec.securityContext?.seccompProfile?.type]).toEqual([where, true, "RuntimeDefault"]);
	expect([where, spec.automountServiceAccountToken]).toEqual([where, false]);
}

function expectResourcesAndRestrictedSecurity(where: string, container: any): void {
	const { requests = {}, limits = {} } = container.resources ?? {};
	expect([where, Boolean(requests.cpu && requests.memory && limits.memory)]).toEqual([where, true]);
	expect([where, container.securityContext]).toEqual([
		where,
		expect.objectContaining({
			runAsNonRoot: true,
			allowPrivilegeEscalation: false,
			readOnlyRootFilesystem: true,
			capabilities: { drop: ["ALL"] },
			seccompProfile: { type: "RuntimeDefault" },
		}),
	]);
}

describe.each(Object.keys(RENDERINGS))("k8s overlay: %s", (rendering) => {
	const { overlay } = RENDERINGS[rendering];
	let objects: K8sObject[];
	let pods: PodTemplate[];
	let leadmapDeployments: PodTemplate[];
	const cliArgs = ["accounts:create", "--name", "first account"];
	let cliPod: K8sObject;
	beforeAll(() => {
		objects = render(rendering);
		pods = podTemplates(objects);
		leadmapDeployments = pods.filter((p) => isLeadmapPod(p) && p.owner.kind === "Deployment");
		cliPod = operatorPod(find(objects, "Deployment", "core")!, cliArgs);
	});
	const describeObject = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

	test("every object is valid against the Kubernetes schemas, in the overlay's restricted namespace", () => {
		const namespaces = objects.filter((o) => o.kind === "Namespace");
		expect(namespaces).toHaveLength(1);
		expect(namespaces[0].metadata.labels?.["pod-security.kubernetes.io/enforce"]).toBe("restricted");
		for (const object of objects) {
			const Model = schemaModel(object);
			if (!Model) {
				expect(CUSTOM_KINDS).toContain(`${object.apiVersion}/${object.kind}`);
				continue;
			}
			expect(() => new Model(object).validate()).not.toThrow();
			if (object.kind !== "Namespace")
				expect([describeObject(object), object.metadata.namespace]).toEqual([describeObject(object), namespaces[0].metadata.name]);
		}
		expect(typeErrors([...objects.filter((o) => schemaModel(o)), cliPod])).toEqual([]);
	});

	test("workloads, PodDisruptionBudgets, Services, NetworkPolicies and monitors select existing pods", () => {
		for (const pod of pods.filter((p) => !runsToItsEnd(p))) {
			expect([describeObject(pod.owner), selects(pod.owner.spec.selector, pod.labels)]).toEqual([describeObject(pod.owner), true]);
		}
		const selectorsOfPods = [
			...objects.filter((o) => o.kind === "PodDisruptionBudget" || o.kind === "PodMonitor").map((o) => [o, o.spec.selector] as const),
			...objects.filter((o) => o.kind === "Service").map((o) => [o, { matchLabels: o.spec.selector }] as const),
			...objects
				.filter((o) => o.kind === "NetworkPolicy")
				.flatMap((o) => [
					[o, o.spec.podSelector] as const,
					...(o.spec.ingress ?? []).flatMap((rule: any) =>
						(rule.from ?? []).filter((peer: any) => peer.podSelector && !peer.namespaceSelector).map((peer: any) => [o, peer.podSelector] as const),
					),
				]),
		];
		for (const [object, selector] of selectorsOfPods) {
			const matched = pods.filter((p) => selects(selector, p.labels)).map((p) => describeObject(p.owner));
			expect([describeObject(object), matched.length > 0]).toEqual([describeObject(object), true]);
			// A PodDisruptionBudget counts the pods of one workload only.
			if (object.kind === "PodDisruptionBudget") expect(matched).toHaveLength(1);
		}
	});

	test("Services and Ingresses reach ports that the pods and Services declare", () => {
		for (const service of objects.filter((o) => o.kind === "Service")) {
			const ports = pods.filter((p) => selects({ matchLabels: service.spec.selector }, p.labels)).flatMap((p) => containersOf(p).flatMap((c) => c.ports ?? []));
			for (const { targetPort } of service.spec.ports) {
				expect(ports.some((p) => p.name === targetPort || p.containerPort === targetPort)).toBe(true);
			}
		}
		for (const ingress of objects.filter((o) => o.kind === "Ingress")) {
			for (const rule of ingress.spec.rules) {
				for (const { backend } of rule.http.paths) {
					const service = find(objects, "Service", backend.service.name);
					expect(service?.spec.ports.some((p: any) => p.name === backend.service.port.name || p.port === backend.service.port.number)).toBe(true);
				}
			}
		}
	});

	test("every referenced Secret and ConfigMap key exists, and the Secret has exactly the keys of secret.example.env", () => {
		const secret = find(objects, "Secret", objects.find((o) => o.kind === "Secret")?.metadata.name ?? "");
		expect(Object.keys(secret?.data ?? {}).sort()).toEqual(exampleSecretKeys(overlay).sort());
		for (const pod of pods) {
			for (const container of containersOf(pod)) {
				for (const from of container.envFrom ?? []) {
					const ref = from.configMapRef ?? from.secretRef;
					expect([describeObject(pod.owner), find(objects, from.configMapRef ? "ConfigMap" : "Secret", ref.name)?.kind]).toEqual([
						describeObject(pod.owner),
						from.configMapRef ? "ConfigMap" : "Secret",
					]);
				}
				for (const [variable, source] of environment(container, objects)) {
					if ("value" in source) continue;
					const data = "secret" in source ? find(objects, "Secret", source.secret)?.data : find(objects, "ConfigMap", source.configMap)?.data;
					expect([describeObject(pod.owner), variable, source.key in (data ?? {})]).toEqual([describeObject(pod.owner), variable, true]);
				}
			}
			for (const volume of pod.spec.volumes ?? []) {
				if (volume.configMap) expect(find(objects, "ConfigMap", volume.configMap.name)).toBeDefined();
				// A Secret the overlay generates, or one a cert-manager Certificate of the overlay fills.
				const certificate = objects.find((o) => o.kind === "Certificate" && o.spec.secretName === volume.secret?.secretName);
				if (volume.secret)
					expect([volume.secret.secretName, find(objects, "Secret", volume.secret.secretName) ?? certificate]).toEqual([
						volume.secret.secretName,
						expect.any(Object),
					]);
			}
		}
	});

	test("every container has probes on its declared ports, resources and the restricted securityContext", () => {
		for (const pod of pods) {
			const where = describeObject(pod.owner);
			expectRestrictedPod(where, pod.spec);
			for (const container of containersOf(pod)) {
				const portNames = (container.ports ?? []).map((p: any) => p.name);
				// A Job's pod runs to its end: nothing routes to it, nothing needs to restart it.
				const probes = runsToItsEnd(pod) ? [] : [container.readinessProbe, container.livenessProbe];
				for (const probe of probes) {
					expect([where, probe !== undefined]).toEqual([where, true]);
					const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
					if (typeof port === "string") expect([where, portNames]).toEqual([where, expect.arrayContaining([port])]);
				}
				expectResourcesAndRestrictedSecurity(where, container);
				if (isLeadmapPod(pod)) {
					const tmp = (container.volumeMounts ?? []).find((m: any) => m.mountPath === "/tmp");
					expect([where, pod.spec.volumes.find((v: any) => v.name === tmp?.name)?.emptyDir]).toEqual([where, expect.any(Object)]);
				}
			}
		}
	});

	test("Leadmap's containers run the overlay's image; the others a pinned version", () => {
		const image = overlayImage(overlay);
		expect(image).not.toMatch(/:latest$/);
		for (const pod of pods) {
			for (const container of containersOf(pod)) {
				if (isLeadmapPod(pod)) expect([describeObject(pod.owner), container.image]).toEqual([describeObject(pod.owner), image]);
				else expect(container.image).toMatch(/^[^:]+:\d+(\.\d+)+/);
			}
		}
	});

	test("every service runs in exactly one Deployment, named by LEADMAP_SERVICES, with the settings its role needs", () => {
		const deployed = leadmapDeployments.flatMap((p) => servicesRunBy(p, objects));
		expect(deployed.filter((s) => !(SERVICE_NAMES as readonly string[]).includes(s))).toEqual([]);
		expect([...deployed].sort()).toEqual(SERVICE_NAMES.filter((s) => s !== SIMULATOR).sort());
		for (const pod of leadmapDeployments) {
			const services = servicesRunBy(pod, objects);
			const env = environment(pod.spec.containers[0], objects);
			const needed = ["TRANSPORTER", "LEADMAP_NATS_USER", "LEADMAP_NATS_PASSWORD"];
			if (services.some((s) => POSTGRES_SERVICES.includes(s))) needed.push("DATABASE_URL");
			if (services.some((s) => SECRET_KEY_SERVICES.includes(s))) needed.push("LEADMAP_SECRET_KEY");
			// The operator key only where operator actions are checked: never the gateway, a scraper or enrichment.
			if (services.some((s) => OPERATOR_SERVICES.includes(s))) needed.push("LEADMAP_OPERATOR_KEY");
			if (services.includes("gateway")) needed.push("REDIS_URL");
			expect([describeObject(pod.owner), needed.filter((v) => !env.has(v))]).toEqual([describeObject(pod.owner), []]);
			// Nothing a role does not use: a scraper pod holds no database password.
			const secrets = [...env.values()].filter((s) => "secret" in s).map((s) => (s as { key: string }).key);
			expect([describeObject(pod.owner), secrets.filter((k) => !needed.includes(k))]).toEqual([describeObject(pod.owner), []]);
		}
		// A misspelt variable would be silently ignored: every one a Leadmap pod sets is read by the code.
		const source = productionSource();
		const variables = new Set(pods.filter(isLeadmapPod).flatMap((p) => [...environment(p.spec.containers[0], objects).keys()]));
		expect([...variables].filter((name) => !new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
		const migrate = pods.find((p) => p.owner.kind === "Job");
		expect(migrate?.spec.containers[0].command).toEqual(["node", "dist/bin/migrate.js"]);
	});

	test("the drift canary runs hourly as a CronJob of the image, one at a time and without secrets; suspended in the sandbox", () => {
		const cronJobs = objects.filter((o) => o.kind === "CronJob");
		expect(cronJobs.map((o) => o.metadata.name)).toEqual(["canary-google"]);
		const [canary] = cronJobs;
		expect(canary.spec).toMatchObject({ schedule: expect.stringMatching(/^\d+ \* \* \* \*$/), concurrencyPolicy: "Forbid" });
		expect(canary.spec.suspend ?? false).toBe(overlay === "sandbox");
		const pod = pods.find((p) => p.owner === canary)!;
		expect(isLeadmapPod(pod)).toBe(true);
		expect(pod.spec.restartPolicy).toBe("Never");
		const [container] = pod.spec.containers;
		expect(container.command).toEqual(["node", "dist/bin/canary.js", "google"]);
		expect(canary.spec.jobTemplate.spec.backoffLimit).toBe(0);
		// the provider's URL as the scrapers read it, and no Secret at all
		expect([...environment(container, objects).values()].filter((s) => "secret" in s)).toEqual([]);
		expect(container.envFrom).toEqual([{ configMapRef: { name: expect.stringMatching(/^leadmap-config(-\w+)?$/) } }]);
		// the golden fixture it reads is in the image, where dist/bin/canary.js looks for it
		const dockerfile = readFileSync(path.join(K8S_DIR, "..", "Dockerfile"), "utf8");
		expect(dockerfile.match(/^COPY test\/fixtures\/google\/output\.json .* \.\/test\/fixtures\/google\/$/gm)).toHaveLength(2);
		expect(readFileSync(path.join(K8S_DIR, "..", ".dockerignore"), "utf8")).toContain("!test/fixtures/google/output.json");
	});

	test("each scraper provider and enrichment scales alone: its own HPA on CPU, no fixed replicas, a grace period for its leases", () => {
		const { shutdownTimeout } = brokerOptions().tracking as { shutdownTimeout: number };
		for (const service of WORKER_SERVICES) {
			const workers = leadmapDeployments.filter((p) => servicesRunBy(p, objects).includes(service));
			expect(workers).toHaveLength(1);
			const [worker] = workers;
			expect(servicesRunBy(worker, objects)).toEqual([service]);
			expect(worker.owner.spec.replicas).toBeUndefined();
			expect(worker.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(shutdownTimeout);
			const hpas = objects.filter((o) => o.kind === "HorizontalPodAutoscaler" && o.spec.scaleTargetRef.name === worker.owner.metadata.name);
			expect(hpas).toHaveLength(1);
			expect(hpas[0].spec.metrics).toEqual(
				expect.arrayContaining([expect.objectContaining({ type: "Resource", resource: expect.objectContaining({ name: "cpu" }) })]),
			);
			if (overlay === "production" && service.startsWith("scraper-")) {
				expect(bytes(worker.spec.containers[0].resources.limits.memory)).toBeLessThanOrEqual(bytes("256Mi"));
			}
		}
		for (const hpa of objects.filter((o) => o.kind === "HorizontalPodAutoscaler")) {
			expect(find(objects, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name)).toBeDefined();
		}
		for (const pod of leadmapDeployments) {
			expect(pod.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(shutdownTimeout);
		}
	});

	test("k8s/leadmap-cli's one-off pod runs the CLI with core's settings, may reach NATS and joins no workload", () => {
		expect(() => new (schemaModel(cliPod)!)(cliPod).validate()).not.toThrow(); // its fields: with the schema test's
		const [container] = cliPod.spec.containers;
		expect(container.command).toEqual(["node", "dist/bin/cli.js", ...cliArgs]);
		expect(container.image).toBe(overlayImage(overlay));
		expect(Object.keys(container).filter((k) => k.endsWith("Probe"))).toEqual([]);
		expect([...environment(container, objects).keys()]).toEqual(
			expect.arrayContaining(["TRANSPORTER", "LEADMAP_NATS_USER", "LEADMAP_NATS_PASSWORD", "LEADMAP_OPERATOR_KEY"]),
		);
		expect(environment(container, objects).has("LEADMAP_SERVICES")).toBe(false);
		expectRestrictedPod("cli", cliPod.spec);
		expectResourcesAndRestrictedSecurity("cli", container);
		const labels = cliPod.metadata.labels;
		const busPolicy = find(objects, "NetworkPolicy", "nats-from-leadmap")!;
		expect(busPolicy.spec.ingress[0].from.some((peer: any) => selects(peer.podSelector, labels))).toBe(true);
		// A workload selecting it would adopt it (and delete it as one pod too many).
		const selectors = [
			...pods.filter((p) => !runsToItsEnd(p)).map((p) => p.owner.spec.selector),
			...objects.filter((o) => o.kind === "PodDisruptionBudget").map((o) => o.spec.selector),
			...objects.filter((o) => o.kind === "Service").map((o) => ({ matchLabels: o.spec.selector })),
		];
		expect(selectors.filter((selector) => selects(selector, labels))).toEqual([]);
	});

	test("production's bus is TLS: NATS serves the certificate of a Secret cert-manager fills for its name, and every Leadmap process trusts that CA alone", () => {
		const nats = find(objects, "Deployment", "nats")!;
		const natsSpec = nats.spec.template.spec;
		const conf = find(objects, "ConfigMap", natsSpec.volumes.find((v: any) => v.configMap).configMap.name)!.data!["nats.conf"];
		const tls = /\btls\s*\{([^}]*)\}/.exec(conf);
		if (overlay !== "production") return expect(tls).toBeNull();
		const served = [...tls![1].matchAll(/(cert_file|key_file):\s*"([^"]+)"/g)].map((m) => secretFileOf(natsSpec, natsSpec.containers[0], m[2]));
		expect(served).toEqual([
			{ secret: "nats-tls", key: "tls.crt", items: null },
			{ secret: "nats-tls", key: "tls.key", items: null },
		]);
		const transporter = literal(environment(leadmapDeployments[0].spec.containers[0], objects).get("TRANSPORTER"), objects)!;
		const certificate = objects.find((o) => o.kind === "Certificate" && o.spec.secretName === "nats-tls")!;
		expect(certificate.spec.dnsNames).toContain(new URL(transporter).hostname);
		expect(certificate.spec.usages).toContain("server auth");
		const clients = [...leadmapDeployments.map((p) => [describeObject(p.owner), p.spec] as const), ["cli", cliPod.spec] as const];
		for (const [where, spec] of clients) {
			const ca = literal(environment(spec.containers[0], objects).get("LEADMAP_NATS_TLS_CA"), objects);
			// ca.crt alone: the server's key never reaches a Leadmap pod.
			expect([where, ca && secretFileOf(spec, spec.containers[0], ca)]).toEqual([where, { secret: "nats-tls", key: "ca.crt", items: ["ca.crt"] }]);
		}
	});

	test("with the optional components: the Grafana dashboard in a ConfigMap the sidecar loads, and the alerting rules of the rule file as a PrometheusRule", () => {
		const { components = [] } = RENDERINGS[rendering];
		const dashboards = objects.filter((o) => o.kind === "ConfigMap" && o.metadata.labels?.grafana_dashboard === "1");
		const rules = objects.filter((o) => o.kind === "PrometheusRule");
		expect(dashboards).toHaveLength(components.includes("observability") ? 1 : 0);
		expect(rules).toHaveLength(components.includes("prometheus-operator") ? 1 : 0);
		for (const configMap of dashboards) {
			// The sidecar reads each key as one dashboard; a name hash would make every edit a new ConfigMap left behind.
			expect(configMap.metadata.name).toBe("leadmap-grafana-dashboards");
			expect(Object.keys(configMap.data ?? {})).toEqual(["leadmap.json"]);
			const dashboard = JSON.parse(configMap.data!["leadmap.json"]);
			expect(dashboard).toEqual(expect.objectContaining({ uid: "leadmap-overview", title: "Leadmap" }));
			expect(Buffer.byteLength(configMap.data!["leadmap.json"])).toBeLessThan(256 * 1024); // kubectl apply's annotation limit
		}
		for (const rule of rules) expect(rule.spec.groups).toEqual(ruleGroups());
	});

	test("its example Secret does not start in production: the bus password is a placeholder until replaced", () => {
		// Core's environment as the kubelet builds it, from the example Secret.
		const secretValue = (source: EnvSource) =>
			"secret" in source ? Buffer.from(find(objects, "Secret", source.secret)!.data![source.key], "base64").toString("utf8") : undefined;
		const env = Object.fromEntries(
			[...environment(find(objects, "Deployment", "core")!.spec.template.spec.containers[0], objects)].map(([name, source]) => [
				name,
				literal(source, objects) ?? secretValue(source) ?? "",
			]),
		);
		expect(env.NODE_ENV).toBe("production");
		const refusal = (variables: Record<string, string>) => productionBusProblem(loadConfig(variables).transporter, loadConfig(variables).bus);
		expect(refusal(env)).toMatch(/placeholder \(CHANGE_ME\)/);
		expect(refusal({ ...env, LEADMAP_NATS_PASSWORD: "b6b99d35ee4a7a374f2df111" })).toBeNull();
	});

	test("the sandbox simulates the providers with in-cluster PostgreSQL and Redis; production uses the real ones, managed", () => {
		const stores = objects
			.filter((o) => o.kind === "StatefulSet")
			.map((o) => o.metadata.name)
			.sort();
		for (const pod of leadmapDeployments) {
			const sandbox = literal(environment(pod.spec.containers[0], objects).get("LEADMAP_SANDBOX"), objects);
			expect([describeObject(pod.owner), sandbox]).toEqual([describeObject(pod.owner), overlay === "sandbox" ? "1" : undefined]);
		}
		expect(stores).toEqual(overlay === "sandbox" ? ["postgres", "redis"] : []);
		// Only the gateway's pods take traffic from anywhere; the rest of the namespace is closed.
		const open = objects.filter((o) => o.kind === "NetworkPolicy" && (o.spec.ingress ?? []).some((rule: any) => !rule.from));
		expect(open.map((o) => o.spec.podSelector.matchLabels)).toEqual([{ "app.kubernetes.io/name": "leadmap", "app.kubernetes.io/component": "gateway" }]);
		expect(objects.some((o) => o.kind === "NetworkPolicy" && Object.keys(o.spec.podSelector).length === 0 && !o.spec.ingress)).toBe(true);
	});
});

test("secret.env files stay out of git", () => {
	for (const overlay of ["production", "sandbox"]) {
		const file = path.join(K8S_DIR, "overlays", overlay, "secret.env");
		expect(() => execFileSync("git", ["check-ignore", "-q", file], { cwd: K8S_DIR })).not.toThrow();
	}
});

describe("k8s/base/nats.conf", () => {
	const file = path.join(K8S_DIR, "base", "nats.conf");
	const credentials = { LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "b6b99d35ee4a7a374f2df111" };

	test("nats-server refuses to start without the Secret's user and password in its environment", () => {
		const server = process.env.LEADMAP_TEST_NATS_SERVER || "/usr/sbin/nats-server";
		const test = (env: Record<string, string>) => spawnSync(server, ["-c", file, "-t"], { env: { PATH: process.env.PATH, ...env } }).status;
		expect(test(credentials)).toBe(0);
		expect(test({})).not.toBe(0);
	});

	test("a Leadmap process with the Secret's credentials joins the bus; without them it is refused", async () => {
		// The file as the pod mounts it, on free ports instead of 4222 and 8222, with the variables the pod
		// takes from its environment defined in the file (the test above reads them from the environment).
		const variables = Object.entries(credentials)
			.map(([name, value]) => `${name}: "${value}"`)
			.join("\n");
		const nats = await startNatsServer(`${variables}\n${readFileSync(file, "utf8").replace(/^(port|http_port):.*$/gm, "")}`);
		try {
			const env = { ...credentials, TRANSPORTER: `nats://${nats.address}` };
			const nc = await connect({ ...natsConnectionOptions(loadConfig(env).bus!), reconnect: false });
			await nc.close();
			const refused = await connect({ servers: nats.address, reconnect: false }).then(
				(c) => c.close().then(() => "connected"),
				(err: NatsError) => err.code,
			);
			expect(refused).toBe("AUTHORIZATION_VIOLATION");
		} finally {
			await nats.stop();
		}
	});
});

describe("k8s/overlays/production/nats.conf", () => {
	test("nats-server runs it with the Secret's certificate: a Leadmap process that trusts the CA joins over TLS; one that does not, or without TLS, is refused", async () => {
		const cert = await createTestCertificate();
		const credentials = { LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "b6b99d35ee4a7a374f2df111" };
		const variables = Object.entries(credentials)
			.map(([name, value]) => `${name}: "${value}"`)
			.join("\n");
		// The file as the pod mounts it, its Secret's files beside it, on free ports.
		const conf = readFileSync(path.join(K8S_DIR, "overlays", "production", "nats.conf"), "utf8")
			.replace(/^(port|http_port):.*$/gm, "")
			.replaceAll("/etc/nats-tls/", "");
		const nats = await startNatsServer(`${variables}\n${conf}`, { "tls.crt": cert.cert, "tls.key": cert.key, "ca.crt": cert.cert });
		const outcome = (env: Record<string, string>) =>
			connect({ ...natsConnectionOptions(loadConfig({ ...credentials, ...env }).bus!), reconnect: false }).then(
				(c) => c.close().then(() => "connected"),
				(err: NatsError) => err.code ?? err.message,
			);
		try {
			expect(await outcome({ TRANSPORTER: `nats://${nats.address}`, LEADMAP_NATS_TLS_CA: path.join(nats.dir, "ca.crt") })).toBe("connected");
			expect(await outcome({ TRANSPORTER: `nats://${nats.address}`, LEADMAP_NATS_TLS: "1" })).not.toBe("connected");
			expect(await outcome({ TRANSPORTER: `nats://${nats.address}` })).not.toBe("connected");
		} finally {
			await nats.stop();
			rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
		}
	});
});
