# Mijozlar: the API, its job workers and the built admin in one image.
#   docker build --build-arg MIJOZLAR_VERSION=0.1.0 -t mijozlar:0.1.0 .
# (docker compose builds and tags it for you: README.md, "With Docker Compose".)
# Runs as the unprivileged `node` user; uploads go to /data/uploads, backups to /data/backups (mount volumes there).
# Every path copied below must exist in a clean clone: apps/api/src/deployment.spec.ts checks it.

# Debian 13 (trixie): its one PostgreSQL is 17, the major version compose and `npm start` run,
# so the image's pg_dump/pg_restore match the server.
ARG NODE_IMAGE=node:22-trixie-slim

FROM ${NODE_IMAGE} AS base
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app
# Only the manifests first: the install layers stay cached until a dependency changes.
# pnpm-workspace.yaml carries what a frozen install needs besides the lockfile (the packages,
# overrides, and which dependencies may run install scripts).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
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

FROM ${NODE_IMAGE} AS runtime
ARG MIJOZLAR_VERSION=0.1.0
LABEL org.opencontainers.image.title="Mijozlar" \
      org.opencontainers.image.description="Back office for real-estate developers: the API, its job workers and the admin" \
      org.opencontainers.image.version="${MIJOZLAR_VERSION}" \
      org.opencontainers.image.licenses="MIT"
# pg_dump and pg_restore of PostgreSQL 17 for the backups (cli.js backup / restore).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-17 \
    && rm -rf /var/lib/apt/lists/*
# LibreOffice Writer for the PDF documents (apps/api/src/common/documents/pdf.ts), with fonts that
# have Cyrillic and Uzbek Latin (oʻ, gʻ): Liberation (the metrics of Times New Roman and Arial, which
# Word templates name) and DejaVu. Without it PDFs answer 503 and DOCX still works.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libreoffice-writer-nogui fonts-liberation fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
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
RUN mkdir -p /data/uploads /data/backups && chown node:node /data/uploads /data/backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Serve only: migrations and the seed run before, once, in compose's `migrate` service
# (`node apps/api/dist/cli.js migrate`, then `seed`). Exec form, so the server gets `docker stop`'s SIGTERM.
CMD ["node", "apps/api/dist/main.js"]
