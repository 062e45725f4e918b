import type { DishTemplate } from "../dish-types.ts";
import { ARROZ_DISHES } from "./arroz.ts";
import { ASSADO_DISHES } from "./assados.ts";
import { BOLO_DISHES } from "./bolos.ts";
import { CARNE_DISHES } from "./carnes.ts";
import { CUSCUZ_TAPIOCA_DISHES } from "./cuscuz-tapioca.ts";
import { DOCE_DISHES } from "./doces.ts";
import { ESCONDIDINHO_DISHES } from "./escondidinhos.ts";
import { FAROFA_DISHES } from "./farofas.ts";
import { FEIJAO_DISHES } from "./feijao.ts";
import { FRANGO_DISHES } from "./frango.ts";
import { LANCHE_DISHES } from "./lanches.ts";
import { MASSA_DISHES } from "./massas.ts";
import { OVO_DISHES } from "./ovos.ts";
import { PEIXE_DISHES } from "./peixes.ts";
import { REFOGADO_DISHES } from "./refogados.ts";
import { SALADA_DISHES } from "./saladas.ts";
import { SALGADO_DISHES } from "./salgados.ts";
import { SOBREMESA_DISHES } from "./sobremesas.ts";
import { SOPA_DISHES } from "./sopas.ts";
import { TORTA_DISHES } from "./tortas.ts";
import { VITAMINA_DISHES } from "./vitaminas.ts";

/** Every dish template; on equal scores the earlier one wins, so main dishes come first. */
export const DISHES: readonly DishTemplate[] = [
  ...FRANGO_DISHES,
  ...CARNE_DISHES,
  ...PEIXE_DISHES,
  ...ASSADO_DISHES,
  ...MASSA_DISHES,
  ...ARROZ_DISHES,
  ...FEIJAO_DISHES,
  ...OVO_DISHES,
  ...ESCONDIDINHO_DISHES,
  ...SOPA_DISHES,
  ...TORTA_DISHES,
  ...LANCHE_DISHES,
  ...SALGADO_DISHES,
  ...CUSCUZ_TAPIOCA_DISHES,
  ...REFOGADO_DISHES,
  ...SALADA_DISHES,
  ...FAROFA_DISHES,
  ...BOLO_DISHES,
  ...DOCE_DISHES,
  ...SOBREMESA_DISHES,
  ...VITAMINA_DISHES,
];
