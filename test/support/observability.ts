import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";

/**
 * k8s/components/observability: the alerting rules as Prometheus loads them (the source), and the
 * Prometheus Operator's copy of them beside k8s/components/prometheus-operator/, made from it here:
 * `npm run rules:sync` writes it; test/observability.test.ts fails while it differs.
 */
export const K8S_DIR = path.resolve(__dirname, "../../k8s");
export const RULES_FILE = path.join(K8S_DIR, "components/observability/rules/leadmap.rules.yml");
export const PROMETHEUS_RULE_FILE = path.join(K8S_DIR, "components/prometheus-operator/prometheusrule.yaml");
export const DASHBOARD_FILE = path.join(K8S_DIR, "components/observability/dashboards/leadmap.json");

export interface Rule {
	alert?: string;
	record?: string;
	expr: string;
	for?: string;
	labels?: Record<string, string>;
	annotations?: Record<string, string>;
}
export interface RuleGroup {
	name: string;
	rules: Rule[];
}

export function ruleGroups(): RuleGroup[] {
	return (parse(readFileSync(RULES_FILE, "utf8")) as { groups: RuleGroup[] }).groups;
}

const HEADER = `# Made from k8s/components/observability/rules/leadmap.rules.yml by \`npm run rules:sync\`: edit that file, not this one.
# The same alerting rules for a Prometheus run by the Prometheus Operator (it must select this
# PrometheusRule: its ruleSelector, often a "release" label, add it under labels:).
`;

/** The PrometheusRule text for the rule file's groups. */
export function prometheusRuleText(groups: RuleGroup[] = ruleGroups()): string {
	const rule = { apiVersion: "monitoring.coreos.com/v1", kind: "PrometheusRule", metadata: { name: "leadmap" }, spec: { groups } };
	return HEADER + stringify(rule, { lineWidth: 0 });
}

/** Every metric name a PromQL expression names: identifiers not followed by `(`, not keywords, labels, durations or strings. */
export function metricNamesOf(expr: string): string[] {
	const bare = expr
		.replace(/"(?:[^"\\]|\\.)*"/g, '""')
		.replace(/\{[^}]*\}/g, "")
		.replace(/\[[^\]]*\]/g, "")
		.replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, "");
	const words = [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map((m) => m[1]);
	const keywords = new Set(["and", "or", "unless", "bool", "offset", "le", "inf", "nan", "Inf", "NaN"]);
	return [...new Set(words.filter((w) => !keywords.has(w) && !/^\d/.test(w) && !/^[0-9.]+[smhdwy]?$/.test(w)))];
}

if (require.main === module) {
	writeFileSync(PROMETHEUS_RULE_FILE, prometheusRuleText());
	process.stdout.write(`${path.relative(process.cwd(), PROMETHEUS_RULE_FILE)} written\n`);
}
