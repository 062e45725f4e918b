import type { Express } from "express";

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
  slash?: boolean;
}

export interface MountedRoute {
  method: string;
  /** In OpenAPI's template form: `/recipes/{id}`. */
  path: string;
}

const toTemplate = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function walk(stack: Layer[], prefix: string, found: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = ([] as string[]).concat(layer.route.path);
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== "_all")) {
          found.push({ method, path: toTemplate(prefix + path) });
        }
      }
    } else if (layer.handle?.stack) {
      const own = layer.slash || typeof layer.rawPath !== "string" ? "" : layer.rawPath;
      walk(layer.handle.stack, prefix + own, found);
    }
  }
}

/** Every route an Express app answers, read from its router (nested routers included). */
export function mountedRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "", found);
  return found;
}
