/** The scanner guide's texts (spec part 2, "Scanner guide"), kept apart so the page stays layout. */
export const DO_TIPS = [
  "Fotografe com boa luz, de preferência natural",
  "Separe os ingredientes para que cada um apareça inteiro",
  "Enquadre de 3 a 5 ingredientes por foto",
  "Segure o celular firme, a uns 30 cm dos alimentos",
] as const;

export const AVOID_TIPS = [
  "Fotos escuras, tremidas ou contra a luz",
  "Ingredientes amontoados ou escondidos em sacolas",
  "Embalagens fechadas em que não se vê o alimento",
  "Muitos itens de uma vez: a IA pode deixar algum de fora",
] as const;

export const SCENARIOS = [
  { title: "Geladeira aberta", text: "Fotografe uma prateleira e descubra o que dá para cozinhar hoje." },
  { title: "Volta do mercado", text: "Espalhe as compras na bancada e monte a lista em segundos." },
  { title: "Sobras do almoço", text: "Aproveite o que sobrou antes que estrague." },
] as const;

export const REQUIREMENTS = [
  "Formatos aceitos: JPEG, PNG e WebP",
  "Tamanho máximo: 10MB",
  "A foto é reduzida no seu aparelho antes do envio",
  "É preciso entrar na sua conta para escanear",
] as const;
