import type { FastifyInstance } from "fastify";

// Helpers for ledger tests: valid CPFs and the API calls that build clients, loans, payments.

/** A valid CPF (check digits computed) from a number, so every test gets distinct ones. */
export function cpfValidoDe(semente: number): string {
  const base = String(100_000_000 + (semente % 800_000_000))
    .padStart(9, "0")
    .slice(0, 9)
    .split("")
    .map(Number);
  const digito = (nums: number[]) => {
    const soma = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  return [...base, d1, d2].join("");
}

let contador = 1;
export function novoCpf(): string {
  contador += 7919;
  return cpfValidoDe(contador * 104_729);
}

export async function criarClienteApi(app: FastifyInstance, cookie: string, dados: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: "POST",
    url: "/api/clientes",
    headers: { cookie },
    payload: { nome: "Maria da Silva", cpf: novoCpf(), telefone: "11912345678", pix: "maria@pix.com", ...dados },
  });
  if (r.statusCode !== 201) throw new Error(`cliente: ${r.statusCode} ${r.body}`);
  return r.json() as { id: string; cpf: string; nome: string };
}

export async function criarEmprestimoApi(app: FastifyInstance, cookie: string, clienteId: string, dados: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: "POST",
    url: "/api/emprestimos/manual",
    headers: { cookie },
    payload: { clienteId, valorOriginal: "1000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual", ...dados },
  });
  if (r.statusCode !== 201) throw new Error(`empréstimo: ${r.statusCode} ${r.body}`);
  return r.json() as { id: string; dataProximoCiclo: string; valorRestante: string; status: string };
}

/**
 * A daily loan as lenders make them (issue 43): R$ 1.000,00 at 20 % in total, 20 daily
 * installments of R$ 60,00, 1 % a day late and a 2 % penalty, from `dataInicio`.
 */
export async function criarEmprestimoDiarioApi(app: FastifyInstance, cookie: string, clienteId: string, dataInicio: string) {
  return criarEmprestimoApi(app, cookie, clienteId, {
    prazoDias: undefined,
    taxaJuros: undefined,
    taxaAtrasoTipo: undefined,
    valorOriginal: "1.000,00",
    modalidade: "parcelado",
    periodicidade: "diaria",
    quantidadeMeses: 20,
    taxaTotal: "20",
    taxaAtraso: "1",
    multaAtraso: "2",
    dataInicio,
  });
}

export function pagar(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, chave?: string) {
  return app.inject({
    method: "POST",
    url: "/api/pagamentos",
    headers: { cookie, ...(chave ? { "idempotency-key": chave } : {}) },
    payload,
  });
}

/**
 * What a query refused by a CHECK constraint rejects with (drizzle keeps the driver's error
 * as `cause`): `await expect(insert).rejects.toMatchObject(violaCheck("nome_da_constraint"))`.
 */
export function violaCheck(constraint: string) {
  return { cause: { code: "23514", constraint } };
}
