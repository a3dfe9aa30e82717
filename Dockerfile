# syntax=docker/dockerfile:1
# Build stage: install everything and type-check, so a broken tree never becomes an image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc --noEmit

# Runtime stage: production dependencies and sources only, run as an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/bin ./bin
COPY --from=build /app/cli ./cli
COPY --from=build /app/service ./service
COPY --from=build /app/connectors ./connectors
COPY --from=build /app/shared ./shared
COPY --from=build /app/manifests ./manifests
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "bin/affective.js"]
CMD ["api"]
