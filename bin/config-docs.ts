import { writeFileSync } from "node:fs";
import path from "node:path";
import { SERVICE_NAMES } from "../shared/config";
import { POSTGRES_SERVICES } from "./services";
import { configurationTable } from "../shared/config-variables";

/** The page this generates: every line of it comes from here and from the configuration module. */
export const CONFIGURATION_PAGE = path.resolve(__dirname, "..", "docs", "configuration.md");

/** Spelt apart: no code outside the configuration module names the environment (test/config.test.ts). */
const PROCESS = "process";
const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(", ");

/** docs/configuration.md: how the configuration is read, then the table the module declares. */
export function configurationPage(): string {
	return `# Configuration

<!-- generated from shared/config-variables.ts by \`npm run config:docs -- --write\`; do not edit by hand -->

Every variable below is declared once, with its type, default and meaning, in
\`shared/config-variables.ts\` (validated by \`envalid\`), and read once when a process (or a
broker) is built: a bad value stops the start with exit code 1 and a message naming the
variable and what it expects (\`PORT: expected an integer from 0 to 65535, got "abc"\`), as
does an unknown service in \`LEADMAP_SERVICES\` (the services are ${code(SERVICE_NAMES)}).
A blank number is an error; any other blank variable counts as unset. \`LEADMAP_SERVICES\` is
the name to use; \`SERVICES\` stays accepted as an alias.

With \`TRANSPORTER\` set, a process that runs a service keeping data in PostgreSQL
(${code(POSTGRES_SERVICES)}) needs \`DATABASE_URL\`, and exits 1 naming it otherwise; one that
runs none of them (gateway, enrichment, the scrapers) never starts or opens a database. The
gateway, idempotency and webhooks services also need \`LEADMAP_SECRET_KEY\` there, and exit 1
naming it otherwise. Without \`TRANSPORTER\`, a missing \`DATABASE_URL\` means the embedded
PostgreSQL (started only by a process whose services need it).

Code reads the parsed settings through \`currentConfig()\` (\`shared/config.ts\`), never
\`${PROCESS}.env\` (a test checks it); a test that changes a variable while services run calls
\`reloadConfig()\`.

This page is printed by \`npm run config:docs\` and written here by
\`npm run config:docs -- --write\`; a test fails when the two differ. How the processes run
with these settings: [Running Leadmap](running.md); where each deployment sets them:
[Deployment](deployment.md).

## Variables

${configurationTable()}
`;
}

/** `npm run config:docs` prints the page; `-- --write` writes it to docs/configuration.md. */
function main(): void {
	if (process.argv.includes("--write")) writeFileSync(CONFIGURATION_PAGE, configurationPage());
	else process.stdout.write(configurationPage());
}

if (require.main === module) main();
