/** Issue 30, point 3: the card of the borrowers' informed payments, for the dashboard and the client's page. */
export { PagamentosInformadosCard } from "./pagamentos-informados-card.tsx";
