/** Before the first code: what will happen, so "Gerar código" is not a leap in the dark. */
export function LinkSteps() {
  return (
    <ol className="grid list-inside list-decimal gap-1 text-sm text-muted-foreground marker:font-semibold marker:text-primary">
      <li>Gere um código aqui. Ele vale 10 minutos.</li>
      <li>Envie “vincular” e o código para o número do ChefZap no WhatsApp.</li>
      <li>Pronto: o número que enviou o código fica conectado à sua conta.</li>
    </ol>
  );
}
