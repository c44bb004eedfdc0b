/** Prints the OpenAPI document (`npm run openapi > openapi.json`), the one `GET /v1/openapi.json` serves. */
import { buildOpenApiDocument } from "../services/gateway/openapi/document";

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
