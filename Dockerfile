# Qabul's production image: built in one stage, run in a slim one as an unprivileged user with node only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Everything to build (web, Mini App, the compiled server), then only what runs is kept.
RUN npx -y pnpm@10.34.8 install --frozen-lockfile \
 && npx -y pnpm@10.34.8 build \
 && CI=1 npx -y pnpm@10.34.8 install --prod --frozen-lockfile

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness: the app answers and so does its database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags of scripts/server-flags.mjs, as `pnpm start` uses them.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--heap-growing-percent=50", "--no-allocation-site-pretenuring", "api/dist/main.js"]
