import { readFileSync } from "node:fs";
import { buildOpenApiDocument } from "./document";

/**
 * What `GET /v1/openapi.json` and `GET /docs` serve: the document, built once, and an API
 * reference page drawn from it by Redoc's standalone bundle, served from the `redoc`
 * package (no CDN: the service runs offline).
 */

export const DOCS_BUNDLE_PATH = "/docs/redoc.standalone.js";
export const DOCUMENT_PATH = "/v1/openapi.json";

let documentJson: string | null = null;
let bundle: Buffer | null = null;

export function openApiJson(): string {
	documentJson ??= JSON.stringify(buildOpenApiDocument());
	return documentJson;
}

/** The one address the bundle reaches outside by itself: its footer's logo. It becomes an empty inline image. */
const REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

export function redocBundle(): Buffer {
	bundle ??= Buffer.from(readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8").split(REDOC_LOGO).join(EMPTY_SVG));
	return bundle;
}

/** The page: Redoc reads the document from this server; fonts are the system's (none fetched). */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leadmap API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<div id="reference"></div>
<script src="${DOCS_BUNDLE_PATH}"></script>
<script>
Redoc.init(${JSON.stringify(DOCUMENT_PATH)}, {
	hideDownloadButton: false,
	expandResponses: "200,201,202",
	jsonSampleExpandLevel: 3,
	theme: { typography: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" } } },
}, document.getElementById("reference"));
</script>
</body>
</html>
`;
