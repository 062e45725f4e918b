import type { UserRecipeDraft } from "@chefzap/shared";

type Typed = Pick<UserRecipeDraft, "title" | "ingredients" | "instructions">;

const draft = ({ title, ingredients, instructions }: Typed): UserRecipeDraft => ({
  title,
  description: "",
  ingredients,
  instructions,
  cookingTime: 30,
  servings: 4,
  tips: "",
  substitutions: "",
});

/**
 * Recipes as home cooks type them on a phone: no accents, verbs in the 3rd person or the infinitive,
 * units abbreviated or without "de", a method in one paragraph or one line a step.
 */
export const TYPED_RECIPES: readonly UserRecipeDraft[] = [
  draft({
    title: "frango grelhado com limao",
    ingredients: ["500 g peito de frango", "1 limao", "2 dentes alho", "sal a gosto", "2 colher sopa azeite"],
    instructions: [
      "Corta o frango em files e tempera com sal, alho e o suco do limao",
      "Deixa descansar uns 20 min",
      "Esquenta o azeite na frigideira e grelha os files ate dourar dos dois lados",
    ],
  }),
  draft({
    title: "bolo de cenoura da avo",
    ingredients: [
      "3 cenouras medias",
      "4 ovos",
      "1 xic oleo",
      "2 xic acucar",
      "2 xic farinha de trigo",
      "1 colher sopa fermento",
    ],
    instructions: [
      "bate no liquidificador a cenoura, os ovos e o oleo. Passa pra uma tigela e mistura o acucar e a farinha. Por ultimo coloca o fermento. Assa em forno a 180 graus por 40 min",
    ],
  }),
  draft({
    title: "arroz com feijao simples",
    ingredients: ["2 xic arroz", "1 cebola", "2 dentes de alho", "4 xic agua", "sal"],
    instructions: [
      "Refogar a cebola e o alho no oleo",
      "Junta o arroz e mexe bem",
      "Coloca a agua fervendo e o sal, tampa e deixa cozinhar ate secar",
    ],
  }),
  draft({
    title: "pure de batata",
    ingredients: ["1 kg batata", "1 colher sopa manteiga", "1 xic leite", "sal a gosto", "noz moscada"],
    instructions: [
      "Descasca as batatas e cozinha na agua com sal ate ficarem macias",
      "Escorre e amassa ainda quente",
      "Volta pra panela, junta a manteiga e o leite e mexe ate ficar cremoso",
    ],
  }),
  draft({
    title: "file de tilapia ao forno",
    ingredients: [
      "4 files de tilapia",
      "1 limao",
      "2 tomates",
      "1 cebola",
      "sal a gosto",
      "3 colher sopa azeite",
    ],
    instructions: [
      "Tempera os files com limao e sal",
      "Poe numa forma untada com azeite, cobre com rodelas de tomate e cebola",
      "Assa por 25 minutos",
    ],
  }),
  draft({
    title: "brigadeiro de panela",
    ingredients: ["1 lata leite condensado", "1 colher sopa manteiga", "3 colher sopa chocolate em po"],
    instructions: [
      "Coloca tudo na panela em fogo baixo",
      "Vai mexendo sem parar ate desgrudar do fundo",
      "Tira do fogo e deixa esfriar",
    ],
  }),
  draft({
    title: "omelete de queijo",
    ingredients: ["3 ovos", "50 g queijo mussarela", "sal a gosto", "1 colher cha manteiga"],
    instructions: [
      "Bate os ovos com sal",
      "Derrete a manteiga na frigideira, despeja os ovos e poe o queijo",
      "Dobra e serve",
    ],
  }),
  draft({
    title: "feijao tropeiro",
    ingredients: [
      "2 xic feijao cozido",
      "200 g bacon",
      "2 ovos",
      "1 xic farinha de mandioca",
      "2 dentes alho",
      "cebolinha",
    ],
    instructions: [
      "Frita o bacon ate ficar crocante",
      "Junta o alho e os ovos e mexe",
      "Acrescenta o feijao e a farinha aos poucos e mexe bem",
      "Finaliza com cebolinha",
    ],
  }),
  draft({
    title: "macarrao ao molho de tomate",
    ingredients: [
      "500 g macarrao",
      "1 lata molho de tomate",
      "1 cebola",
      "2 dentes alho",
      "sal a gosto",
      "1 colher sopa oleo",
    ],
    instructions: [
      "Ferve a agua com sal e cozinha o macarrao",
      "Numa panela refoga a cebola e o alho no oleo",
      "Junta o molho e deixa apurar 10 min",
      "Escorre o macarrao e mistura com o molho",
    ],
  }),
  draft({
    title: "pao de queijo",
    ingredients: [
      "500 g polvilho azedo",
      "1 xic leite",
      "1/2 xic oleo",
      "2 ovos",
      "200 g queijo minas ralado",
      "1 colher cha sal",
    ],
    instructions: [
      "Ferve o leite com o oleo e o sal e escalda o polvilho",
      "Deixa amornar e junta os ovos e o queijo",
      "Faz bolinhas e assa em forno preaquecido ate dourar",
    ],
  }),
  draft({
    title: "carne moida refogada",
    ingredients: [
      "500 g carne moida",
      "1 cebola",
      "1 tomate",
      "2 dentes alho",
      "sal a gosto",
      "cheiro verde",
    ],
    instructions: [
      "Refoga a cebola e o alho",
      "Junta a carne e frita ate perder a cor vermelha",
      "Coloca o tomate picado e deixa cozinhar 10 min",
    ],
  }),
  draft({
    title: "mousse de maracuja",
    ingredients: ["1 lata leite condensado", "1 lata creme de leite", "1 xic suco de maracuja concentrado"],
    instructions: [
      "Bate tudo no liquidificador por 3 minutos",
      "Poe numa travessa e leva a geladeira por 4 horas",
    ],
  }),
  draft({
    title: "batata frita na airfryer",
    ingredients: ["3 batatas", "1 colher sopa azeite", "sal a gosto", "paprica"],
    instructions: [
      "Corta as batatas em palitos e deixa de molho na agua por 30 min",
      "Seca bem, tempera com azeite, sal e paprica",
      "Assa na airfryer a 200 graus por 25 min, mexendo na metade",
    ],
  }),
  draft({
    title: "salada de maionese",
    ingredients: ["4 batatas", "2 cenouras", "1 xic ervilha", "3 colher sopa maionese", "sal a gosto"],
    instructions: [
      "Cozinha as batatas e as cenouras em cubos ate ficarem macias",
      "Escorre e deixa esfriar",
      "Mistura com a ervilha e a maionese e acerta o sal",
    ],
  }),
  draft({
    title: "strogonoff de frango",
    ingredients: [
      "500 g peito de frango",
      "1 cebola",
      "1 caixinha creme de leite",
      "3 colher sopa ketchup",
      "1 colher sopa mostarda",
      "200 g champignon",
    ],
    instructions: [
      "Corta o frango em cubos e tempera",
      "Refoga a cebola, junta o frango e frita ate dourar",
      "Coloca o ketchup, a mostarda e o champignon e deixa ferver",
      "Desliga o fogo e mistura o creme de leite",
    ],
  }),
  draft({
    title: "cuscuz nordestino",
    ingredients: ["2 xic flocao de milho", "1 colher cha sal", "1 xic agua"],
    instructions: [
      "Hidrata o flocao com a agua e o sal por 10 min",
      "Coloca na cuscuzeira e cozinha no vapor por 15 min",
      "Serve com manteiga",
    ],
  }),
  draft({
    title: "panqueca de carne",
    ingredients: [
      "1 xic farinha de trigo",
      "1 xic leite",
      "2 ovos",
      "1 pitada sal",
      "300 g carne moida refogada",
    ],
    instructions: [
      "Bate a farinha, o leite, os ovos e o sal no liquidificador",
      "Unta a frigideira e despeja uma concha da massa",
      "Vira quando soltar do fundo",
      "Recheia com a carne e enrola",
    ],
  }),
  draft({
    title: "pudim de leite",
    ingredients: ["1 lata leite condensado", "2 medidas da lata de leite", "3 ovos", "1 xic acucar"],
    instructions: [
      "Derrete o acucar numa forma ate virar caramelo",
      "Bate o leite condensado, o leite e os ovos no liquidificador",
      "Despeja na forma, cobre com papel aluminio e assa em banho maria por 1 hora",
    ],
  }),
  draft({
    title: "farofa de banana",
    ingredients: ["2 bananas nanicas", "2 colher sopa manteiga", "1 xic farinha de mandioca", "sal a gosto"],
    instructions: [
      "Derrete a manteiga e doura as bananas em rodelas",
      "Junta a farinha aos poucos, mexendo sempre",
      "Acerta o sal e serve",
    ],
  }),
  draft({
    title: "sopa de legumes",
    ingredients: ["2 batatas", "1 cenoura", "1 abobrinha", "1 cebola", "1 l agua", "sal a gosto"],
    instructions: [
      "Pica todos os legumes em cubos",
      "Refoga a cebola, junta os legumes e a agua e deixa ferver",
      "Cozinha em fogo baixo ate os legumes ficarem macios e serve quente",
    ],
  }),
  draft({
    title: "vitamina de mamao",
    ingredients: ["1 fatia mamao", "1 banana", "1 copo leite", "1 colher sopa mel"],
    instructions: ["Coloca tudo no liquidificador e bate bem", "Serve gelado"],
  }),
  draft({
    title: "bife acebolado",
    ingredients: ["4 bifes de alcatra", "2 cebolas", "sal a gosto", "1 colher sopa oleo"],
    instructions: [
      "Tempera os bifes com sal",
      "Esquenta bem o oleo e frita os bifes dos dois lados",
      "Na mesma panela poe a cebola em rodelas e deixa dourar, depois volta os bifes e serve",
    ],
  }),
];
