import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";

export const SEED = { cooks: 5_000, recipes: 100_000 } as const;

// Recipe i gets 1 to 9 votes (5 on average: 500,000 in all), vote j is worth this many stars.
const votes = (i: string) => sql.raw(`(1 + (${i} * 7) % 9)`);
const stars = (i: string, j: string) => sql.raw(`least(5, 1 + ${i} % 5 + ${j} % 2)`);

// Dishes and extras that share words as real cookbooks do ("frango" in many titles, "tropeiro" in few).
const DISHES = [
  "Feijão tropeiro",
  "Frango grelhado",
  "Estrogonofe de frango",
  "Estrogonofe de carne",
  "Arroz doce",
  "Bolo de cenoura",
  "Bolo de fubá",
  "Pudim de leite",
  "Moqueca de peixe",
  "Bobó de camarão",
  "Feijoada",
  "Escondidinho de carne seca",
  "Galinhada",
  "Arroz carreteiro",
  "Baião de dois",
  "Farofa de banana",
  "Torta de frango",
  "Coxinha",
  "Pão de queijo",
  "Brigadeiro",
  "Canjica",
  "Cuscuz paulista",
  "Vaca atolada",
  "Picadinho de carne",
  "Frango xadrez",
  "Macarrão à bolonhesa",
  "Lasanha de berinjela",
  "Salada de grão-de-bico",
  "Sopa de legumes",
  "Caldo verde",
  "Bacalhoada",
  "Peixe assado",
  "Quibe assado",
  "Omelete de queijo",
  "Tapioca de coco",
  "Panqueca de carne",
  "Arroz de forno",
  "Purê de batata",
  "Frango com quiabo",
  "Feijão preto",
] as const;
const EXTRAS = [
  "da vó",
  "fácil",
  "de domingo",
  "light",
  "cremoso",
  "na pressão",
  "caseiro",
  "especial",
  "rápido",
  "simples",
];
const INGREDIENTS = [
  "500 g de peito de frango",
  "2 xícaras (chá) de arroz",
  "1 cebola picada",
  "2 dentes de alho",
  "sal a gosto",
  "2 xícaras (chá) de feijão carioca",
  "200 g de bacon",
  "1 xícara (chá) de farinha de mandioca",
  "3 ovos",
  "1 lata de leite condensado",
  "1 litro de leite",
  "3 cenouras",
  "2 xícaras (chá) de fubá",
  "500 g de alcatra",
  "1 caixa de creme de leite",
  "500 g de filé de peixe",
  "300 g de camarão",
  "1 xícara (chá) de leite de coco",
  "2 tomates",
  "1 pimentão",
  "cheiro-verde a gosto",
  "200 g de queijo muçarela",
  "2 batatas",
  "1 berinjela",
  "1 maço de couve",
  "250 g de carne seca",
  "2 bananas-da-terra",
  "1 xícara (chá) de grão-de-bico",
  "500 g de macarrão",
  "300 g de carne moída",
  "azeite a gosto",
  "pimenta-do-reino a gosto",
  "1 abobrinha",
  "200 g de quiabo",
  "1 xícara (chá) de polvilho",
  "1 coco ralado",
  "2 xícaras (chá) de farinha de trigo",
  "1 colher (sopa) de fermento",
  "100 g de manteiga",
  "1 xícara (chá) de açúcar",
] as const;

const text = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`);

/**
 * 5,000 cooks, 100,000 published recipes, about 500,000 ratings, written by the database itself. Ids come from
 * md5 so ratings can name recipes without a lookup; the trigger is off while ratings load and the sums
 * are written with the recipes, since they are known from the same formula.
 */
export async function seedCommunity(db: Db): Promise<void> {
  const n = SEED;
  await db.execute(sql`
    insert into users (id, email, username, first_name, last_name, name, password_hash)
    select md5('cook' || c)::uuid, 'bench' || c || '@chefzap.test', 'bench_' || c, 'Cozinheira' || c, 'Bench',
           'Cozinheira Bench', 'x'
    from generate_series(1, ${n.cooks}) c`);
  await db.execute(sql`
    insert into recipes (id, user_id, title, description, ingredients, instructions, cooking_time, servings,
                         source, published_at, created_at, rating_sum, rating_count)
    select md5('recipe' || i)::uuid,
           md5('cook' || (1 + i % ${n.cooks}))::uuid,
           d.dishes[1 + i % array_length(d.dishes, 1)] || ' ' || d.extras[1 + (i / 7) % array_length(d.extras, 1)],
           'Receita da comunidade número ' || i,
           (select jsonb_agg(d.ingredients[1 + (i * 7 + k * 13) % array_length(d.ingredients, 1)])
              from generate_series(0, 3 + i % 4) k),
           '["Prepare os ingredientes.", "Cozinhe e sirva."]'::jsonb,
           10 + (i * 37) % 110,
           1 + i % 8,
           'user',
           timestamptz '2026-01-01' + (i || ' minutes')::interval,
           timestamptz '2026-01-01' + (i || ' minutes')::interval,
           (select sum(${stars("i", "j")}) from generate_series(0, ${votes("i")} - 1) j),
           ${votes("i")}
    from generate_series(1, ${n.recipes}) i,
         (select ${text(DISHES)} as dishes, ${text(EXTRAS)} as extras, ${text(INGREDIENTS)} as ingredients) d`);
  await db.execute(sql`alter table ratings disable trigger ratings_keep_recipe_totals`);
  await db.execute(sql`
    insert into ratings (recipe_id, user_id, rating)
    select md5('recipe' || i)::uuid, md5('cook' || (1 + (i * 11 + j * 997) % ${n.cooks}))::uuid,
           ${stars("i", "j")}
    from generate_series(1, ${n.recipes}) i, generate_series(0, ${votes("i")} - 1) j`);
  await db.execute(sql`alter table ratings enable trigger ratings_keep_recipe_totals`);
  // As autovacuum would have by then: statistics for the planner, and the visibility map.
  await db.execute(sql`vacuum analyze`);
}
