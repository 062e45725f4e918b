export { decodeDataUrl } from "./image-guard.ts";
export { scanBodyParser, scannerRoutes } from "./scanner.routes.ts";
export { createScannerService, type ScannerService } from "./scanner.service.ts";
export { scannerApiDocs } from "./scanner.openapi.ts";
export { shareTargetRoutes } from "./share-target.routes.ts";
