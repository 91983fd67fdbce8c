import { randomUUID } from "node:crypto";
import { adicionarMeses, dataEmSaoPaulo } from "../src/domain/dates.ts";
import type { Pedido } from "./carga.ts";
import { NOMES, SOBRENOMES, type CredorDaCarga } from "./seed.ts";

/*
 * A lender's day, as requests: what the app's screens ask for (dashboard, due lists, client list
 * and search, a client's page with loans and payments, the calendar, the 12-month report) and 5% payments. A share of
 * the requests goes to the big lender, the rest to ordinary lenders at random.
 */

export type CredorLogado = CredorDaCarga & { cookie: string; pagos: string[] };

const sorteio = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

// Weights in percent; the payment's 5 are the writes.
const MISTURA: [rota: string, peso: number][] = [
  ["GET /api/dashboard/metrics", 13],
  ["GET /api/dashboard/vencimentos-hoje", 10],
  ["GET /api/dashboard/vencimentos-amanha", 5],
  ["GET /api/clientes?limite=50", 15],
  ["GET /api/clientes?limite=50&busca=", 10],
  ["GET /api/clientes/{id}", 15],
  ["GET /api/emprestimos?clienteId=", 10],
  ["GET /api/pagamentos?clienteId=", 10],
  ["GET /api/calendario?mes=", 5],
  // Issue 31, point 5: the lender's 12-month report, read a few times a day.
  ["GET /api/relatorios?de=&ate=", 2],
  ["POST /api/pagamentos", 5],
];
export const ROTAS = MISTURA.map(([rota]) => rota);

const TERMOS_DE_BUSCA = [...NOMES, ...SOBRENOMES, "ana silva", "joão", "conceição", "lucas r"];

/** Headers a browser sends with the app's fetch calls. */
export function cabecalhosDeNavegador(cookie: string): Record<string, string> {
  return {
    accept: "application/json",
    "accept-encoding": "gzip, deflate, br",
    "accept-language": "pt-BR,pt;q=0.9",
    "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    cookie,
  };
}

/** The request for one route of the mix, for one lender. */
export function pedidoDe(rota: string, c: CredorLogado, origem: string): Pedido {
  const cabecalhos = cabecalhosDeNavegador(c.cookie);
  const cliente = sorteio(c.clientes);
  switch (rota) {
    case "GET /api/clientes?limite=50&busca=":
      return { rota, caminho: `/api/clientes?limite=50&busca=${encodeURIComponent(sorteio(TERMOS_DE_BUSCA))}`, cabecalhos };
    case "GET /api/clientes/{id}":
      return { rota, caminho: `/api/clientes/${cliente}`, cabecalhos };
    case "GET /api/emprestimos?clienteId=":
    case "GET /api/pagamentos?clienteId=":
      return { rota, caminho: `${rota.slice(4)}${cliente}`, cabecalhos };
    case "GET /api/relatorios?de=&ate=": {
      const mes = dataEmSaoPaulo(new Date()).slice(0, 7);
      return { rota, caminho: `/api/relatorios?de=${adicionarMeses(`${mes}-01`, -11).slice(0, 7)}&ate=${mes}`, cabecalhos };
    }
    case "GET /api/calendario?mes=":
      return { rota, caminho: `/api/calendario?mes=${dataEmSaoPaulo(new Date()).slice(0, 7)}`, cabecalhos };
    case "POST /api/pagamentos": {
      // Each active loan is paid once (juros_apenas is always valid on an active monthly loan,
      // and keeps it active); past the sample, the lender confirms the repeat, as the app asks.
      const novo = c.emprestimosAtivos.pop();
      const emprestimoId = novo ?? sorteio(c.pagos);
      if (novo) c.pagos.push(novo);
      const corpo = JSON.stringify({ emprestimoId, tipoPagamento: "juros_apenas", confirmarRepeticao: !novo });
      return {
        rota,
        metodo: "POST",
        caminho: "/api/pagamentos",
        cabecalhos: { ...cabecalhos, origin: origem, "content-type": "application/json", "idempotency-key": randomUUID() },
        corpo,
      };
    }
    default:
      return { rota, caminho: rota.slice(4), cabecalhos };
  }
}

/** Draws the next request: `parteGrande` of them (0..1) to the big lender, the rest to an ordinary one. */
export function sorteador(grande: CredorLogado, comuns: CredorLogado[], parteGrande: number, origem: string): () => Pedido {
  const total = MISTURA.reduce((s, [, p]) => s + p, 0);
  return () => {
    let x = Math.random() * total;
    let rota = MISTURA[0]![0];
    for (const [r, p] of MISTURA) {
      rota = r;
      if ((x -= p) < 0) break;
    }
    const doGrande = Math.random() < parteGrande;
    return { ...pedidoDe(rota, doGrande ? grande : sorteio(comuns), origem), grande: doGrande };
  };
}
