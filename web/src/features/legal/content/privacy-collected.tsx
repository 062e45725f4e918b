import { FREE_RECIPE_QUOTA } from "@chefzap/shared";
import { Link } from "react-router";

/** Section 2 of the privacy policy: what the app really stores, and what it deliberately does not. */
export function PrivacyCollected() {
  return (
    <>
      <p>Só pedimos o que o ChefZap usa. Veja o que tratamos, de onde vem e o que fica guardado:</p>
      <h3>Conta</h3>
      <p>
        Nome, sobrenome, nome de usuário, e-mail e senha. A senha nunca é guardada como você a digitou:
        guardamos apenas um resumo criptográfico (argon2) que não permite recuperá-la. Também registramos
        quando a conta foi criada, o último acesso, o seu plano e quantas das {FREE_RECIPE_QUOTA} receitas
        grátis com IA você já usou.
      </p>
      <h3>Número de WhatsApp</h3>
      <p>
        O cadastro guiado pede o seu WhatsApp para avisos importantes sobre a conta; não o usamos para
        propaganda. Se você assina o Premium e vincula o WhatsApp ao ChefZap, guardamos o número vinculado e
        as mensagens trocadas com o nosso atendimento, como no chat do site.
      </p>
      <h3>Fotos e áudios</h3>
      <ul>
        <li>
          <strong>Fotos enviadas ao scanner de ingredientes:</strong> a foto é usada só para reconhecer os
          ingredientes. Ela fica na memória do servidor durante a análise e é enviada ao provedor de IA; não a
          gravamos em disco nem no banco de dados, nem em registros. Você recebe a lista de ingredientes e
          decide quais usar.
        </li>
        <li>
          <strong>Fotos enviadas no chat ou pelo WhatsApp:</strong> esperam na fila só até serem analisadas e
          são apagadas logo depois; o que fica é o texto da conversa.
        </li>
        <li>
          <strong>Áudios do WhatsApp:</strong> são transcritos em texto; o áudio não é guardado.
        </li>
      </ul>
      <h3>Receitas, avaliações e conversas</h3>
      <p>
        As receitas geradas para você e as que você escreve, as novas versões e ajustes pedidos, as estrelas e
        comentários que você deixa, as denúncias que faz, o histórico do chat e as listas de compras marcadas.
      </p>
      <h3>Perfil nutricional e preferências</h3>
      <p>
        Se você preenche o perfil em <Link to="/cardapios-semanais?tab=perfil">Cardápios Semanais</Link>:
        objetivo, sexo, idade, altura, peso, nível de atividade, estilo alimentar, restrições alimentares,
        alimentos de que gosta e não gosta, tempo para cozinhar, orçamento, itens que tem em casa e refeições
        por dia, além dos cardápios semanais gerados.
      </p>
      <h3>Alergias e intolerâncias: dados sensíveis</h3>
      <p>
        As alergias e intolerâncias que você declara em <Link to="/perfil/alergias">Minhas alergias</Link> e
        as restrições alimentares ligadas à saúde são <strong>dados de saúde</strong>, que a LGPD chama de
        dados pessoais sensíveis (art. 5º, II, e art. 11). Você só as informa se quiser; elas servem para o
        ChefZap avisar quando uma receita tem um alergênico seu e para deixar de fora o que você não pode
        comer. Tratamos peso, altura e objetivo com o mesmo cuidado.
      </p>
      <h3>Pagamento</h3>
      <p>
        O Premium é pago com cartão na página de pagamento do provedor (Stripe). Número do cartão, validade e
        código de segurança são digitados lá e <strong>nunca passam pelos nossos servidores</strong>.
        Recebemos do provedor apenas o que a cobrança precisa: situação da assinatura, valores, datas, tipo de
        pagamento e os identificadores da cobrança.
      </p>
      <h3>Dados técnicos</h3>
      <ul>
        <li>
          No cadastro, o navegador envia um identificador do aparelho (um resumo de características como tipo
          de navegador, idioma, sistema, resolução da tela e fuso horário) e a identificação do navegador
          (user agent). A cada entrada, guardamos a identificação do navegador de cada sessão.
        </li>
        <li>
          O endereço IP é usado para limitar tentativas de login e não é gravado no banco de dados: a contagem
          de tentativas dura 15 minutos.
        </li>
        <li>
          Nossos registros técnicos anotam cada chamada ao servidor (o endereço chamado, o resultado, o
          horário e, às vezes, o identificador da conta), sem senhas, cookies, fotos ou mensagens.
        </li>
      </ul>
    </>
  );
}
