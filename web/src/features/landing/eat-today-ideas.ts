export interface EatTodayIdea {
  /** What goes into the ingredient list; matches the suggestion spelling so it is not added twice. */
  value: string;
  label: string;
  emoji: string;
  recipes: readonly [string, string, string];
}

export const eatTodayIdeas: readonly EatTodayIdea[] = [
  {
    value: "frango",
    label: "Frango",
    emoji: "🍗",
    recipes: ["Galinhada", "Strogonoff de frango", "Frango com quiabo"],
  },
  {
    value: "ovo",
    label: "Ovos",
    emoji: "🥚",
    recipes: ["Omelete de forno", "Ovos mexidos com cheiro-verde", "Fritada de legumes"],
  },
  {
    value: "arroz",
    label: "Arroz",
    emoji: "🍚",
    recipes: ["Arroz carreteiro", "Arroz de forno", "Bolinho de arroz"],
  },
  {
    value: "batata",
    label: "Batata",
    emoji: "🥔",
    recipes: ["Escondidinho de batata", "Batata rústica", "Purê de batata"],
  },
  {
    value: "tomate",
    label: "Tomate",
    emoji: "🍅",
    recipes: ["Molho de tomate caseiro", "Vinagrete", "Tomate recheado"],
  },
  {
    value: "cebola",
    label: "Cebola",
    emoji: "🧅",
    recipes: ["Sopa de cebola", "Cebola caramelizada", "Anéis de cebola empanados"],
  },
  {
    value: "macarrão",
    label: "Macarrão",
    emoji: "🍝",
    recipes: ["Macarrão alho e óleo", "Macarronada de domingo", "Macarrão à bolonhesa"],
  },
  {
    value: "queijo",
    label: "Queijo",
    emoji: "🧀",
    recipes: ["Pão de queijo", "Queijo coalho na frigideira", "Misto-quente"],
  },
];
