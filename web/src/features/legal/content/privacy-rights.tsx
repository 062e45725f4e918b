import { Link } from "react-router";
import { DataRightsPanel } from "../components/data-rights-panel";
import { LegalContactLink } from "../components/legal-contact-link";

/** Section 8 of the privacy policy: the rights of art. 18 and where each one is exercised. */
export function PrivacyRights() {
  return (
    <>
      <p>A LGPD (art. 18) garante a você, a qualquer momento e sem custo:</p>
      <ul>
        <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
        <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
        <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
        <li>levar seus dados para outro serviço (portabilidade);</li>
        <li>eliminar os dados tratados com o seu consentimento e revogar esse consentimento;</li>
        <li>saber com quem compartilhamos seus dados e o que acontece se você não consentir;</li>
        <li>se opor a um tratamento feito com base no legítimo interesse.</li>
      </ul>
      <h3>Como exercer no próprio ChefZap</h3>
      <ul>
        <li>
          <strong>Baixar meus dados</strong> (acesso e portabilidade): logo abaixo, gera um arquivo JSON com
          sua conta, sessões, receitas, conversas, avaliações, comentários, denúncias, perfil nutricional e
          cardápios.
        </li>
        <li>
          <strong>Corrigir ou apagar dados de saúde</strong> (e revogar o consentimento para eles): em{" "}
          <Link to="/perfil/alergias">Minhas alergias</Link> e na aba Perfil Nutricional de{" "}
          <Link to="/cardapios-semanais?tab=perfil">Cardápios Semanais</Link>.
        </li>
        <li>
          <strong>Excluir minha conta</strong> (eliminação): logo abaixo. A conta e tudo o que é dela são
          apagados na hora.
        </li>
      </ul>
      <DataRightsPanel />
      <p>
        Para o que não tem botão (corrigir nome ou e-mail, oposição, informação sobre compartilhamento),
        escreva para <LegalContactLink subject="LGPD — meus direitos" /> a partir do e-mail da sua conta.
        Respondemos em até 15 dias. Se não ficar satisfeito, você pode reclamar à Autoridade Nacional de
        Proteção de Dados (
        <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
          ANPD
        </a>
        ).
      </p>
    </>
  );
}
