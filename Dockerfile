# One image for every service group; SERVICES picks what a container runs.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY tsconfig.json moleculer.config.ts ./
COPY bin ./bin
COPY services ./services
COPY shared ./shared
COPY sandbox ./sandbox
ENV NODE_ENV=production
EXPOSE 3000
USER node
CMD ["node_modules/.bin/tsx", "bin/start.ts"]
