import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nutritionProfilesTable } from "../../db/schema/index.ts";
import { createTestContext, signedInAgent, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const cook = () => signedInAgent(ctx.app);
type Agent = Awaited<ReturnType<typeof cook>>["agent"];

/** What the spec's client sends from the wizard and the profile tab: the form's strings, plus userId. */
const specForm = {
  profileName: "Perfil Principal",
  objetivo: "perda-peso",
  sexo: "masculino",
  idade: "30",
  altura: "175",
  peso: "70",
  nivelAtividade: "moderado",
  estiloAlimentar: "tradicional",
  alimentosQueGosta: "frango, arroz , feijao",
  alimentosQueNaoGosta: "quiabo, jilo",
  restricoes: "",
  tempoCozinhar: "moderado",
  orcamento: "economico",
  itensEmCasa: "arroz, feijão, sal",
  refeicoesPorDia: "4",
  userId: 12,
};

const save = (agent: Agent, body: object) => agent.post("/api/nutritional-profile").send(body);

describe("GET/POST /api/nutritional-profile", () => {
  it("answers nothing before the first save, and asks visitors to sign in", async () => {
    const { agent } = await cook();
    const res = await agent.get("/api/nutritional-profile").expect(200);
    expect(res.body).toBeNull();
    await supertest(ctx.app).get("/api/nutritional-profile").expect(401);
    const visitor = await supertest(ctx.app).post("/api/nutritional-profile").send(specForm).expect(401);
    expect(visitor.body.error).toBe("unauthenticated");
  });

  it("saves the spec's form and answers it with the targets and their arithmetic", async () => {
    const { agent } = await cook();
    const res = await save(agent, specForm).expect(200);
    expect(res.body).toMatchObject({
      profileName: "Perfil Principal",
      objetivo: "perda-peso",
      idade: 30,
      altura: 175,
      peso: 70,
      alimentosQueGosta: "frango, arroz, feijao",
      alimentosQueNaoGosta: "quiabo, jilo",
      restricoes: [],
      itensEmCasa: "arroz, feijão, sal",
      refeicoesPorDia: 4,
      allergies: [],
      missing: [],
      targets: { bmr: 1649, tdee: 2556, calories: 2056, protein: { grams: 112 } },
    });
    expect(res.body.targets.explanation[0].text).toBe(
      "TMB = 10 × 70 kg + 6,25 × 175 cm − 5 × 30 anos + 5 = 1.649 kcal",
    );
    const read = await agent.get("/api/nutritional-profile").expect(200);
    expect(read.body).toEqual(res.body);
  });

  it("names the field and says what is wrong, in pt-BR", async () => {
    const { agent } = await cook();
    const cases: [object, string, string][] = [
      [{ idade: 17 }, "idade", "A idade deve ser um número inteiro entre 18 e 100 anos."],
      [{ idade: "101" }, "idade", "A idade deve ser um número inteiro entre 18 e 100 anos."],
      [{ idade: 30.5 }, "idade", "A idade deve ser um número inteiro entre 18 e 100 anos."],
      [{ altura: 119 }, "altura", "A altura deve estar entre 120 e 230 cm."],
      [{ altura: "2,31" }, "altura", "A altura deve estar entre 120 e 230 cm."],
      [{ peso: 29.9 }, "peso", "O peso deve estar entre 30 e 300 kg."],
      [{ peso: "muito" }, "peso", "O peso deve estar entre 30 e 300 kg."],
      [{ objetivo: "emagrecer" }, "objetivo", "Escolha um objetivo da lista."],
      [{ sexo: "outro" }, "sexo", "Escolha o sexo: masculino ou feminino."],
      [{ nivelAtividade: 3 }, "nivelAtividade", "Escolha um nível de atividade física da lista."],
      [{ refeicoesPorDia: "7" }, "refeicoesPorDia", "Escolha de 3 a 6 refeições por dia."],
      [{ alimentosQueGosta: "frango, unicornio" }, "alimentosQueGosta", "Alimento desconhecido: unicornio."],
      [
        { alimentosQueNaoGosta: [1] },
        "alimentosQueNaoGosta",
        expect.stringMatching(/^Envie uma lista de ids/),
      ],
      [{ restricoes: ["vegan", "carnivora"] }, "restricoes", "Restrição desconhecida: carnivora."],
      [{ allergies: ["leite", "chocolate"] }, "allergies", "Alergênico desconhecido: chocolate."],
      [
        { itensEmCasa: "a".repeat(1001) },
        "itensEmCasa",
        "Os itens em casa devem ter no máximo 1000 caracteres.",
      ],
      [{ profileName: "p".repeat(61) }, "profileName", "O nome do perfil deve ter no máximo 60 caracteres."],
      [
        { alimentosQueGosta: Array.from({ length: 601 }, (_, i) => `f${i}`) },
        "alimentosQueGosta",
        "Escolha no máximo 600 alimentos em cada lista.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(agent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: "validation_failed", field, message });
    }
    expect((await agent.get("/api/nutritional-profile")).body).toBeNull();
  });

  it("accepts the bounds themselves and decimals typed with a comma", async () => {
    const { agent } = await cook();
    for (const [idade, altura, peso] of [
      [18, 120, 30],
      [100, 230, 300],
    ])
      await save(agent, { idade, altura, peso }).expect(200);
    const res = await save(agent, { idade: "45", altura: "162,5", peso: "58,25" }).expect(200);
    expect(res.body).toMatchObject({ idade: 45, altura: 162.5, peso: 58.3 });
  });

  it("refuses a food both liked and disliked, naming it", async () => {
    const { agent } = await cook();
    const res = await save(agent, { alimentosQueGosta: "frango, quiabo", alimentosQueNaoGosta: ["quiabo"] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "validation_failed",
      field: "alimentosQueNaoGosta",
      message: "“quiabo” não pode estar em Gosto e em Não gosto ao mesmo tempo.",
    });
  });

  it("updates in parts: a list sent alone keeps the rest and follows the selector's exclusivity", async () => {
    const { agent } = await cook();
    await save(agent, specForm).expect(200);
    const prefs = await save(agent, { alimentosQueGosta: ["quiabo", "frango", "frango"] }).expect(200);
    expect(prefs.body).toMatchObject({
      objetivo: "perda-peso",
      refeicoesPorDia: 4,
      alimentosQueGosta: "quiabo, frango",
      alimentosQueNaoGosta: "jilo",
    });
    const cleared = await save(agent, { objetivo: "", orcamento: null, refeicoesPorDia: "" }).expect(200);
    expect(cleared.body).toMatchObject({
      objetivo: null,
      orcamento: null,
      refeicoesPorDia: 5,
      targets: null,
      missing: ["objetivo"],
      alimentosQueGosta: "quiabo, frango",
    });
  });

  it("applies two saves sent at once from two tabs, neither undoing the other", async () => {
    const { agent } = await cook();
    await save(agent, specForm).expect(200);
    await Promise.all([
      save(agent, { objetivo: "ganho-massa", peso: 72 }).expect(200),
      save(agent, { alimentosQueNaoGosta: "figado" }).expect(200),
      save(agent, { allergies: ["amendoim"] }).expect(200),
    ]);
    const res = await agent.get("/api/nutritional-profile").expect(200);
    expect(res.body).toMatchObject({
      objetivo: "ganho-massa",
      peso: 72,
      alimentosQueGosta: "frango, arroz, feijao",
      alimentosQueNaoGosta: "figado",
      allergies: ["amendoim"],
    });
  });

  it("keeps each cook's profile to themselves", async () => {
    const [ana, bia] = await Promise.all([cook(), cook()]);
    await save(ana.agent, specForm).expect(200);
    expect((await bia.agent.get("/api/nutritional-profile")).body).toBeNull();
    await save(bia.agent, { ...specForm, userId: ana.user.id, objetivo: "ganho-massa" }).expect(200);
    const anas = await ana.agent.get("/api/nutritional-profile").expect(200);
    expect(anas.body.objetivo).toBe("perda-peso");
  });

  it("refuses a save sent from another site", async () => {
    const { agent } = await cook();
    const res = await save(agent.set("Origin", "https://evil.example"), specForm).expect(403);
    expect(res.body.error).toBe("cross_origin");
  });
});

describe("allergies in the profile", () => {
  it("are the account's one list, read and written by both endpoints", async () => {
    const { agent } = await cook();
    await agent
      .put("/api/me/allergies")
      .send({ allergies: ["ovos"] })
      .expect(200);
    const first = await save(agent, { objetivo: "manutencao" }).expect(200);
    expect(first.body.allergies).toEqual(["ovos"]);
    const changed = await save(agent, { allergies: ["lactose", "leite"] }).expect(200);
    expect(changed.body.allergies).toEqual(["leite", "lactose"]);
    const account = await agent.get("/api/me/allergies").expect(200);
    expect(account.body.allergies).toEqual(["leite", "lactose"]);
    await save(agent, { objetivo: "saude-geral" }).expect(200);
    await agent.put("/api/me/allergies").send({ allergies: [] }).expect(200);
    expect((await agent.get("/api/nutritional-profile")).body.allergies).toEqual([]);
  });
});

describe("the account's data", () => {
  it("exports the profile, and deleting the account deletes it", async () => {
    const { agent, user } = await cook();
    await save(agent, specForm).expect(200);
    const res = await agent.get("/api/me/export").expect(200);
    expect(res.body.nutritionalProfile).toMatchObject({
      objetivo: "perda-peso",
      alimentosQueNaoGosta: "quiabo, jilo",
    });
    await agent.delete("/api/me").expect(204);
    const rows = await ctx.database.db
      .select()
      .from(nutritionProfilesTable)
      .where(eq(nutritionProfilesTable.userId, user.id));
    expect(rows).toEqual([]);
  });
});
