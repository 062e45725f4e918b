import { Link } from "react-router";
import { LEGAL_HOURS } from "../legal-contact";
import { LegalContactLink } from "../components/legal-contact-link";
import { LEGAL_UPDATED_ON, type LegalDocument } from "../legal-document";
import { TermsCancellation } from "./terms-cancellation";
import { TermsCommunity } from "./terms-community";
import { TermsPlans } from "./terms-plans";

export const termsOfUse: LegalDocument = {
  title: "Termos de Uso",
  summary:
    "As regras de uso do ChefZap: o que oferecemos, o que esperamos de você, como funcionam os planos e o que fazer se algo der errado.",
  updatedOn: LEGAL_UPDATED_ON,
  sections: [
    {
      id: "servico",
      title: "O serviço",
      body: (
        <>
          <p>
            O ChefZap transforma os ingredientes que você tem em receitas brasileiras criadas com inteligência
            artificial. No site você gera e ajusta receitas, fotografa ingredientes com o scanner, vê a
            informação nutricional (calculada com a tabela TACO) e os alergênicos, monta cardápios semanais
            com lista de compras, guarda e publica receitas na comunidade e conversa com o chef no chat; no
            Premium, também pelo WhatsApp.
          </p>
          <p>
            Estes termos são o contrato entre você e o ChefZap, junto com a{" "}
            <Link to="/privacidade">Política de Privacidade</Link> e a{" "}
            <Link to="/cookies">Política de Cookies</Link>. Ao criar sua conta, você declara que os leu e
            concorda com eles. Podemos melhorar, mudar ou retirar recursos; se a mudança tirar algo que você
            paga, avisaremos antes.
          </p>
        </>
      ),
    },
    {
      id: "conta",
      title: "Sua conta e idade mínima",
      body: (
        <>
          <p>
            Para criar uma conta você precisa ter <strong>18 anos ou mais</strong>. Menores de 18 só podem
            usar o ChefZap com autorização e acompanhamento de um dos pais ou do responsável legal, que aceita
            estes termos e responde pela conta.
          </p>
          <p>
            Use dados verdadeiros, mantenha sua senha em segredo e não compartilhe a conta: ela é pessoal, e
            você responde pelo que for feito com ela. Se desconfiar de uso indevido, troque a senha e escreva
            para nós.
          </p>
        </>
      ),
    },
    { id: "planos", title: "Planos e cobrança", body: <TermsPlans /> },
    { id: "cancelamento", title: "Cancelamento e reembolso", body: <TermsCancellation /> },
    {
      id: "uso-aceitavel",
      title: "Uso aceitável",
      body: (
        <>
          <p>Ao usar o ChefZap, você não pode:</p>
          <ul>
            <li>
              publicar conteúdo ilegal, ofensivo, discriminatório, violento, sexual, enganoso ou que não seja
              seu sem autorização;
            </li>
            <li>assediar outras pessoas, enviar spam ou usar o serviço para propaganda;</li>
            <li>
              criar contas em série para repetir o plano grátis, burlar limites ou se passar por outra pessoa;
            </li>
            <li>
              acessar contas de outras pessoas, copiar o conteúdo do site de forma automatizada, sobrecarregar
              ou atacar o serviço, ou tentar contornar suas proteções;
            </li>
            <li>enviar ao scanner ou ao chat fotos de pessoas ou de documentos.</li>
          </ul>
        </>
      ),
    },
    {
      id: "conteudo-ia",
      title: "Conteúdo gerado por IA",
      body: (
        <>
          <p>
            Receitas, substituições, cardápios, dicas e respostas do chat são criados automaticamente e podem
            ter erros: quantidades, tempos, temperaturas ou ingredientes. Leia a receita antes de cozinhar e
            use o bom senso, principalmente com carnes, ovos, frutos do mar e conservas.
          </p>
          <p>
            <strong>O ChefZap não dá orientação médica nem nutricional.</strong> Os valores nutricionais são
            estimativas calculadas com a tabela TACO e não substituem médico ou nutricionista, principalmente
            em dietas para doenças, gravidez ou perda de peso.
          </p>
          <p>
            <strong>Alergias e intolerâncias:</strong> o aviso de alergênicos segue a lista da ANVISA e as
            alergias que você declara em <Link to="/perfil/alergias">Minhas alergias</Link>, mas pode falhar.
            Cabe a você confirmar nos rótulos e na embalagem de cada produto que ele não contém o que você não
            pode comer.
          </p>
        </>
      ),
    },
    { id: "comunidade", title: "Receitas publicadas na comunidade", body: <TermsCommunity /> },
    {
      id: "propriedade-intelectual",
      title: "Propriedade intelectual",
      body: (
        <p>
          A marca ChefZap, o logotipo, o site, o software, os textos e o visual do serviço pertencem ao
          ChefZap ou a quem nos licenciou. Você pode usar o ChefZap para fins pessoais e cozinhar, guardar e
          compartilhar as receitas geradas para você, mas não pode copiar, revender ou explorar o serviço ou
          suas partes sem autorização. A tabela TACO é de seus autores (NEPA/UNICAMP) e a lista de alergênicos
          é da ANVISA.
        </p>
      ),
    },
    {
      id: "responsabilidade",
      title: "Responsabilidade",
      body: (
        <>
          <p>
            Trabalhamos para que o ChefZap funcione bem e sem interrupções, mas ele pode ficar fora do ar para
            manutenção ou por falhas nossas e de fornecedores, como o provedor de pagamento, o de IA ou o
            WhatsApp. Não respondemos por danos causados pelo uso de uma receita sem os cuidados da seção 6,
            nem por serviços de terceiros que você acessa a partir do ChefZap.
          </p>
          <p>Nada nestes termos limita os direitos que o Código de Defesa do Consumidor garante a você.</p>
        </>
      ),
    },
    {
      id: "suspensao",
      title: "Suspensão e encerramento",
      body: (
        <>
          <p>
            Você pode encerrar sua conta quando quiser, com o botão Excluir minha conta da{" "}
            <Link to="/privacidade#direitos">Política de Privacidade</Link>. Se assina o Premium, cancele a
            assinatura antes.
          </p>
          <p>
            Podemos suspender ou encerrar uma conta que viole estes termos ou a lei, que cometa fraude ou por
            ordem de autoridade. Sempre que possível, avisamos o motivo antes e damos a chance de corrigir. Se
            encerrarmos uma conta Premium sem que você tenha violado estes termos, devolvemos o valor
            proporcional ao período pago e não usado.
          </p>
        </>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações destes termos",
      body: (
        <p>
          Quando mudarmos estes termos, avisaremos com pelo menos 30 dias de antecedência, por e-mail ou por
          um aviso no próprio ChefZap, antes de a mudança valer. Se não concordar, você pode cancelar o
          Premium e excluir a conta antes disso. A data no topo da página mostra a última atualização.
        </p>
      ),
    },
    {
      id: "lei-e-foro",
      title: "Lei aplicável e foro",
      body: (
        <p>
          Estes termos seguem as leis do Brasil, incluindo o Código de Defesa do Consumidor, o Marco Civil da
          Internet e a LGPD. Qualquer disputa pode ser levada ao foro do seu domicílio, como o Código de
          Defesa do Consumidor garante (art. 101, I). Antes disso, fale com a gente: a maioria dos problemas
          se resolve por e-mail. Você também pode recorrer ao Procon ou ao{" "}
          <a href="https://www.consumidor.gov.br" target="_blank" rel="noopener noreferrer">
            consumidor.gov.br
          </a>
          .
        </p>
      ),
    },
    {
      id: "contato",
      title: "Contato",
      body: (
        <p>
          Dúvidas sobre estes termos, a assinatura ou a sua conta: escreva para{" "}
          <LegalContactLink subject="Termos de Uso" />. Atendemos de {LEGAL_HOURS}. Respostas rápidas estão na{" "}
          <Link to="/ajuda">Central de Ajuda</Link>.
        </p>
      ),
    },
  ],
};
