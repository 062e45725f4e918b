import { STORAGE_KEYS } from "@/config/constants";
import { StorageEntry } from "../components/storage-entry";

/** Section 3 of the cookie policy: every key the web app writes to the browser's local storage. */
export function CookiesLocalStorage() {
  return (
    <>
      <p>
        Além do cookie, o ChefZap guarda estas informações no armazenamento local do navegador (a última, só
        enquanto a aba está aberta). Elas não são enviadas automaticamente ao servidor e só o próprio site
        consegue lê-las:
      </p>
      <div className="grid gap-3">
        <StorageEntry
          names={[STORAGE_KEYS.theme]}
          facts={[
            ["Para quê", "Lembrar o tema que você escolheu (claro ou escuro)."],
            ["Quando", "Ao trocar o tema no topo ou no rodapé da página."],
            ["Duração", "Até você trocar de novo ou limpar os dados do site."],
          ]}
        />
        <StorageEntry
          names={[STORAGE_KEYS.device]}
          facts={[
            [
              "Para quê",
              "Segurança: um identificador do aparelho (resumo de características do navegador) enviado no cadastro para nos ajudar a evitar fraudes e o abuso do plano grátis.",
            ],
            ["Quando", "Ao criar uma conta."],
            ["Duração", "Até você limpar os dados do site."],
          ]}
        />
        <StorageEntry
          names={[STORAGE_KEYS.pendingIngredients, STORAGE_KEYS.redirectAfterAuth]}
          facts={[
            [
              "Para quê",
              "Guardar os ingredientes digitados antes do cadastro, para a receita ser gerada assim que a conta for criada.",
            ],
            ["Quando", "Ao pedir uma receita sem estar conectado."],
            ["Duração", "Apagados assim que a receita é pedida."],
          ]}
        />
        <StorageEntry
          names={["chefzap-return-after-auth"]}
          facts={[
            [
              "Para quê",
              "Voltar à página de planos depois do cadastro, quando você sai dela para criar a conta.",
            ],
            ["Quando", "Ao escolher Assinar Premium sem estar conectado."],
            ["Duração", "Só nesta aba: some ao fechá-la ou assim que você entra na conta."],
          ]}
        />
      </div>
    </>
  );
}
