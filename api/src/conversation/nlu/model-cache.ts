import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What training produces: the classifier's model and the words its corpus uses. */
export interface TrainedModel {
  model: unknown;
  vocabulary: string[];
}

const DIR = path.join(tmpdir(), "chefzap-nlu");

/**
 * A trained reader kept in the system's temporary folder under a hash of everything it was trained
 * from, so a restart or the next test file loads it in a fraction of a second instead of training.
 */
export function modelCache(...inputs: string[]) {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  const file = path.join(DIR, `${hash.digest("hex").slice(0, 24)}.json`);
  return {
    read(): TrainedModel | undefined {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as TrainedModel;
      } catch {
        return undefined;
      }
    },
    /** Best effort: a read-only disk only means training again next time. */
    write(trained: TrainedModel): void {
      try {
        mkdirSync(DIR, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify(trained));
        renameSync(partial, file);
      } catch {
        // Trained in memory all the same.
      }
    },
  };
}
