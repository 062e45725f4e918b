import { RICE_WATER_PER_CUP } from "../../offline-chef/knowledge/grain-water.ts";
import type { Finding } from "../finding.ts";
import { hasAny, type LintContext, type LintLine } from "../lint-context.ts";
import { names } from "../vocabulary.ts";

// A rice cooked by absorption dries in the pot with the lid on; a risotto takes its broth a ladle at a time.
const ABSORBS = ["secar", "seque", "tampe", "tampado"];
const LADLED = ["concha"];
// "Cubra com a água": the listed liquid, not "o dobro do volume de água" of a side cooked apart.
const LISTED_LIQUID = ["com a agua", "com o caldo"];
// A measured liquid may be off the ratio by what rounding to the quarter cup adds, no more.
const LOW = 0.8;
const HIGH = 1.25;
const QUARTER_CUP = 0.25;

const isRice = (line: LintLine) => line.food?.key.startsWith("arroz") === true;
const isLiquid = (line: LintLine) =>
  line.food?.key === "agua" || line.food?.key.startsWith("caldo_") === true;
const cups = (line: LintLine) => (line.parsed.unit === "xicara" ? (line.parsed.quantity ?? 0) : 0);

/** The step that cooks the listed rice in the listed liquid until it dries, with both lines. */
function absorption(ctx: LintContext) {
  const rice = ctx.lines.find(isRice);
  const liquid = ctx.lines.find(isLiquid);
  if (!rice?.food || !liquid?.food) return undefined;
  const at = ctx.recipe.instructions.findIndex(
    (step, i) =>
      names(step, rice.food!) &&
      names(step, liquid.food!) &&
      hasAny(ctx.steps[i]!, ABSORBS) &&
      hasAny(ctx.steps[i]!, LISTED_LIQUID) &&
      !hasAny(ctx.steps[i]!, LADLED),
  );
  return at < 0 ? undefined : { rice, liquid, at };
}

/** Rice dries in twice its volume of water (more for integral): 3 cups a cup is a soggy pot. */
export function riceWaterRatio(ctx: LintContext): Finding[] {
  const cooking = absorption(ctx);
  if (!cooking) return [];
  const { rice, liquid } = cooking;
  if (!cups(rice) || !cups(liquid)) return [];
  const wanted = RICE_WATER_PER_CUP[rice.parsed.food ?? ""] ?? RICE_WATER_PER_CUP[rice.food!.key] ?? 2;
  const ratio = cups(liquid) / cups(rice);
  // A recipe scaled to one portion rounds its water to the quarter cup: that much off is no soggy pot.
  const offByRounding = Math.abs(cups(liquid) - cups(rice) * wanted) <= QUARTER_CUP;
  if (offByRounding || (ratio >= wanted * LOW && ratio <= wanted * HIGH)) return [];
  return [
    {
      code: "rice_water",
      at: `ingredients[${ctx.lines.indexOf(liquid)}]`,
      detail: `${cups(liquid)} cups of liquid for ${cups(rice)} of rice; it cooks in about ${wanted} a cup`,
    },
  ];
}

const SALTS = ["tempere com sal", "salgue", "junte o sal", "junte sal"];

/** Salt reaches every grain only in the cooking water: a rice salted after it dried is salty on top. */
export function riceSaltedLate(ctx: LintContext): Finding[] {
  const cooking = absorption(ctx);
  if (!cooking || hasAny(ctx.steps[cooking.at]!, ["sal"])) return [];
  const salted = ctx.steps.findIndex((step) => hasAny(step, SALTS));
  return salted > cooking.at
    ? [
        {
          code: "rice_salted_late",
          at: `instructions[${salted}]`,
          detail: "the rice is salted after it dried",
        },
      ]
    : [];
}

// "Cubra com a água quente": the listed water, said to be hot.
const HOT_LISTED = ["a agua quente", "a agua fervente", "o caldo quente", "o caldo fervente"];
const HEATS = ["aqueca", "ferva", "esquente", "chaleira", "ferver"];
const HOT_LINE = / (quente|fervente)\b/;

/** A step pours "a água quente" only when the list sells it hot or an earlier step heated it. */
export function unheatedLiquid(ctx: LintContext): Finding[] {
  if (ctx.lines.some((line) => isLiquid(line) && HOT_LINE.test(` ${line.text}`))) return [];
  const hot = ctx.steps.findIndex((step) => hasAny(step, HOT_LISTED));
  if (hot < 0) return [];
  const heated = ctx.steps
    .slice(0, hot)
    .some((step) => hasAny(step, HEATS) && (hasAny(step, ["agua"]) || hasAny(step, ["caldo"])));
  return heated
    ? []
    : [{ code: "unheated_liquid", at: `instructions[${hot}]`, detail: "a hot liquid no earlier step heats" }];
}
