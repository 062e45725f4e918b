import {
  DomainError,
  errorMessages,
  PREMIUM_PRICE_CENTS,
  type DomainErrorCode,
  type Reply,
} from "@chefzap/shared";

const price = (PREMIUM_PRICE_CENTS / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

/** The numbered menu: a number or the words work everywhere (buttons no longer reach WhatsApp users). */
export const MENU_OPTIONS = [
  { key: "1", label: "Receita com o que tenho" },
  { key: "2", label: "Escanear foto dos ingredientes" },
  { key: "3", label: "Ajustar a última receita" },
  { key: "4", label: "Nutrição e alergias" },
  { key: "5", label: "Lista de compras" },
  { key: "6", label: "Minhas receitas" },
] as const;

export const texts = {
  menu: "Sou o ChefZap 👩‍🍳 Me conte o que você tem na geladeira ou escolha uma opção:",
  help:
    "Como falar comigo:\n" +
    "• Mande os ingredientes: _tenho frango, batata e cenoura_\n" +
    "• Mande uma foto dos ingredientes\n" +
    "• Ajuste a última receita: _sem cebola_, _mais picante_, _para 6 pessoas_\n" +
    "• Pergunte: _quantas calorias?_, _tem glúten?_, _lista de compras_\n" +
    "• Peça _monta meu cardápio da semana_ (usa seu perfil nutricional)\n" +
    "Digite *menu* a qualquer momento para ver as opções.",
  cancelled: "Tudo bem, cancelei. Digite *menu* quando quiser recomeçar.",
  askIngredients:
    "Quais ingredientes você tem? Mande separados por vírgula, por exemplo: _frango, batata, cenoura_.",
  askPhoto: "Mande uma foto dos ingredientes que você tem, com boa luz e tudo à vista.",
  askModify:
    "O que você quer mudar na última receita? Por exemplo: _sem cebola_, _mais picante_, _para 6 pessoas_.",
  noRecipeYet: "Você ainda não tem uma receita aqui. Me diga os ingredientes que você tem e eu crio uma.",
  noRecipes: "Você ainda não tem receitas salvas. Me diga o que tem em casa e eu crio a primeira.",
  slowDown: (seconds: number) =>
    `Calma, chef! 😅 Recebi muitas mensagens seguidas. Daqui a ${seconds} segundos eu volto a responder: mande de novo o que ficar sem resposta.`,
  greeting: (salutation: string, askedHow: boolean) =>
    `${salutation}${askedHow ? " Tudo ótimo por aqui, e com você?" : ""} 😊 Me conte o que você tem na geladeira ou escolha uma opção:`,
  thanks:
    "De nada! 😊 Bom apetite! Quando quiser, me mande outros ingredientes ou peça um ajuste na receita.",
  compliment: "Que bom que você gostou! 🥰 Quer outra receita? É só me contar o que tem aí.",
  laughter: "😄 Posso ajudar com mais alguma coisa? Me mande ingredientes ou peça um ajuste.",
  goodbye: "Até mais! Bom apetite 👩‍🍳 Quando quiser cozinhar, é só me chamar.",
  agreed: "Combinado! Me conte o que você tem em casa ou digite *menu* para ver as opções.",
  unsure:
    "Não entendi bem 🤔 Posso criar uma receita com o que você tem (_tenho frango e batata_), fazer um prato pelo nome (_faz um escondidinho_), ajustar a última receita (_sem cebola_), dizer a nutrição ou montar a lista de compras. O que você quer?",
  clarify: (foods: string, title: string) =>
    `Você quer uma receita nova com ${foods}, ou mudar a receita *${title}*? Responda *nova* ou *mudar*.`,
  unrecognized: (words: string) => `Não reconheci como ingrediente: _${words}_.`,
  linkedAlready: "Este número já está conectado. Digite *menu* para começar.",
  premiumOffer: `Com o Premium (${price}/mês) as receitas são ilimitadas e você ganha versões alternativas.`,
  offTopic:
    "Eu sou o ChefZap e só converso sobre cozinha: receitas com o que você tem, ajustes, nutrição e lista de compras. Digite *menu* para ver as opções.",
  voiceUnavailable: "Ainda não consigo ouvir áudios. Pode escrever os ingredientes ou mandar uma foto deles?",
  heard: (text: string) => `Entendi: _${text}_`,
  scanConfirm:
    "Responda *sim* para eu criar a receita com esses ingredientes, *não* para cancelar, ou mande a lista corrigida.",
  scannerOff:
    "Não consigo ler fotos agora. Escreva aqui os ingredientes que você tem, separados por vírgula.",
  scanNothing:
    "Não encontrei ingredientes nessa foto. Tente outra com boa luz e os alimentos à vista, ou escreva a lista.",
  recipeLink: "Aqui está a receita completa, com nutrição e lista de compras:",
  linked: (name: string) =>
    `Pronto, ${name}! Seu WhatsApp está conectado ao ChefZap. Digite *menu* para começar.`,
  wrongCode:
    "Esse código não confere ou já venceu. Gere um novo no site em *Conectar WhatsApp* e mande: vincular 123456",
  tooManyCodes: "Muitas tentativas de código. Aguarde uma hora e gere um novo código no site.",
  unlinked: (url: string) =>
    `Olá! Eu sou o ChefZap 👩‍🍳 O atendimento pelo WhatsApp é do plano Premium (${price}/mês, receitas ilimitadas).\n` +
    `Já é Premium? No site, abra *Conectar WhatsApp* e me mande o código assim: vincular 123456\n` +
    `Ainda não? Assine em ${url}`,
  notPremium: (url: string) =>
    `O ChefZap no WhatsApp é exclusivo do plano Premium (${price}/mês, receitas ilimitadas). Assine em ${url} e volte aqui!`,
};

/** A domain error as the chat says it: the same pt-BR sentences as the web, never a stack or a code. */
export function errorReply(error: unknown): Reply {
  const code: DomainErrorCode =
    error instanceof DomainError
      ? error.code
      : typeof error === "string" && error in errorMessages
        ? (error as DomainErrorCode)
        : "internal_error";
  const text = error instanceof DomainError ? error.message : errorMessages[code];
  // Some messages carry a token for the first clients ("(needsSubscription)"); a person never reads it.
  return { kind: "error", code, text: text.replace(/\s*\([a-z]+[A-Z]\w*\)/g, "") };
}
