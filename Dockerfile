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
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node_modules/.bin/tsx", "api/src/main.ts"]
