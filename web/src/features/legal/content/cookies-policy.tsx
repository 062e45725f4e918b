import { Link } from "react-router";
import { StorageEntry } from "../components/storage-entry";
import { LEGAL_HOURS } from "../legal-contact";
import { LegalContactLink } from "../components/legal-contact-link";
import { LEGAL_UPDATED_ON, type LegalDocument } from "../legal-document";
import { CookiesLocalStorage } from "./cookies-storage";

export const cookiesPolicy: LegalDocument = {
  title: "Política de Cookies",
  summary:
    "O ChefZap usa um único cookie, essencial para manter você conectado, e nenhum cookie de publicidade ou de análise. Aqui está tudo o que fica guardado no seu navegador e como apagar.",
  updatedOn: LEGAL_UPDATED_ON,
  sections: [
    {
      id: "o-que-sao",
      title: "O que são cookies",
      body: (
        <p>
          Cookies são pequenos arquivos que um site guarda no seu navegador e que voltam ao site a cada
          visita. O armazenamento local é um espaço parecido, dentro do navegador, que só o próprio site lê e
          que não é enviado automaticamente a lugar nenhum. Esta política cobre os dois.
        </p>
      ),
    },
    {
      id: "cookie-de-sessao",
      title: "O único cookie que usamos",
      body: (
        <>
          <StorageEntry
            names={["chefzap_session"]}
            facts={[
              ["Para quê", "Manter você conectado à sua conta com segurança."],
              ["Tipo", "Essencial, do próprio ChefZap (primário)."],
              ["Quando", "Só ao entrar ou criar uma conta; visitantes não recebem cookie."],
              ["Duração", "Até 30 dias, renovada enquanto você usa; apagado quando você sai."],
            ]}
          />
          <p>
            Ele guarda apenas um código aleatório; no nosso banco fica só um resumo desse código, que não
            serve para abrir a sessão. O cookie é protegido: scripts da página não conseguem lê-lo (HttpOnly),
            outros sites não conseguem usá-lo para agir em seu nome (SameSite=Lax) e, na conexão segura, ele
            só viaja criptografado (Secure).
          </p>
        </>
      ),
    },
    { id: "armazenamento-local", title: "O que fica no armazenamento local", body: <CookiesLocalStorage /> },
    {
      id: "o-que-nao-usamos",
      title: "O que não usamos",
      body: (
        <p>
          Não usamos cookies ou ferramentas de publicidade, de estatísticas de visita (como Google Analytics),
          pixels de redes sociais nem nada que siga você em outros sites. O ChefZap também não carrega
          scripts, fontes ou imagens de outras empresas nas suas páginas.
        </p>
      ),
    },
    {
      id: "sem-aviso",
      title: "Por que não mostramos aviso de consentimento",
      body: (
        <>
          <p>
            Tudo o que está nesta política é estritamente necessário para o serviço que você pediu: manter a
            sessão aberta, lembrar o tema que você escolheu, proteger as contas e não perder os ingredientes
            digitados antes do cadastro. Esse uso se apoia na execução do contrato e no legítimo interesse
            (art. 7º, V e IX, da LGPD) e não depende de consentimento, como explica o guia da ANPD sobre
            cookies. Por isso não há faixa de cookies para aceitar ou recusar.
          </p>
          <p>
            Se um dia passarmos a usar cookies que não sejam essenciais, vamos pedir seu consentimento antes,
            com a opção de recusar tão fácil quanto a de aceitar, e avisaremos pela seção 8.
          </p>
        </>
      ),
    },
    {
      id: "terceiros",
      title: "Páginas de outras empresas",
      body: (
        <p>
          Ao assinar o Premium ou gerenciar a assinatura, você vai para a página de pagamento da Stripe, que
          usa os próprios cookies, por exemplo para prevenir fraudes, sob a política de privacidade dela. O
          mesmo vale para o WhatsApp e para as redes sociais a que o nosso rodapé leva. Esses cookies ficam
          nos sites dessas empresas, não no ChefZap.
        </p>
      ),
    },
    {
      id: "como-remover",
      title: "Como apagar ou bloquear",
      body: (
        <>
          <ul>
            <li>
              <strong>Sair da conta</strong> apaga o cookie de sessão na hora e encerra a sessão no servidor.
            </li>
            <li>
              Nas configurações de privacidade do navegador você pode apagar os cookies e os dados do ChefZap:
              no Chrome e no Edge, em “Cookies e dados do site”; no Firefox, em “Cookies e dados de sites”; no
              Safari do iPhone, em Ajustes › Safari › Avançado › Dados dos Sites.
            </li>
          </ul>
          <p>
            Se bloquear o cookie de sessão, você não conseguirá entrar na conta; se apagar o armazenamento
            local, o tema volta ao claro. Para apagar também os dados da sua conta, veja{" "}
            <Link to="/privacidade#direitos">seus direitos na Política de Privacidade</Link>.
          </p>
        </>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      body: (
        <p>
          Se mudarmos o que guardamos no seu navegador de forma relevante, avisaremos com pelo menos 30 dias
          de antecedência, por e-mail ou por um aviso no próprio ChefZap. A data no topo da página mostra a
          última atualização.
        </p>
      ),
    },
    {
      id: "contato",
      title: "Contato",
      body: (
        <p>
          Dúvidas sobre cookies ou privacidade: escreva para <LegalContactLink subject="Cookies" />. Atendemos
          de {LEGAL_HOURS}.
        </p>
      ),
    },
  ],
};
