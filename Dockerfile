# syntax=docker/dockerfile:1
# Waterline's production image: `docker build -t waterline .` (see docs/operations.md; docker-compose.yml runs it).
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's package.json and the lock file: what npm ci needs in both stages below.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY contract/package.json contract/
COPY read-models/package.json read-models/
COPY services/api/package.json services/api/
COPY web/package.json web/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/

# Build stage: every dependency, then the web app's assets (web/dist).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY domain/src domain/src
COPY contract/src contract/src
COPY web web
# Read when the web app is built: the project whose map survey /fort-peck-feedback opens.
ARG VITE_FEEDBACK_PROJECT_KEY=fort-peck
RUN npm run build:web

# Runtime stage: production dependencies only (tsx runs the TypeScript sources), the sources, the built assets.
FROM manifests AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    WATERLINE_DATA_DIR=/app/data
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY domain/src domain/src
COPY contract/src contract/src
COPY read-models/src read-models/src
COPY services/api/src services/api/src
COPY services/api/config services/api/config
COPY scripts/src scripts/src
COPY scripts/docker scripts/docker
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/docker/healthcheck.mjs", "/healthz"]
CMD ["npm", "run", "start:prod"]
