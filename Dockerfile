# Mijozlar: the API, its job workers and the built admin in one image.
#   docker build -t mijozlar .
# Runs as the unprivileged `node` user; uploads go to /data/uploads (mount a volume there).

FROM node:20-bookworm-slim AS base
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app
# Only the manifests first: the install layers stay cached until a dependency changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/admin/package.json apps/admin/
COPY packages/shared/package.json packages/shared/

# Everything needed to build.
FROM base AS build
RUN --mount=type=cache,id=pnpm,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
COPY . .
RUN pnpm -r --workspace-concurrency=1 build

# Only what the API needs at run time.
FROM base AS prod-deps
RUN --mount=type=cache,id=pnpm,target=/pnpm/store \
    pnpm install --frozen-lockfile --prod --filter "@mijozlar/api..." --store-dir /pnpm/store

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
# Same layout as the repository (the API finds the admin and the migrations by relative path).
# Files stay owned by root: the app can read them, not change them.
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY prisma ./prisma
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrate and seed (both idempotent), then serve; `exec` lets the server receive `docker stop`'s SIGTERM.
CMD ["sh", "-c", "node apps/api/dist/cli.js migrate && node apps/api/dist/cli.js seed && exec node apps/api/dist/main.js"]
