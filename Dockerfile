# syntax=docker/dockerfile:1
# Stint's production image. One image runs every process; the role is the last argument of the command:
#   api (default) | projector | workers | all (the three in one process)

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# The manifests alone, so that the dependency layers are rebuilt only when a package.json or the lockfile changes.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY projector/package.json projector/
COPY workers/package.json workers/
COPY launcher/package.json launcher/
COPY web/package.json web/
COPY tests/package.json tests/

# Builds the web app (web/dist) with the full toolchain; only web/dist leaves this stage.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# What the processes need at run time: the launcher (which pulls in api, projector, workers and shared) without dev
# tools.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace=launcher --include-workspace-root

FROM base AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=runtime-deps /app ./
COPY . .
COPY --from=build /app/web/dist ./web/dist
# Blobs, and the embedded store when the role is `all` without servers; a named volume mounted here inherits this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The api answers /healthz; compose disables this check for the projector and workers roles, which serve no HTTP.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npx", "tsx", "launcher/src/main.ts", "api"]
