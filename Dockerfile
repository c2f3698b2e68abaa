# syntax=docker/dockerfile:1
# One image per brand: the gateway with the built client, able to run the sandbox platform too.

# ── build: full dependencies, native addons compiled, client bundled, dev dependencies pruned ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.base.json ./
COPY shared ./shared
COPY client ./client
COPY server ./server
# The client bundle, then the server compiled to dist/server (server/build-server.ts).
RUN npm run build && npm run build:server && npm prune --omit=dev

# ── runtime: production dependencies only, non-root ──
FROM node:20-bookworm-slim AS runtime
# The sandbox's development helpers (/__dev) stay off in the image; only SANDBOX_DEV_HELPERS=1 switches them on.
ENV NODE_ENV=production \
    SANDBOX_DEV_HELPERS=0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/shared ./shared
COPY --from=build --chown=node:node /app/server ./server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Compiled JavaScript, no TypeScript loader on the request path (docs/gateway-profile.md). The sources
# and tsx stay in the image for docker-compose's sandbox service, which runs server/main.ts.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
