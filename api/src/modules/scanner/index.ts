export { scannerRoutes } from "./scanner.routes.ts";
export { createScannerService, type ScannerService } from "./scanner.service.ts";
