import { shippedCatalogue } from "./catalogue-data.ts";
import { createCatalogueService, type CatalogueService } from "./catalogue.service.ts";

export { catalogueRoutes } from "./catalogue.routes.ts";
export { CatalogueError, loadCatalogue, shippedCatalogue, type CatalogueData } from "./catalogue-data.ts";
export { createCatalogueService, type CatalogueService, type Resolved } from "./catalogue.service.ts";
export { foodNames, nameKeys, type FoodName } from "./name-keys.ts";

let shared: CatalogueService | undefined;

/**
 * The catalogue service over the shipped file, one per process: the HTTP routes get it through
 * services.ts, and code that is not built by a factory (the offline chef, grounding) reads the same one.
 */
export function catalogue(): CatalogueService {
  shared ??= createCatalogueService({ data: shippedCatalogue() });
  return shared;
}
export { catalogueApiDocs } from "./catalogue.openapi.ts";
