export * from "./template.ts";
export * from "./recipes/generate.prompt.ts";
export * from "./recipes/alternative.prompt.ts";
export * from "./recipes/modify.prompt.ts";
export * from "./scanner/scan-ingredients.prompt.ts";
export * from "./chat/chat-system.prompt.ts";
export * from "./recipes/improve.prompt.ts";
export * from "./recipes/healthy.prompt.ts";
