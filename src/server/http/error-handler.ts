import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { ErroEmprestimo, type CodigoErroEmprestimo } from "../../domain/loans/errors.ts";
import { AppError, MENSAGENS } from "./errors.ts";

// A refused loan operation: a conflict with the loan's state, or a bad value.
const STATUS_ERRO_EMPRESTIMO: Record<CodigoErroEmprestimo, number> = {
  emprestimo_finalizado: 409,
  emprestimo_aguardando_envio: 409,
  sem_saldo: 409,
  tipo_pagamento_invalido: 400,
  valor_principal_invalido: 400,
  valor_acima_do_limite: 400,
  ativacao_invalida: 409,
};

/** Field → first message, for the `errors` of a 400 answer. */
export function errosPorCampo(erro: ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of erro.issues) {
    const campo = issue.path.join(".") || "_";
    campos[campo] ??= issue.message;
  }
  return campos;
}

// DOMAIN.md: `{ message }` in pt-BR, field errors for validation, nothing internal on a 500.
export function registrarTratamentoDeErros(app: FastifyInstance) {
  app.setErrorHandler((erro: FastifyError | AppError | ZodError | ErroEmprestimo, req, reply) => {
    if (erro instanceof ErroEmprestimo) {
      return reply.status(STATUS_ERRO_EMPRESTIMO[erro.codigo]).send({ message: erro.message });
    }
    if (erro instanceof AppError) {
      return reply.status(erro.status).send({ message: erro.message, ...(erro.errors ? { errors: erro.errors } : {}) });
    }
    if (erro instanceof ZodError) {
      const errors = errosPorCampo(erro);
      return reply.status(400).send({ message: Object.values(errors)[0] ?? MENSAGENS.dadosInvalidos, errors });
    }
    const status = erro.statusCode ?? 500;
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
    req.log.error({ err: erro }, "erro não tratado");
    return reply.status(500).send({ message: MENSAGENS.erroInterno });
  });
}
