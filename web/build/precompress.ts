import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Text formats only: images and fonts are compressed already, and tiny files gain nothing.
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export interface Compressed {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes one file's copies; a copy no smaller than the file is not written. */
async function compressFile(file: string): Promise<Compressed> {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  return {
    files: 1,
    bytes: content.length,
    brotli: Math.min(br.length, content.length),
    gzip: Math.min(gz.length, content.length),
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest settings:
 * compressed once here, they cost the server nothing per request (the api picks one by Accept-Encoding).
 * The files are compressed in parallel on zlib's thread pool.
 */
export async function precompress(dir: string): Promise<Compressed> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  const each = await Promise.all(files.map(compressFile));
  return each.reduce(
    (sum, one) => ({
      files: sum.files + one.files,
      bytes: sum.bytes + one.bytes,
      brotli: sum.brotli + one.brotli,
      gzip: sum.gzip + one.gzip,
    }),
    { files: 0, bytes: 0, brotli: 0, gzip: 0 },
  );
}
