/**
 * Foods TACO (4th ed.) has no row for, though the catalogue lends them a neighbour's item so a menu can
 * still plan and shop for them, or names them beside a food TACO has ("iogurte grego" with the natural
 * one). A nutrition total must not borrow: the neighbour's numbers are another food's, so a line naming
 * one of these is shown as not counted. Keyed by the name as cooks write it; the value says why.
 */
export const TACO_LACKS: Readonly<Record<string, string>> = {
  tilápia: "no tilápia; pescada (307) is another fish",
  "filé de tilápia": "no tilápia; pescada (307) is another fish",
  "queijo coalho": "no coalho; meia cura (462) is a drier, saltier cheese",
  "queijo de coalho": "no coalho; meia cura (462) is a drier, saltier cheese",
  coalho: "no coalho; meia cura (462) is a drier, saltier cheese",
  cheddar: "no cheddar; mozarela (463) differs in fat and sodium",
  "queijo cheddar": "no cheddar; mozarela (463) differs in fat and sodium",
  "iogurte grego": "no Greek yoghurt; the natural one (448) has a third of its fat and protein",
  "pão de hambúrguer": "no burger bun; pão francês (53) has no milk, fat or sugar",
  coentro: "no fresh coriander; salsa (153) is parsley, the dried leaves (114) ten times denser",
  "coentro fresco": "no fresh coriander; salsa (153) is parsley",
  "folhas de coentro": "no fresh coriander; salsa (153) is parsley",
  bacon: "no bacon; toucinho (444) is raw, unsmoked fatback",
  "toucinho defumado": "no bacon; toucinho (444) is raw, unsmoked fatback",
  panceta: "no pancetta; toucinho (444) is raw, uncured fatback",
  "carne de sol": "no carne de sol; carne-seca (385) is far drier and saltier",
};
