# syntax=docker/dockerfile:1
# NairaTop in one image on Node 24 LTS: the built SPA and the API server, bundled by esbuild into
# dist-server/ (no TypeScript compiler at run time). `docker compose up` (compose.yaml) runs it
# beside PostgreSQL (docs/operators/deploy.md).

# 1. Every dependency, then the SPA's production build (dist/) and the server's bundles
#    (dist-server/: the server, and the ops, migrate, backup, key-rotation and ledger commands).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts stay off: the image has its Node 24 (the `node` package's script would fetch a
# second one), and esbuild, @swc/core and msw work from their prebuilt platform packages.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. The runtime: production dependencies, the bundles, the files the server reads (migrations,
#    images, the reseller format pages of /api/docs) and the built SPA, as user node. `npm run
#    ops`, `migrate`, `backup`, `restore`, `two-factor:rotate-key` and `ledger:check` run the
#    bundles (scripts/server/run.mjs).
FROM node:24-bookworm-slim AS runtime
# pg_dump and pg_restore for `npm run backup` / `npm run restore` against PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups \
    WEB_ROOT=/app/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY package.json package-lock.json ./
COPY server/migrations ./server/migrations
COPY server/public ./server/public
COPY docs/resellers ./docs/resellers
COPY scripts/server ./scripts/server
RUN mkdir -p /data/backups && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Healthy when ready: the database answers and every migration is applied (503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Stack traces name the bundle's lines (functions keep their names); NODE_OPTIONS=--enable-source-maps
# maps them to the sources, for about 60 MB more memory (bench/RESULTS.md).
CMD ["node", "dist-server/main.cjs"]
