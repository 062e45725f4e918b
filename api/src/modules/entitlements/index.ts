export { createEntitlementsService, type EntitlementsService, type Feature } from "./entitlements.service.ts";
