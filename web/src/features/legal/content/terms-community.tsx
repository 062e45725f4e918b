import { Link } from "react-router";

/** Section 7 of the terms: publishing to the community is one-way, and what the author keeps. */
export function TermsCommunity() {
  return (
    <>
      <p>
        Publicar é escolha sua: em <Link to="/minhas-receitas">Minhas Receitas</Link>, o botão Publicar leva
        uma receita para <Link to="/receitas-da-comunidade">Receitas da Comunidade</Link>. Ali ela fica
        visível para qualquer pessoa, com o seu nome de exibição (primeiro nome e inicial do sobrenome), e
        pode ser avaliada, comentada, compartilhada e aparecer no ranking.
      </p>
      <p>
        <strong>Uma receita publicada não pode ser despublicada:</strong> ela não volta a ser privada. Se você
        pedir uma Nova Versão de uma receita publicada, a nova versão é uma cópia privada sua e a publicada
        continua como a comunidade a avaliou. Uma receita publicada só sai do ar se você excluir a sua conta
        ou se for removida pela moderação.
      </p>
      <p>
        Você continua <strong>dono do que escreve</strong>: receitas e comentários de sua autoria são seus. Ao
        publicar, você concede ao ChefZap uma licença gratuita, não exclusiva e válida em todo o mundo,
        enquanto o conteúdo estiver publicado, para guardá-lo, exibi-lo, reproduzi-lo e adaptá-lo ao formato
        do serviço (como o cartão de compartilhamento e o ranking), apenas para operar e divulgar o ChefZap.
        Você garante que tem o direito de publicar o que publica.
      </p>
      <p>
        Qualquer pessoa conectada pode usar o botão Denunciar em uma receita ou em um comentário. A nossa
        equipe analisa as denúncias e pode remover conteúdo que viole estes termos ou a lei, e suspender as
        contas responsáveis.
      </p>
    </>
  );
}
