# The Kalaro server with the built web app (docs/operations.md; compose.yaml runs two
# of them behind a load balancer).
#
#   build    — every dependency (dev included), builds the web app into packages/web/dist
#              and compiles the server to JavaScript (packages/server/dist)
#   prod-deps — production dependencies of the server and the contract only
#   runtime  — Node 20, the DejaVu font, those dependencies, the compiled server, its
#              migrations and seed, and the built web app; runs as the unprivileged `node` user
#
# The runtime carries no TypeScript and no build tool: no loader, esbuild, browser,
# Playwright, Lighthouse, Vite or test tool.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The end-to-end tests and the bench bring their own browser (the system's Chromium):
# nothing is downloaded here.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY packages/web packages/web
RUN npm run build
COPY packages/server packages/server
RUN npm run build -w @kalaro/server

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
# Only what the server needs at run time: no web, test or build packages.
RUN npm ci --omit=dev --no-audit --no-fund -w @kalaro/server -w @kalaro/contract \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# The font for the letters of the demo icons the server draws (sharp/librsvg).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY packages/server/drizzle packages/server/drizzle
COPY packages/server/seed packages/server/seed
COPY packages/web/package.json packages/web/
COPY --from=build /app/packages/web/dist packages/web/dist
# The embedded database, the generated RSA key and uploaded images (a volume shared by
# every instance; with PostgreSQL only the key and the uploads).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Readiness: the database answers, its migrations are applied, Redis (when set) answers.
# The first start migrates and seeds an empty database: give it a minute.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which closes its connections.
CMD ["node", "--enable-source-maps", "packages/server/dist/server.js"]
