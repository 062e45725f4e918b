import {
  allergiesBodySchema,
  alternativeRecipeBodySchema,
  analyzeNutritionBodySchema,
  generateRecipeBodySchema,
  isValidWhatsapp,
  looksLikeEmail,
  loginSchema,
  modifyRecipeBodySchema,
  nutritionProfileBodySchema,
  registerSchema,
  scanIngredientsBodySchema,
} from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { decodeDataUrl } from "../modules/scanner/image-guard.ts";
import { allergenIds } from "../ai/grounding/index.ts";
import { BODY_SIZE, hostileEmails, hostileTexts } from "../test/hostile-text.ts";
import { registration } from "../test/context.ts";
import { timePerCall } from "../test/timing.ts";
import { parseBody } from "./validate.ts";

// Time may grow with the payload's size, not faster: the budget is the normal payload's time scaled by
// the size ratio, times a margin for a slow, busy machine. The old e-mail pattern overshot it ~1000×.
const MARGIN = 30;

/** Sizes of payloads JSON.stringify cannot measure: it recurses, and overflows on deep nesting. */
const knownSizes = new WeakMap<object, number>();

/** Characters of the payload as it travels (JSON). */
const sizeOf = (payload: unknown) =>
  (typeof payload === "object" && payload && knownSizes.get(payload)) || JSON.stringify(payload).length;

/** The normal payload with one field replaced by each value in turn. */
function withField(normal: object, field: string, values: readonly unknown[]): object[] {
  return values.map((value) => ({ ...normal, [field]: value }));
}

const manyItems = (item: unknown) => Array.from({ length: BODY_SIZE / 2 }, () => item);
const longItems = hostileTexts.map((text) => [text]);

/** An array `depth` levels deep, parsed the way express.json parses a body (JSON.parse copes). */
function nested(depth: number): object {
  const text = "[".repeat(depth) + "]".repeat(depth);
  const value = JSON.parse(text) as object;
  knownSizes.set(value, text.length);
  return value;
}

const normalLogin = { email: "maria@exemplo.com.br", password: "feijoada123" };
const normalRegister = registration();
const normalGenerate = { ingredients: ["frango", "tomate", "cebola"], skillLevel: "iniciante" };
const normalModify = { modificationRequest: "sem cebola, por favor" };
const normalAnalyze = { ingredients: ["2 xícaras de arroz", "1 cebola picada"], servings: 4, title: "Arroz" };
const normalAllergies = { allergies: ["leite", "ovo"] };
const normalProfile = {
  objetivo: "manutencao",
  idade: "30",
  alimentosQueGosta: "frango, arroz",
  itensEmCasa: "sal",
};
const profileSchema = nutritionProfileBodySchema({
  isFood: (id) => id.length < 30,
  allergenIds: allergenIds(),
});

const schemaCases: Array<[string, z.ZodType, object, object[]]> = [
  [
    "login",
    loginSchema,
    normalLogin,
    [
      ...withField(normalLogin, "email", [...hostileEmails, ...hostileTexts]),
      ...withField({ password: "feijoada123" }, "login", [...hostileEmails, ...hostileTexts]),
      ...withField(normalLogin, "password", hostileTexts),
    ],
  ],
  [
    "register",
    registerSchema,
    normalRegister,
    [
      ...withField(normalRegister, "email", hostileEmails),
      ...[
        "password",
        "username",
        "firstName",
        "lastName",
        "name",
        "whatsapp",
        "deviceFingerprint",
        "userAgent",
      ].flatMap((field) => withField(normalRegister, field, hostileTexts)),
    ],
  ],
  [
    "generate",
    generateRecipeBodySchema,
    normalGenerate,
    [
      ...withField(normalGenerate, "ingredients", [manyItems("a"), manyItems(["a"]), ...longItems]),
      ...withField(normalGenerate, "skillLevel", hostileTexts),
      ...withField(normalGenerate, "jobId", hostileTexts),
    ],
  ],
  [
    "modify",
    modifyRecipeBodySchema,
    normalModify,
    withField(normalModify, "modificationRequest", hostileTexts),
  ],
  [
    "alternative",
    alternativeRecipeBodySchema,
    {},
    [...withField({}, "jobId", hostileTexts), Object.fromEntries(manyItems(0).map((_, i) => [`k${i}`, i]))],
  ],
  [
    "analyze-nutrition",
    analyzeNutritionBodySchema,
    normalAnalyze,
    [
      ...withField(normalAnalyze, "ingredients", [manyItems("1 xícara de arroz"), ...longItems]),
      ...withField(normalAnalyze, "title", hostileTexts),
    ],
  ],
  [
    "allergies",
    allergiesBodySchema(allergenIds()),
    normalAllergies,
    withField(normalAllergies, "allergies", [manyItems("leite"), ...longItems]),
  ],
  [
    "scan",
    scanIngredientsBodySchema,
    { imageData: "data:image/png;base64,AAAA" },
    withField({}, "imageData", hostileTexts),
  ],
  [
    "nutritional profile",
    profileSchema,
    normalProfile,
    [
      ...withField(normalProfile, "alimentosQueGosta", [
        manyItems("frango"),
        manyItems("frango").join(","),
        ",".repeat(BODY_SIZE),
        ...longItems,
        ...hostileTexts,
      ]),
      ...withField(normalProfile, "allergies", [manyItems("leite"), ...longItems]),
      ...["idade", "objetivo", "itensEmCasa", "profileName"].flatMap((field) =>
        withField(normalProfile, field, hostileTexts),
      ),
    ],
  ],
  ["nesting", alternativeRecipeBodySchema, {}, [nested(BODY_SIZE / 2)]],
];

function expectBounded(normal: unknown, hostile: readonly unknown[], run: (input: unknown) => unknown) {
  const baseline = timePerCall(() => run(normal), 1000);
  for (const [index, input] of hostile.entries()) {
    const worst = timePerCall(() => run(input), 1, 3);
    const budget = baseline * Math.max(1, sizeOf(input) / sizeOf(normal)) * MARGIN;
    expect(worst, `payload #${index}: ${worst.toFixed(2)} ms, budget ${budget.toFixed(2)} ms`).toBeLessThan(
      budget,
    );
  }
}

describe("validators on the worst payloads that fit in a request", () => {
  it.each(schemaCases)("%s stays within a linear budget", (_name, schema, normal, hostile) => {
    expectBounded(normal, hostile, (input) => parseBody(schema, input));
  });

  it("the e-mail check stays linear", () => {
    expectBounded("maria@exemplo.com.br", hostileEmails, (input) => looksLikeEmail(input as string));
  });

  it("the WhatsApp check stays linear", () => {
    expectBounded("(11) 98765-4321", hostileTexts, (input) => isValidWhatsapp(input as string));
  });

  it("the photo's data URL is read in linear time", () => {
    const prefixes = [";a", ";base64", "a;", ";a="].map((p) => "data:" + p.repeat(BODY_SIZE / p.length));
    expectBounded("data:image/png;base64,AAAA", prefixes, (input) => decodeDataUrl(input as string));
  });
});
