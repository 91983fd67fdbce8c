import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ClienteCorpoApi } from "../../../domain/api/ledger.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { umCliente } from "@/test/dados.ts";
import { validacaoDosCampos } from "@/test/mensagens.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso, type Rotas } from "@/test/servidor-falso.ts";
import { EditarClienteDialog } from "./editar-cliente-dialog.tsx";
import { NovoClientePage } from "./novo-cliente-page.tsx";

// SPEC 5, "Client (create and edit)": the messages, word for word.
const NOME = "Nome deve ter pelo menos 3 caracteres";
const CPF = "CPF deve ter 11 dígitos";
const TELEFONE = "Telefone inválido";
const PIX = "Chave PIX obrigatória";

/** The four fields of a client form, by their labels. */
function campos(dentro: HTMLElement) {
  const em = within(dentro);
  return { nome: em.getByLabelText("Nome"), cpf: em.getByLabelText("CPF"), telefone: em.getByLabelText("Telefone"), pix: em.getByLabelText("Chave PIX") };
}

/** Each field's validation state: [aria-invalid, the message under it]. */
const mensagens = (dentro: HTMLElement) => validacaoDosCampos(campos(dentro));

function novoCliente(rotas: Rotas = {}) {
  const servidor = servidorFalso(rotas);
  const tela = renderizar(<NovoClientePage />, { caminho: "/clientes/novo" });
  return { servidor, ...tela };
}

describe("Novo cliente", () => {
  it("enviado vazio: a mensagem da SPEC sob cada campo, e nada é enviado", async () => {
    const { servidor, usuario, container } = novoCliente();
    await usuario.click(screen.getByRole("button", { name: "Cadastrar Cliente" }));

    await waitFor(() => expect(campos(container).nome).toHaveAccessibleDescription(NOME));
    expect(mensagens(container)).toEqual({ nome: ["true", NOME], cpf: ["true", CPF], telefone: ["true", TELEFONE], pix: ["true", PIX] });
    expect(servidor.pedidosA("POST /api/clientes")).toEqual([]);
  });

  it("valores curtos ou errados: cada campo diz o que falta", async () => {
    const { servidor, usuario, container } = novoCliente();
    const { nome, cpf, telefone, pix } = campos(container);
    await usuario.type(nome, "Jo");
    await usuario.type(cpf, "123.456");
    await usuario.type(telefone, "(11) 1234");
    await usuario.type(pix, "   ");
    await usuario.click(screen.getByRole("button", { name: "Cadastrar Cliente" }));

    await waitFor(() => expect(nome).toHaveAccessibleDescription(NOME));
    expect(mensagens(container)).toEqual({ nome: ["true", NOME], cpf: ["true", CPF], telefone: ["true", TELEFONE], pix: ["true", PIX] });
    // The CPF field keeps digits only.
    expect(cpf).toHaveValue("123456");

    // 11 digits with wrong check digits: the other message of the CPF.
    await usuario.clear(cpf);
    await usuario.type(cpf, "12345678900");
    await usuario.click(screen.getByRole("button", { name: "Cadastrar Cliente" }));
    await waitFor(() => expect(cpf).toHaveAccessibleDescription("CPF inválido"));
    expect(servidor.pedidosA("POST /api/clientes")).toEqual([]);
  });

  it("válido: envia os dados limpos, avisa e abre o cliente", async () => {
    const criado = umCliente({ nome: "Maria da Silva" });
    const { servidor, usuario, container, local } = novoCliente({ "POST /api/clientes": { status: 201, corpo: criado } });
    const { nome, cpf, telefone, pix } = campos(container);
    await usuario.type(nome, "  Maria da Silva ");
    await usuario.type(cpf, "529.982.247-25");
    await usuario.type(telefone, "(11) 91234-5678");
    await usuario.type(pix, "maria@exemplo.com.br");
    await usuario.click(screen.getByRole("button", { name: "Cadastrar Cliente" }));

    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Cliente cadastrado com sucesso!")).toBeInTheDocument();
    expect(within(aviso).getByText("Maria da Silva já pode receber empréstimos.")).toBeInTheDocument();
    expect(local.history.at(-1)).toBe(`/clientes/${criado.id}`);
    expect(servidor.pedidosA("POST /api/clientes").map((p) => p.corpo)).toEqual([
      { nome: "Maria da Silva", cpf: "52998224725", telefone: "11912345678", pix: "maria@exemplo.com.br" } satisfies ClienteCorpoApi,
    ]);
  });

  it("CPF já cadastrado (409): a mensagem do servidor vai para o CPF", async () => {
    const MENSAGEM = "Já existe um cliente com este CPF";
    const { usuario, container } = novoCliente({ "POST /api/clientes": { status: 409, corpo: { message: MENSAGEM, errors: { cpf: MENSAGEM } } } });
    const { nome, cpf, telefone, pix } = campos(container);
    await usuario.type(nome, "Maria da Silva");
    await usuario.type(cpf, "52998224725");
    await usuario.type(telefone, "11912345678");
    await usuario.type(pix, "maria@exemplo.com.br");
    await usuario.click(screen.getByRole("button", { name: "Cadastrar Cliente" }));

    await waitFor(() => expect(cpf).toHaveAccessibleDescription(MENSAGEM));
    expect(within(await avisoNaTela()).getByText("Erro ao cadastrar cliente")).toBeInTheDocument();
  });
});

describe("Editar cliente", () => {
  it("abre com os dados salvos, mostra as mesmas mensagens e envia a alteração por PUT", async () => {
    const cliente = umCliente({ nome: "Maria da Silva", telefone: "11912345678" });
    const servidor = servidorFalso({ "PUT /api/clientes/:id": (pedido) => ({ corpo: { ...cliente, ...(pedido.corpo as ClienteCorpoApi) } }) });
    const { usuario } = renderizar(<EditarClienteDialog cliente={cliente} />);

    await usuario.click(screen.getByRole("button", { name: "Editar" }));
    const dialogo = await screen.findByRole("dialog", { name: "Editar cliente" });
    const { nome, telefone } = campos(dialogo);
    expect(nome).toHaveValue("Maria da Silva");

    await usuario.clear(nome);
    await usuario.type(nome, "Ma");
    await usuario.clear(telefone);
    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription(NOME));
    expect(mensagens(dialogo)).toEqual({ nome: ["true", NOME], cpf: [null, null], telefone: ["true", TELEFONE], pix: [null, null] });
    expect(servidor.pedidosA(`PUT /api/clientes/${cliente.id}`)).toEqual([]);

    await usuario.type(nome, "ria Souza");
    await usuario.type(telefone, "21987654321");
    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar" }));
    expect(within(await avisoNaTela()).getByText("Cliente atualizado!")).toBeInTheDocument();
    expect(servidor.pedidosA(`PUT /api/clientes/${cliente.id}`).map((p) => p.corpo)).toEqual([
      { nome: "Maria Souza", cpf: cliente.cpf, telefone: "21987654321", pix: cliente.pix },
    ]);
  });
});
