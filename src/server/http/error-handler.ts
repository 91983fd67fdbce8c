import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import "../../domain/zod-pt-br.ts";
import { ErroDataInvalida } from "../../domain/dates.ts";
import { ErroDeDominio, type TipoErroDeDominio } from "../../domain/erros.ts";
import { ErroEmprestimo, type CodigoErroEmprestimo } from "../../domain/loans/errors.ts";
import { AppError, MENSAGENS } from "./errors.ts";
import { erroSeguro, sqlstateDe } from "./log-seguro.ts";

// The one place a data-layer refusal becomes an HTTP status (DOMAIN.md).
const STATUS_ERRO_DE_DOMINIO: Record<TipoErroDeDominio, number> = {
  nao_encontrado: 404,
  conflito: 409,
  invalido: 400,
};

// A refused loan operation: a conflict with the loan's state, or a bad value.
const STATUS_ERRO_EMPRESTIMO: Record<CodigoErroEmprestimo, number> = {
  emprestimo_finalizado: 409,
  emprestimo_aguardando_envio: 409,
  sem_saldo: 409,
  tipo_pagamento_invalido: 400,
  valor_principal_invalido: 400,
  valor_acima_do_limite: 400,
  sem_juros_atraso_a_dispensar: 400,
  quantidade_parcelas_invalida: 400,
  ativacao_invalida: 409,
  estorno_sem_estado: 409,
  emprestimo_renegociado: 409,
  estorno_de_renegociado: 409,
};

/**
 * Database refusals that come from what the request carried, by SQLSTATE: the answer is the
 * client's problem, not a 500. Input is validated before it reaches SQL, so these are the last
 * line (a value no schema checks, a total that grows past its column).
 */
const RESPOSTA_POR_SQLSTATE: Record<string, { status: number; message: string }> = {
  // numeric_value_out_of_range: a sum or computed amount past its column; the request itself was
  // well-formed, the state it would create is not storable.
  "22003": { status: 409, message: MENSAGENS.valorForaDoLimite },
  // character_not_in_repertoire (NUL in text), untranslatable_character.
  "22021": { status: 400, message: MENSAGENS.textoInvalido },
  "22P05": { status: 400, message: MENSAGENS.textoInvalido },
  // datetime_field_overflow (year 0000, month 13), invalid_datetime_format.
  "22008": { status: 400, message: MENSAGENS.dataInvalida },
  "22007": { status: 400, message: MENSAGENS.dataInvalida },
  // string_data_right_truncation, invalid_text_representation (a malformed uuid or number).
  "22001": { status: 400, message: MENSAGENS.dadosInvalidos },
  "22P02": { status: 400, message: MENSAGENS.dadosInvalidos },
};

/** Field → first message, for the `errors` of a 400 answer. */
export function errosPorCampo(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of issues) {
    const campo = issue.path.map(String).join(".") || "_";
    campos[campo] ??= issue.message;
  }
  return campos;
}

/** The route schemas' validation errors (fastify-type-provider-zod) as zod-like issues: "/a/0" → ["a", "0"]. */
function issuesDaValidacao(validacao: readonly { instancePath: string; message?: string | undefined }[]) {
  return validacao.map((v) => ({ path: v.instancePath.split("/").filter(Boolean), message: v.message ?? MENSAGENS.dadosInvalidos }));
}

function respostaDeValidacao(errors: Record<string, string>) {
  return { message: Object.values(errors)[0] ?? MENSAGENS.dadosInvalidos, errors };
}

/** `{ message, errors?, code? }`: the keys a refusal carries, absent when empty. */
function respostaDeRecusa(erro: { message: string; errors?: Record<string, string> | undefined; code?: string | undefined }) {
  return { message: erro.message, ...(erro.errors ? { errors: erro.errors } : {}), ...(erro.code ? { code: erro.code } : {}) };
}

// DOMAIN.md: `{ message }` in pt-BR, field errors for validation, nothing internal on a 500.
export function registrarTratamentoDeErros(app: FastifyInstance) {
  app.setErrorHandler((erro: FastifyError | AppError | ErroDeDominio | ZodError | ErroEmprestimo | ErroDataInvalida, req, reply) => {
    if (erro instanceof ErroEmprestimo) {
      return reply.status(STATUS_ERRO_EMPRESTIMO[erro.codigo]).send({ message: erro.message });
    }
    if (erro instanceof ErroDeDominio) return reply.status(STATUS_ERRO_DE_DOMINIO[erro.tipo]).send(respostaDeRecusa(erro));
    if (erro instanceof AppError) return reply.status(erro.status).send(respostaDeRecusa(erro));
    if (erro instanceof ZodError) return reply.status(400).send(respostaDeValidacao(errosPorCampo(erro.issues)));
    // A route schema refused the params, query or body: the same answer as a handler's own parse.
    if (hasZodFastifySchemaValidationErrors(erro)) return reply.status(400).send(respostaDeValidacao(errosPorCampo(issuesDaValidacao(erro.validation))));
    const sqlstate = sqlstateDe(erro);
    const resposta = sqlstate ? RESPOSTA_POR_SQLSTATE[sqlstate] : undefined;
    if (resposta) {
      // Still logged: a refusal the schemas should have caught first is worth a look.
      req.log.warn({ err: erroSeguro(erro) }, "dado recusado pelo banco");
      return reply.status(resposta.status).send({ message: resposta.message });
    }
    // Dates reach the domain's arithmetic only from input (a DATE column always reads back valid).
    if (erro instanceof ErroDataInvalida) {
      req.log.warn({ err: erroSeguro(erro) }, "data inválida na entrada");
      return reply.status(400).send({ message: MENSAGENS.dataInvalida });
    }
    const status = (erro as FastifyError).statusCode ?? 500;
    if (erro.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send({ message: MENSAGENS.corpoGrande });
    }
    if (erro.code === "FST_ERR_CTP_INVALID_JSON_BODY" || erro.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ message: MENSAGENS.jsonInvalido });
    }
    if (status === 429) return reply.status(429).send({ message: MENSAGENS.muitasTentativas });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: status === 404 ? MENSAGENS.naoEncontrado : MENSAGENS.dadosInvalidos });
    }
    // Never the raw error: drizzle's message carries the query and its parameters (CPF, names).
    req.log.error({ err: erroSeguro(erro) }, "erro não tratado");
    return reply.status(500).send({ message: MENSAGENS.erroInterno });
  });
}
