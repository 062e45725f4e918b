import { FREE_RECIPE_QUOTA, PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import { formatCents } from "@/lib/format-money";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const premiumPrice = formatCents(PREMIUM_PRICE_CENTS);

export const faqItems: readonly FaqItem[] = [
  {
    id: "como-funciona",
    question: "Como o ChefZap cria as receitas?",
    answer:
      "Você informa os ingredientes que tem em casa e o seu nível na cozinha. A nossa IA monta uma receita brasileira com ingredientes, modo de preparo, tempo, dicas e substituições.",
  },
  {
    id: "gratis",
    question: "Quantas receitas posso gerar de graça?",
    answer: `A conta grátis inclui ${FREE_RECIPE_QUOTA} receitas com IA, sem cartão de crédito. Você acompanha quantas já usou no seu painel.`,
  },
  {
    id: "premium",
    question: "O que o Premium inclui e quanto custa?",
    answer: `O Premium custa ${premiumPrice} por mês e inclui receitas ilimitadas, histórico completo, integração com WhatsApp e suporte prioritário.`,
  },
  {
    id: "cancelar",
    question: "Posso cancelar a assinatura quando quiser?",
    answer: "Sim. Não há fidelidade nem multa: você cancela a qualquer momento na página da sua assinatura.",
  },
  {
    id: "scanner",
    question: "Como funciona o scanner de ingredientes?",
    answer:
      "Você envia uma foto e a IA identifica os ingredientes para você confirmar. Use imagens JPG, PNG ou WEBP de até 10MB, com 3 a 5 ingredientes bem visíveis.",
  },
  {
    id: "dificuldade",
    question: "O que significam os níveis de dificuldade?",
    answer:
      "São cinco níveis, de Iniciante a Mestre Chef. A estimativa considera o tempo de preparo, a quantidade de ingredientes e de passos e as técnicas envolvidas.",
  },
  {
    id: "nutricao",
    question: "De onde vêm as informações nutricionais?",
    answer:
      "Os valores são calculados com a Tabela Brasileira de Composição de Alimentos (TACO) e os alertas de alergia seguem a lista de alergênicos da ANVISA. São estimativas e não substituem a orientação de um profissional de saúde.",
  },
  {
    id: "whatsapp",
    question: "Como uso o ChefZap pelo WhatsApp?",
    answer:
      'Com o Premium, abra o cartão Conectar WhatsApp no seu painel, gere um código e envie "vincular" seguido do código para o ChefZap no WhatsApp. Depois é só mandar os ingredientes, uma foto ou um áudio.',
  },
  {
    id: "dados",
    question: "Meus dados estão seguros?",
    answer:
      "Sim. Tratamos seus dados conforme a LGPD e usamos apenas o necessário para a sua conta funcionar. Os detalhes estão na nossa Política de Privacidade.",
  },
];
