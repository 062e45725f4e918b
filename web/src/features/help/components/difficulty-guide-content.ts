import { DIFFICULTY_LEVELS } from "@chefzap/shared";

export interface DifficultyGuideLevel {
  level: number;
  name: string;
  /** Time and ingredients from the spec's table (part 2 §3, "Difficulty levels"). */
  time: string;
  ingredients: string;
  skills: readonly string[];
  examples: readonly string[];
  tip: string;
}

type LevelText = Omit<DifficultyGuideLevel, "level" | "name">;

// In the order of DIFFICULTY_LEVELS: the names come from there, so the badge and the guide agree.
const texts: readonly LevelText[] = [
  {
    time: "15–30 min",
    ingredients: "Até 6 ingredientes principais",
    skills: ["Picar e descascar", "Cozinhar ovos e massas", "Refogar em fogo médio"],
    examples: ["Ovos mexidos com tomate", "Macarrão alho e óleo", "Sanduíche natural"],
    tip: "Separe e pique tudo antes de acender o fogo: a receita fica calma e nada queima.",
  },
  {
    time: "30–45 min",
    ingredients: "6 a 10 ingredientes",
    skills: ["Temperar carnes", "Cozinhar arroz e feijão", "Assar no forno"],
    examples: ["Frango grelhado com legumes", "Arroz carreteiro", "Omelete recheada"],
    tip: "Prove o tempero ao longo do preparo, não só no fim: é mais fácil acertar o sal aos poucos.",
  },
  {
    time: "45–90 min",
    ingredients: "10 a 15 ingredientes",
    skills: ["Fazer molhos base", "Controlar vários preparos ao mesmo tempo", "Selar e dourar"],
    examples: ["Strogonoff de frango", "Escondidinho de carne-seca", "Moqueca de peixe"],
    tip: "Organize a ordem dos preparos: comece pelo que leva mais tempo e termine pelo que esfria rápido.",
  },
  {
    time: "1–2 horas",
    ingredients: "15 ingredientes ou mais",
    skills: ["Massas e fermentação", "Cozimentos longos", "Finalização e empratamento"],
    examples: ["Feijoada", "Lasanha à bolonhesa", "Pão caseiro"],
    tip: "Leia a receita inteira antes de começar e deixe os utensílios à mão para cada etapa.",
  },
  {
    time: "Mais de 2 horas",
    ingredients: "Ingredientes raros ou premium",
    skills: ["Técnicas de confeitaria", "Reduções e fundos", "Ponto exato de carnes nobres"],
    examples: ["Bacalhau à Gomes de Sá", "Costela no bafo", "Pudim de leite perfeito"],
    tip: "Planeje com um dia de antecedência: marinadas e massas ganham sabor com o tempo.",
  },
];

/** The five levels of /dificuldade, one card each. */
export const DIFFICULTY_GUIDE: readonly DifficultyGuideLevel[] = DIFFICULTY_LEVELS.map((level, i) => ({
  ...level,
  ...texts[i]!,
}));
