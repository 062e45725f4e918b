/**
 * Foods sold in cans of a standard net weight, which a cook buys and writes by the can: "2 latas de atum
 * (170 g cada)", never "350 g de atum".
 */
export const CAN_GRAMS: Readonly<Record<string, number>> = {
  atum: 170,
  sardinha: 125,
};
