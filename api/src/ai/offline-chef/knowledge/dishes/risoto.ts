import * as k from "../dish-kit.ts";
import type { DishTemplate } from "../dish-types.ts";
import { RISOTTO_BROTH_PER_CUP } from "../grain-water.ts";

const AT_THE_END = "limao|#cheese";

/** Risoto: arbóreo stirred with hot broth a ladle at a time, a plate of its own. */
export const RISOTO: DishTemplate = {
  id: "risoto",
  category: "arroz",
  flavour: "savory",
  title: "Risoto de {main}",
  ref: "um risoto de {main}",
  description: "Risoto cremoso de {main}, mexido devagar até o ponto.",
  course: "main",
  minutes: [35, 40, 50],
  slots: {
    // 80 to 100 g of arbóreo a plate: half a cup.
    rice: k.need("arroz_arboreo|arroz", { default: "arroz_arboreo", factor: 1.25 }),
    main: k.need(
      "cogumelo|abobora|#leafy|frango|camarao|#cured|linguica|aspargo|ervilha|milho|tomate_seco|brocolis|#cheese|limao",
      { max: 2 },
    ),
    wine: k.opt("vinho_branco|cerveja"),
    // Grated cheese for the mantecatura is measured by the cup, a quarter a plate.
    cheese: k.def("parmesao", { also: "#cheese", qty: [0.5, "xic"], prep: "ralado" }),
    ...k.BUTTER,
    ...k.ONION,
    ...k.SEASON,
    water: k.def("caldo_de_legumes", {
      also: "caldo_de_galinha|agua|caldo_de_carne",
      follows: { slot: "rice", per: RISOTTO_BROTH_PER_CUP },
    }),
    herb: k.opt("@herb", { max: 2 }),
  },
  steps: [
    "Aqueça {o water} e mantenha em fogo baixo.",
    // Limão and cheese are not sautéed: zest, juice and cheese go in at the end, off the heat.
    k.when(
      `main:*|-limao|-#cheese`,
      `Refogue {o main!${AT_THE_END}} em um pouco {do fat} numa panela larga e reserve.`,
    ),
    k.when(
      "main:*|-limao|-#cheese",
      "Na mesma panela, derreta o restante {do fat}, refogue {o onion}, junte {o rice} e mexa por 2 minutos.",
    ),
    k.when(
      "!main:*|-limao|-#cheese",
      "Derreta {o fat} numa panela larga, refogue {o onion}, junte {o rice} e mexa por 2 minutos.",
    ),
    "[Junte {o wine} e deixe evaporar.]",
    k.alt(
      "Acrescente {o water} uma concha por vez, mexendo, até o arroz ficar macio.",
      "Adicione {o water} concha a concha, mexendo sem parar, por cerca de 18 minutos, até o grão ficar macio por fora e firme no centro.",
    ),
    `[Volte {o main!${AT_THE_END}} à panela e ]tempere com {salt} e {pepper}.`,
    "[Junte as raspas e o suco {do main?limao}.]",
    k.alt(
      "Desligue e misture {o cheese}[ e {o main?#cheese}].",
      "Fora do fogo, emulsione com {o cheese}[ e {o main?#cheese}] e mais um pouco {do fat}, batendo com a colher: é a mantecatura.",
    ),
    k.HERB_FINISH,
  ],
  tips: ["Caldo sempre quente: caldo frio interrompe o cozimento."],
  subs: ["Carnaroli substitui o arbóreo à altura; com arroz agulhinha o risoto fica menos cremoso."],
};
