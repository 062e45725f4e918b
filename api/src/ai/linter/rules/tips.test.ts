import { describe, expect, it } from "vitest";
import { codes, stew } from "../lint-fixtures.ts";

const creme = (substitutions: string, extra: string[] = []) =>
  codes(
    stew({
      title: "Creme de cenoura",
      ingredients: [
        "4 cenouras em rodelas",
        "1 cebola picada",
        "1 colher (sopa) de azeite",
        ...extra,
        "sal a gosto",
      ],
      instructions: [
        "Aqueça o azeite na panela e refogue a cebola até murchar.",
        "Junte as cenouras, cubra com água e cozinhe por 20 minutos.",
        `Bata no liquidificador${extra.length ? " com o creme de leite" : ""} e acerte o sal.`,
      ],
      substitutions,
    }),
  ).filter((code) => code.startsWith("tip_not_in_recipe"));

const airfryer = (tips: string) =>
  codes(
    stew({
      title: "Batatas rústicas assadas na airfryer",
      ingredients: ["4 batatas em gomos", "1 colher (sopa) de azeite", "sal a gosto"],
      instructions: [
        "Preaqueça a airfryer a 200 °C por 5 minutos.",
        "Tempere as batatas com o azeite e o sal.",
        "Asse na airfryer a 200 °C por 25 minutos, virando na metade.",
      ],
      tips,
    }),
  ).filter((code) => code.startsWith("tip_not_in_recipe"));

describe("the linter's reading of tips and substitutions", () => {
  it("flags a swap for a food the list does not have", () => {
    expect(creme("Leite de coco no lugar do creme de leite faz uma versão sem lactose.")).toEqual([
      "tip_not_in_recipe substitutions",
    ]);
    expect(creme("Farinha de arroz no lugar da de trigo faz uma torta sem glúten.")).toEqual([
      "tip_not_in_recipe substitutions",
    ]);
    expect(creme("Uma xícara de café no lugar do creme de leite intensifica o sabor.")).toEqual([
      "tip_not_in_recipe substitutions",
    ]);
  });

  it("passes a swap for a food the list has, and a suggestion that replaces nothing", () => {
    expect(
      creme("Leite de coco no lugar do creme de leite faz uma versão sem lactose.", [
        "1 caixinha de creme de leite",
      ]),
    ).toEqual([]);
    expect(creme("Um pouco de creme de leite no fim deixa o creme mais encorpado.")).toEqual([]);
    expect(creme("Sem dendê, use urucum para dar cor.")).toEqual([]);
  });

  it("flags an oven tip left in an airfryer version", () => {
    expect(
      airfryer(
        "Evite abrir o forno nos primeiros minutos: o calor escapa e o preparo demora mais para assar.",
      ),
    ).toEqual(["tip_not_in_recipe tips"]);
    expect(
      airfryer("Cada forno tem seu ritmo: confira o ponto alguns minutos antes do tempo indicado."),
    ).toEqual(["tip_not_in_recipe tips"]);
    expect(
      airfryer("Não lote o cesto da airfryer: o ar quente precisa circular para dourar por igual."),
    ).toEqual([]);
  });

  it("flags a time to check before when no step gives one", () => {
    const toast = (tips: string) =>
      codes(
        stew({
          title: "Torradas com pimentão",
          ingredients: ["4 fatias de pão", "1 pimentão em tiras", "1 colher (sopa) de azeite"],
          instructions: [
            "Regue as fatias de pão com o azeite e cubra com o pimentão.",
            "Toste no forno ou na frigideira até dourar.",
          ],
          tips,
        }),
      ).filter((code) => code.startsWith("tip_not_in_recipe"));
    expect(
      toast("Cada forno tem seu ritmo: confira o ponto alguns minutos antes do tempo indicado."),
    ).toEqual(["tip_not_in_recipe tips"]);
    expect(toast("Fique por perto do forno: o que doura em poucos minutos passa do ponto rápido.")).toEqual(
      [],
    );
  });
});
