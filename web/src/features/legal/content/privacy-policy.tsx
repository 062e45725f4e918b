import { Link } from "react-router";
import { LEGAL_HOURS } from "../legal-contact";
import { LegalContactLink } from "../components/legal-contact-link";
import { LEGAL_UPDATED_ON, type LegalDocument } from "../legal-document";
import { PrivacyCollected } from "./privacy-collected";
import { PrivacyRights } from "./privacy-rights";
import { PrivacySharing } from "./privacy-sharing";

export const privacyPolicy: LegalDocument = {
  title: "Política de Privacidade",
  summary:
    "Quais dados o ChefZap trata, para quê, com quem compartilha e como você controla tudo isso, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).",
  updatedOn: LEGAL_UPDATED_ON,
  sections: [
    {
      id: "controlador",
      title: "Quem cuida dos seus dados",
      body: (
        <>
          <p>
            O ChefZap é o <strong>controlador</strong> dos dados pessoais tratados no site e no atendimento
            pelo WhatsApp: é quem decide como e para que eles são usados (art. 5º, VI, da LGPD).
          </p>
          <p>
            Para qualquer assunto desta política, escreva para <LegalContactLink subject="Privacidade" />.
            Atendemos de {LEGAL_HOURS}.
          </p>
        </>
      ),
    },
    { id: "dados-coletados", title: "Quais dados coletamos", body: <PrivacyCollected /> },
    {
      id: "finalidades",
      title: "Para que usamos seus dados",
      body: (
        <>
          <ul>
            <li>criar e manter sua conta e a sua sessão aberta;</li>
            <li>
              gerar, ajustar, guardar e mostrar suas receitas, cardápios e listas de compras, calcular a
              informação nutricional e avisar sobre alergênicos;
            </li>
            <li>reconhecer ingredientes nas fotos que você envia;</li>
            <li>conversar com você no chat do site e, no Premium, pelo WhatsApp;</li>
            <li>mostrar na comunidade e no ranking as receitas que você publica e as avaliações;</li>
            <li>analisar denúncias e moderar o conteúdo publicado;</li>
            <li>cobrar a assinatura Premium e liberar os recursos do plano;</li>
            <li>
              proteger o serviço: limitar tentativas de login, evitar fraudes e o abuso do plano grátis,
              investigar falhas;
            </li>
            <li>avisar sobre mudanças nestes documentos e na sua assinatura.</li>
          </ul>
          <p>
            Não usamos seus dados para publicidade, não os vendemos e não os usamos para treinar modelos de
            IA.
          </p>
        </>
      ),
    },
    {
      id: "bases-legais",
      title: "Bases legais",
      body: (
        <>
          <p>Cada uso acima se apoia em uma das hipóteses da LGPD:</p>
          <ul>
            <li>
              <strong>Execução do contrato</strong> (art. 7º, V): conta, receitas, chat, WhatsApp, assinatura
              e publicação na comunidade, que é o serviço que você pediu.
            </li>
            <li>
              <strong>Legítimo interesse</strong> (art. 7º, IX): segurança, prevenção de fraude, limites de
              uso e diagnóstico de falhas, sempre dentro do que você pode esperar de nós.
            </li>
            <li>
              <strong>Cumprimento de obrigação legal</strong> (art. 7º, II) e{" "}
              <strong>exercício regular de direitos</strong> (art. 7º, VI): registros de cobrança exigidos
              pela lei fiscal e o necessário para nos defender em processos.
            </li>
            <li>
              <strong>Consentimento específico e destacado</strong> (art. 11, I) para os dados de saúde: você
              o dá ao informar alergias, intolerâncias e restrições, e pode revogá-lo apagando esses dados
              quando quiser. Sem eles o ChefZap funciona, mas não consegue avisar sobre alergênicos nem
              adaptar receitas e cardápios a você.
            </li>
          </ul>
        </>
      ),
    },
    { id: "compartilhamento", title: "Com quem compartilhamos", body: <PrivacySharing /> },
    {
      id: "transferencia-internacional",
      title: "Transferência internacional",
      body: (
        <p>
          Stripe, Meta, Twilio e os provedores de IA mais usados têm servidores fora do Brasil, principalmente
          nos Estados Unidos. Por isso, parte dos seus dados pode ser transferida para o exterior. Essas
          transferências seguem o art. 33 da LGPD: são necessárias para executar o contrato com você (art. 33,
          IX) e, quando o fornecedor as oferece, são cobertas por cláusulas contratuais de proteção de dados.
          Os dados continuam protegidos pelas regras desta política.
        </p>
      ),
    },
    {
      id: "retencao",
      title: "Por quanto tempo guardamos e como protegemos",
      body: (
        <>
          <ul>
            <li>
              <strong>Enquanto a conta existir:</strong> conta, receitas, avaliações, comentários, denúncias,
              perfil nutricional, alergias, cardápios, conversas e o vínculo com o WhatsApp. Quando você
              exclui a conta, tudo isso é apagado na hora, inclusive as receitas publicadas.
            </li>
            <li>
              <strong>Sessões:</strong> expiram em até 30 dias sem uso e terminam quando você sai.
            </li>
            <li>
              <strong>Fotos e áudios:</strong> não são guardados (veja a seção 2).
            </li>
            <li>
              <strong>Tentativas de login por endereço IP:</strong> 15 minutos.
            </li>
            <li>
              <strong>Cobranças:</strong> a Stripe e nós podemos manter os registros de cobrança (valores,
              datas e situação) pelo prazo que a lei fiscal exige, mesmo depois da exclusão da conta (art. 16
              da LGPD).
            </li>
          </ul>
          <p>
            Para proteger seus dados usamos conexão criptografada (HTTPS), senhas guardadas só como resumo
            argon2, sessões cujo código fica no banco apenas como resumo SHA-256 e um cookie de sessão que
            scripts da página não conseguem ler. O acesso aos dados é restrito a quem precisa dele para manter
            o serviço.
          </p>
        </>
      ),
    },
    { id: "direitos", title: "Seus direitos e como exercê-los", body: <PrivacyRights /> },
    {
      id: "encarregado",
      title: "Encarregado (DPO)",
      body: (
        <p>
          O encarregado pelo tratamento de dados pessoais (DPO) é o canal entre você, o ChefZap e a ANPD. Fale
          com ele escrevendo para <LegalContactLink subject="LGPD — Encarregado" />, com o assunto “LGPD —
          Encarregado”.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <p>
          Usamos apenas um cookie essencial, o da sessão, que mantém você conectado, e guardamos no navegador
          o tema escolhido e alguns dados técnicos. Não usamos cookies de publicidade nem de análise, por isso
          não há aviso de consentimento. Os detalhes estão na <Link to="/cookies">Política de Cookies</Link>.
        </p>
      ),
    },
    {
      id: "menores",
      title: "Menores de idade",
      body: (
        <p>
          O ChefZap é para maiores de 18 anos. Menores de 18 só podem usar com o consentimento e o
          acompanhamento de um dos pais ou do responsável legal, que responde pela conta (art. 14 da LGPD). Se
          soubermos de uma conta de menor criada sem esse consentimento, vamos excluí-la. Responsáveis podem
          pedir a exclusão escrevendo para <LegalContactLink subject="Conta de menor" />.
        </p>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      body: (
        <p>
          Quando mudarmos esta política de forma relevante, avisaremos com pelo menos 30 dias de antecedência,
          por e-mail ou por um aviso no próprio ChefZap, antes de a mudança valer. A data no topo da página
          mostra a última atualização. Se a mudança depender do seu consentimento, vamos pedi-lo de novo.
        </p>
      ),
    },
  ],
};
