import { statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** The encodings the build writes beside each text file (web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Each coding's weight in an Accept-Encoding header (`q=0` refuses it; `*` stands for the rest). */
function weights(header: string | undefined): (coding: string) => number {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (coding) => q.get(coding) ?? q.get("*") ?? 0;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The best precompressed copy of `relative` under `root` the client accepts, or the file itself. */
function pickEncoding(req: Request, root: string, relative: string): { file: string; encoding?: string } {
  const accepts = weights(req.get("accept-encoding"));
  const offered = ENCODINGS.filter(({ name }) => accepts(name) > 0).sort(
    (a, b) => accepts(b.name) - accepts(a.name),
  );
  const found = offered.find(({ suffix }) => isFile(path.join(root, relative + suffix)));
  return found ? { file: relative + found.suffix, encoding: found.name } : { file: relative };
}

export interface SendOptions {
  /** Cache-Control; HTML is always revalidated ("no-cache") whatever this says. */
  cacheControl: string;
}

/**
 * Sends `relative` (a path inside `root` that exists) in the encoding the request prefers among the
 * copies the build wrote: Content-Type is the original file's, Vary names Accept-Encoding, and the
 * ETag, 304 and HEAD handling are express's (sendFile), per copy.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  root: string,
  relative: string,
  { cacheControl }: SendOptions,
): void {
  const { file, encoding } = pickEncoding(req, root, relative);
  res.vary("Accept-Encoding");
  res.type(path.extname(relative) || "application/octet-stream");
  if (encoding) res.set("Content-Encoding", encoding);
  res.set("Cache-Control", relative.endsWith(".html") ? "no-cache" : cacheControl);
  res.sendFile(file, { root, cacheControl: false, dotfiles: "deny" }, (error?: NodeJS.ErrnoException) => {
    // A visitor who left mid-download (another page, a closed tab) is no failure of the server's.
    if (!error || res.headersSent || error.code === "ECONNABORTED") return;
    next(error);
  });
}

/**
 * Like express.static for a build folder whose text files have .br and .gz copies beside them: serves
 * the copy the request accepts (see sendPrecompressed). Folders and missing files fall through to the
 * next handler, or answer 404 when `fallthrough` is false (hashed assets: no page is worth sending).
 */
export function precompressedStatic(
  root: string,
  { cacheControl, fallthrough = true }: SendOptions & { fallthrough?: boolean },
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return fallthrough ? next() : res.sendStatus(400);
    }
    relative = path.posix.normalize(relative).replace(/^\/+/, "");
    const inside = relative !== "" && !relative.startsWith("..") && !relative.includes("\0");
    if (!inside || !isFile(path.join(root, relative))) return fallthrough ? next() : res.sendStatus(404);
    sendPrecompressed(req, res, next, root, relative, { cacheControl });
  };
}
