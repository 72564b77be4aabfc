# The Kalaro server with the built web app (see compose.yaml and the README's "Several instances").
FROM node:20-bookworm-slim
# A font for the text in the demo icons the server draws into WebP (sharp/librsvg).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["npm", "run", "start", "-w", "@kalaro/server"]
