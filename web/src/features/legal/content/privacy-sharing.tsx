/** Section 5 of the privacy policy: every processor that receives data, and exactly what it receives. */
export function PrivacySharing() {
  return (
    <>
      <p>
        Não vendemos nem alugamos seus dados. Eles chegam a outras empresas só quando elas trabalham para nós
        (operadores, na linguagem da LGPD), e cada uma recebe apenas o que a sua tarefa exige:
      </p>
      <ul>
        <li>
          <strong>Stripe (pagamentos):</strong> seu e-mail e os dados do cartão que você digita na página de
          pagamento dela, para cobrar o Premium, renovar a assinatura e emitir recibos.
        </li>
        <li>
          <strong>Provedor de modelos de IA, quando configurado:</strong> o ChefZap pode usar um serviço de IA
          compatível com a API da OpenAI. Ele recebe só o conteúdo de cada pedido: os ingredientes, as opções
          escolhidas para a receita (como restrições alimentares e limite de calorias), o texto de um pedido
          de ajuste, a foto do scanner, as mensagens do chat e, no WhatsApp, o áudio a ser transcrito. Não
          enviamos seu nome, e-mail ou telefone. Sem esse provedor, as receitas são criadas pelo nosso próprio
          gerador, nos nossos servidores, e o scanner de fotos fica indisponível.
        </li>
        <li>
          <strong>WhatsApp (Meta) e Twilio, se você vincular o WhatsApp:</strong> as mensagens trocadas com o
          ChefZap passam pela infraestrutura do WhatsApp, da Meta, e, conforme a forma de conexão do nosso
          atendimento, pela Twilio, que as entrega a nós. Elas recebem seu número e o conteúdo das mensagens.
        </li>
        <li>
          <strong>Envio de e-mails:</strong> o serviço que entrega os e-mails da conta, como a redefinição de
          senha e os avisos de mudança destes documentos, recebe seu endereço e a mensagem.
        </li>
        <li>
          <strong>Hospedagem:</strong> os provedores de nuvem onde ficam nossos servidores e o banco de dados
          guardam as informações em nosso nome.
        </li>
      </ul>
      <p>
        Fora isso, só entregamos dados quando a lei ou uma ordem judicial obriga. E o que você publica na
        comunidade (a receita, seu nome de exibição, que é o primeiro nome com a inicial do sobrenome, e suas
        avaliações e comentários) fica visível para qualquer pessoa, por escolha sua.
      </p>
    </>
  );
}
