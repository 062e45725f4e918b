const words = (lines: string[]) => lines.join(" ").split(" ");

/**
 * Words around a food in a WhatsApp message that are never part of it: what the cook has, where the
 * food is, who it is for, when, how much of it and in which state. Folded, as the reader's tokens are.
 */
const FRAME_WORDS = words([
  // Having and getting: "tenho", "sobrou", "ganhei da minha tia".
  "tenho tem temos tinha tinham sobrou sobraram sobrando restou comprei comprou compramos ganhei ganhou",
  "peguei pegou trouxe trouxeram achei mandou usar usa aproveitar estou esta to ta ficou",
  // Fillers and laughter.
  "aqui ai la tipo mano mana vei veio ne blz beleza sla sei kkk rs mds deus po oi ola ok entao so",
  "tambem mesmo ainda bem assim socorro salva",
  // Places.
  "casa geladeira armario freezer congelador despensa feira mercado supermercado sacolao acougue",
  "atacadao padaria quitanda hortifruti cozinha pescaria",
  // People.
  "mae pai filho filha filhos marido esposa mulher patroa sogra sogro vo vovo avo tia tio vizinho",
  "vizinha cunhada cunhado namorada amigo amiga crianca criancas visita visitas gente galera familia",
  // Times.
  "hoje amanha ontem agora noite tarde manha dia domingo segunda terca quarta quinta sexta sabado",
  "semana mes depois cedo",
  // Amounts and containers.
  "um uma uns umas pouco pouca resto restos monte pote lata latas pacote saco caixa bandeja vidro",
  "pedaco pedacinho kilo quilo kg grama gramas duzia punhado unidade unidades metade",
  // States: "congelado", "de ontem", "meio murcha".
  "congelado congelada congelados congeladas cozido cozida cru crua maduro madura maduros maduras",
  "murcho murcha passado passada velho velha pronto pronta frio fria descongelando descongelado",
  "vencido vencida aberto aberta inteiro inteira grande grandes pequeno pequena sobra sobras",
  // Articles, pronouns and connectors.
  "o a e os as de do da dos das no na nos nas em com para pra pro meu minha meus minhas seu sua eu",
]);

/** Set aside from the ends of a word the catalogue does not know ("tenho pupunha da feira"). */
export const FRAME: ReadonlySet<string> = new Set(FRAME_WORDS);

/**
 * Never an ingredient: the frame, and what the cook asks ("faz uma entrada", "oq faço", "alguma
 * ideia"): after a request comes a kind of dish, not a food, so these are not set aside but refused.
 */
export const NEVER_FOOD: ReadonlySet<string> = new Set([
  ...FRAME_WORDS,
  ...words([
    "quero queria preciso fazer faco faz fala manda passa me vem vai voce vc que como qual alguma algum",
    "ideia ajuda ajudar sugestao sugere receita receitas coisa algo entrada sobremesa prato petisco",
    "lanche janta jantar almoco cafe salada sopa caldo doce salgado",
  ]),
]);

/**
 * Foods whose one-word name is also a common chat word: "cara" (dude; "cará" is a yam), "pera aí"
 * (wait), "pro café" (a meal), "um prato rápido" (queijo prato), "meu namorado" (a fish), "bem
 * dourado" (another), "Lula", "língua" (a language). Read as food only with an amount or inside a
 * list of foods. The value is a spelling only the food has, which settles it ("cará").
 */
export const CHAT_HOMOGRAPHS: ReadonlyMap<string, string | undefined> = new Map([
  ["cara", "cará"],
  ["pera", "pêra"],
  ["cafe", undefined],
  ["prato", undefined],
  ["namorado", undefined],
  ["dourado", undefined],
  ["lula", undefined],
  ["lingua", undefined],
]);
