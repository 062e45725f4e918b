import { Link } from "react-router";
import { LegalContactLink } from "../components/legal-contact-link";

/** Section 4 of the terms: cancelling at the end of the period, and the 7-day withdrawal of the CDC. */
export function TermsCancellation() {
  return (
    <>
      <p>
        Você pode cancelar o Premium a qualquer momento em <Link to="/subscribe">Minha assinatura</Link>, sem
        multa e sem precisar falar com ninguém. O cancelamento vale no fim do período já pago: até lá o
        Premium continua ativo e nenhuma nova cobrança é feita. Se mudar de ideia antes dessa data, é só
        retomar a assinatura.
      </p>
      <p>
        Não devolvemos valores proporcionais aos dias não usados de um mês já pago, salvo quando a lei exigir.
      </p>
      <p>
        <strong>Direito de arrependimento:</strong> como a contratação é feita pela internet, você pode
        desistir em até 7 dias a partir da assinatura e receber de volta o valor integral pago (art. 49 do
        Código de Defesa do Consumidor). Para isso, cancele a assinatura e escreva para{" "}
        <LegalContactLink subject="Arrependimento — reembolso" /> dentro desse prazo; o reembolso é feito no
        mesmo cartão.
      </p>
    </>
  );
}
