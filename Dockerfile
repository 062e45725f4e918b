# One image for the api (serving the built web app) and the bot; compose picks the command.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY prompts/package.json prompts/
COPY api/package.json api/
COPY bot/package.json bot/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The api bundle (api/dist/main.js) and the web app, so the api starts without a TypeScript loader.
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
# Small V8 semispaces, as `npm start` runs it (see scripts/start.mjs). The bundle reads migrations and
# api/data from the source tree beside it, which is why the whole /app is copied.
CMD ["node", "--max-semi-space-size=4", "api/dist/main.js"]
