import type { AdminUserDetails } from "@chefzap/shared";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format-date";
import { formatCents } from "@/lib/format-money";
import { formatInteger, formatRating } from "../lib/format-numbers";
import { planLabels, userStatusLabels } from "../lib/user-labels";
import { PaymentsTable } from "./payments-table";

const date = (iso: string | null) => (iso ? formatDate(iso) : "—");

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-semibold tabular-nums break-words">{children}</dd>
    </div>
  );
}

export function UserDetailsFacts({ details }: { details: AdminUserDetails }) {
  const { user, recipeStats, payments, openSessions } = details;
  return (
    <div className="grid grid-cols-1 gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact term="Receitas geradas">{formatInteger(recipeStats.totalGenerated)}</Fact>
        <Fact term="Avaliação média">{formatRating(recipeStats.averageRating)}</Fact>
        <Fact term="Receitas escritas">{formatInteger(user.recipesWritten)}</Fact>
        <Fact term="Publicadas">{formatInteger(user.recipesPublished)}</Fact>
        <Fact term="Cardápios">{formatInteger(user.weeklyMenus)}</Fact>
        <Fact term="Grátis usadas">{formatInteger(user.freeRecipesCount)}</Fact>
        <Fact term="Plano">{planLabels[user.plan]}</Fact>
        <Fact term="Situação">{userStatusLabels[user.status]}</Fact>
        <Fact term="Total pago">{formatCents(user.totalPaid)}</Fact>
        <Fact term="Próxima cobrança">{date(user.nextBillingDate)}</Fact>
        <Fact term="Cadastro">{formatDate(user.createdAt)}</Fact>
        <Fact term="Último acesso">{date(user.lastLoginAt)}</Fact>
        <Fact term="WhatsApp">{user.whatsapp ?? "—"}</Fact>
        <Fact term="Sessões abertas">{formatInteger(openSessions)}</Fact>
        <Fact term="ID">
          <span className="font-mono text-xs break-all">{user.id}</span>
        </Fact>
      </dl>
      <section aria-labelledby="details-payments" className="grid grid-cols-1 gap-2">
        <h3 id="details-payments" className="font-bold">
          Pagamentos
        </h3>
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum pagamento.</p>
        ) : (
          <PaymentsTable payments={payments} caption="Pagamentos do usuário" compact />
        )}
      </section>
    </div>
  );
}
