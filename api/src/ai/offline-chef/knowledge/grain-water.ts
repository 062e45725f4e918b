/**
 * Cups of liquid a cup of rice cooks in, by the rice as the cook named it: white rice dries in twice
 * its volume; integral and parboilizado have a harder grain and drink more. Keys are catalogue ids or
 * the cook's own name for a kind the catalogue folds into one id ("arroz parboilizado" is "arroz").
 */
export const RICE_WATER_PER_CUP: Readonly<Record<string, number>> = {
  arroz: 2,
  "arroz parboilizado": 2.5,
  arroz_integral: 2.5,
  arroz_arboreo: 2,
};

/** A risotto takes broth a ladle at a time until the grain is done: about four cups a cup of arbóreo. */
export const RISOTTO_BROTH_PER_CUP: Readonly<Record<string, number>> = {
  arroz_arboreo: 4,
  arroz: 3,
};
