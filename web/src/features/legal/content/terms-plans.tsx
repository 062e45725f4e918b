import { FREE_RECIPE_QUOTA, PREMIUM_PRICE_CENTS } from "@chefzap/shared";
import { Link } from "react-router";
import { formatCents } from "@/lib/format-money";

const price = formatCents(PREMIUM_PRICE_CENTS);

/** Section 3 of the terms: the two plans and how Premium is charged. */
export function TermsPlans() {
  return (
    <>
      <ul>
        <li>
          <strong>Grátis:</strong> {FREE_RECIPE_QUOTA} receitas criadas com IA por conta, sem cartão de
          crédito, com acesso ao scanner, à análise nutricional, às suas receitas e à comunidade.
        </li>
        <li>
          <strong>Premium:</strong> {price} por mês, em reais (BRL): receitas ilimitadas, Nova Versão de
          receitas, cardápios semanais com lista de compras, o ChefZap no WhatsApp e suporte prioritário.
        </li>
      </ul>
      <p>
        O Premium é pago com cartão na página de pagamento do nosso provedor (Stripe); os dados do cartão
        ficam com ele, não conosco. A assinatura <strong>renova automaticamente todo mês</strong>, na mesma
        data da contratação, e é cobrada no mesmo cartão até você cancelar. Você vê a situação, a próxima
        cobrança e os recibos em <Link to="/subscribe">Minha assinatura</Link>.
      </p>
      <p>
        Se uma cobrança falhar, o provedor tenta de novo e o Premium continua por um período de tolerância; se
        o pagamento não se resolver, a conta volta ao plano Grátis, sem perder suas receitas. Se o preço
        mudar, avisaremos com pelo menos 30 dias de antecedência e o novo valor só valerá a partir da
        renovação seguinte, com tempo para você cancelar se não concordar.
      </p>
    </>
  );
}
