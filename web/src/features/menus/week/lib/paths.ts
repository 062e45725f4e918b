/** The printable page of one menu (spec §2 /cardapio-semanal). */
export const printMenuPath = (id: string) => `/cardapio-semanal?id=${encodeURIComponent(id)}`;
