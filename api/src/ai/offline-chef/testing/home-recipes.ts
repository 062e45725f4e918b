import type { GeneratedRecipe } from "@chefzap/shared";

type Parts = Pick<GeneratedRecipe, "title" | "ingredients" | "instructions"> & Partial<GeneratedRecipe>;

function recipe(parts: Parts): GeneratedRecipe {
  return {
    description: "",
    cookingTime: 40,
    servings: 4,
    tips: "",
    substitutions: "",
    skillLevel: "iniciante",
    usedIngredients: [],
    leftOut: [],
    ...parts,
  };
}

/**
 * Recipes written the way a cook or the model writes them, not by the offline templates, so tests of
 * a modification do not move when a template does.
 */
export const PASSARINHO = recipe({
  title: "Frango à passarinho",
  description: "Pedaços de frango temperados no alho e no limão, fritos até ficarem crocantes.",
  ingredients: [
    "1 kg de frango em pedaços",
    "1 xícara (chá) de farinha de trigo",
    "4 dentes de alho picados",
    "1 limão",
    "sal a gosto",
    "2 xícaras (chá) de óleo para fritar",
  ],
  instructions: [
    "Tempere o frango com o alho, sal e o suco do limão e deixe pegar gosto por 20 minutos.",
    "Passe os pedaços na farinha de trigo, batendo o excesso.",
    "Aqueça o óleo em uma panela funda.",
    "Frite os pedaços no óleo quente, aos poucos, até dourarem, e escorra em papel-toalha.",
    "Sirva em seguida.",
  ],
  tips: "Óleo bem quente e poucos pedaços por vez deixam a casquinha crocante.",
});

export const BATATA_FRITA = recipe({
  title: "Batata frita",
  servings: 2,
  cookingTime: 30,
  ingredients: ["3 batatas em palitos", "sal a gosto", "1 xícara (chá) de óleo para fritar"],
  instructions: [
    "Lave os palitos em água fria e seque bem com um pano.",
    "Frite as batatas no óleo quente até dourarem e escorra em papel-toalha.",
    "Salpique sal e sirva.",
  ],
});

export const PARMEGIANA = recipe({
  title: "Bife à parmegiana",
  servings: 2,
  ingredients: [
    "2 bifes de alcatra",
    "1 ovo",
    "1 xícara (chá) de farinha de rosca",
    "1 xícara (chá) de molho de tomate",
    "150 g de muçarela fatiada",
    "1 xícara (chá) de óleo para fritar",
    "sal a gosto",
  ],
  instructions: [
    "Tempere os bifes com sal.",
    "Passe os bifes no ovo batido e depois na farinha de rosca.",
    "Frite os bifes no óleo quente até dourarem dos dois lados e escorra em papel-toalha.",
    "Coloque os bifes em uma travessa, cubra com o molho de tomate e a muçarela.",
    "Leve ao forno a 200 °C por 10 minutos, até o queijo derreter.",
  ],
});

export const BIFE_ACEBOLADO = recipe({
  title: "Bife acebolado",
  servings: 2,
  ingredients: ["2 bifes de contrafilé", "2 cebolas em rodelas", "2 colheres (sopa) de óleo", "sal a gosto"],
  instructions: [
    "Tempere os bifes com sal.",
    "Frite os bifes no óleo bem quente, 2 minutos de cada lado, e reserve.",
    "Na mesma frigideira, doure as cebolas até murcharem.",
    "Volte os bifes à frigideira, cubra com as cebolas e sirva.",
  ],
});

export const BOLO = recipe({
  title: "Bolo de fubá",
  servings: 10,
  cookingTime: 55,
  ingredients: [
    "3 ovos",
    "1 xícara (chá) de açúcar",
    "½ xícara (chá) de óleo",
    "1 xícara (chá) de leite",
    "2 xícaras (chá) de fubá",
    "1 colher (sopa) de fermento químico",
  ],
  instructions: [
    "Preaqueça o forno a 180 °C e unte uma forma com um pouco do óleo e do fubá.",
    "Bata os ovos, o açúcar, o óleo e o leite no liquidificador.",
    "Misture o fubá e, por último, o fermento químico.",
    "Despeje na forma e asse por 40 minutos, até que um palito saia limpo.",
    "Espere amornar antes de desenformar.",
  ],
});

export const FEIJAO = recipe({
  title: "Feijão carioca caseiro",
  cookingTime: 120,
  ingredients: [
    "2 xícaras (chá) de feijão carioca",
    "1 cebola picada",
    "3 dentes de alho picados",
    "2 colheres (sopa) de azeite",
    "2 folhas de louro",
    "sal a gosto",
    "6 xícaras (chá) de água",
  ],
  instructions: [
    "Deixe o feijão de molho em água fria por 8 horas e escorra.",
    "Em uma panela grande, cozinhe o feijão com a água e o louro em fogo baixo por 1 hora e meia, até os grãos ficarem macios.",
    "Em uma frigideira, aqueça o azeite e doure a cebola e o alho.",
    "Junte o refogado ao feijão, tempere com sal e cozinhe por mais 10 minutos para engrossar o caldo.",
  ],
});

export const CARNE_DE_PANELA = recipe({
  title: "Carne de panela com batatas",
  cookingTime: 150,
  ingredients: [
    "800 g de acém em cubos",
    "3 batatas em cubos",
    "1 cebola picada",
    "3 dentes de alho picados",
    "2 colheres (sopa) de óleo",
    "sal a gosto",
    "3 xícaras (chá) de água",
  ],
  instructions: [
    "Tempere o acém com sal e o alho.",
    "Aqueça o óleo em uma panela grande e doure o acém aos poucos.",
    "Junte a cebola e refogue até murchar.",
    "Cubra com a água e cozinhe em fogo baixo, com a panela tampada, por 2 horas, até a carne ficar macia.",
    "Acrescente as batatas e cozinhe por mais 15 minutos.",
  ],
});

export const SALADA = recipe({
  title: "Salada de alface e tomate",
  cookingTime: 10,
  ingredients: ["1 pé de alface", "2 tomates em rodelas", "2 colheres (sopa) de azeite", "sal a gosto"],
  instructions: [
    "Lave e rasgue a alface.",
    "Junte os tomates e tempere com o azeite e sal na hora de servir.",
  ],
});

export const PUDIM = recipe({
  title: "Pudim de leite condensado",
  cookingTime: 90,
  servings: 8,
  ingredients: [
    "1 lata de leite condensado",
    "2 xícaras (chá) de leite",
    "3 ovos",
    "1 xícara (chá) de açúcar",
  ],
  instructions: [
    "Derreta o açúcar na forma de pudim em fogo baixo até virar caramelo e espalhe pelas laterais.",
    "Bata no liquidificador o leite condensado, o leite e os ovos.",
    "Despeje na forma caramelizada e cubra com papel-alumínio.",
    "Asse em banho-maria no forno a 180 °C por 1 hora e 30 minutos.",
    "Gele por 4 horas antes de desenformar.",
  ],
});

export const GALINHADA = recipe({
  title: "Galinhada",
  cookingTime: 45,
  ingredients: [
    "500 g de frango em cubos",
    "2 xícaras (chá) de arroz",
    "1 cebola picada",
    "3 dentes de alho picados",
    "2 tomates picados",
    "1 pimenta dedo-de-moça picada",
    "2 colheres (sopa) de óleo",
    "sal a gosto",
    "4 xícaras (chá) de água quente",
    "cheiro-verde picado a gosto",
  ],
  instructions: [
    "Tempere o frango com sal e metade do alho.",
    "Aqueça o óleo em uma panela grande e doure o frango aos poucos.",
    "Junte a cebola, o restante do alho, os tomates e a pimenta dedo-de-moça e refogue por 3 minutos.",
    "Acrescente o arroz, mexa por 1 minuto e cubra com a água quente.",
    "Cozinhe em fogo baixo, com a panela tampada, por 20 minutos, até o arroz secar.",
    "Finalize com o cheiro-verde e sirva em seguida.",
  ],
});

export const PEIXE_ASSADO = recipe({
  title: "Peixe assado com batatas",
  servings: 2,
  ingredients: [
    "2 filés de tilápia",
    "2 batatas em rodelas finas",
    "½ limão",
    "2 dentes de alho picados",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
  ],
  instructions: [
    "Tempere a tilápia com o alho, sal e o suco do limão.",
    "Preaqueça o forno a 200 °C.",
    "Unte uma assadeira com o azeite e forre com as batatas, temperando com sal.",
    "Acomode a tilápia sobre as batatas.",
    "Cubra com papel-alumínio e asse por 25 minutos.",
  ],
});

export const ESCONDIDINHO = recipe({
  title: "Escondidinho de carne moída",
  ingredients: [
    "500 g de carne moída",
    "6 batatas em cubos",
    "160 g de muçarela ralada",
    "1 cebola picada",
    "2 colheres (sopa) de azeite",
    "sal a gosto",
  ],
  instructions: [
    "Cozinhe as batatas até ficarem macias e amasse ainda quentes; tempere com sal.",
    "Aqueça o azeite em uma panela e refogue a cebola até murchar.",
    "Junte a carne moída, tempere com sal e refogue até secar.",
    "Em um refratário, espalhe o recheio e cubra com o purê.",
    "Cubra com a muçarela e asse a 200 °C por 20 minutos.",
  ],
});

export const CARBONARA = recipe({
  title: "Macarrão à carbonara",
  servings: 2,
  cookingTime: 25,
  ingredients: [
    "200 g de espaguete",
    "240 g de bacon em cubos",
    "2 ovos",
    "60 g de queijo parmesão ralado",
    "sal a gosto",
    "pimenta-do-reino a gosto",
  ],
  instructions: [
    "Cozinhe o espaguete em água fervente com sal até ficar al dente e escorra.",
    "Doure o bacon em uma frigideira até ficar crocante.",
    "Bata os ovos com o queijo parmesão e a pimenta-do-reino.",
    "Fora do fogo, misture o espaguete ao bacon e, em seguida, aos ovos, mexendo até ficar cremoso.",
  ],
});
