import { zodResolver } from "@hookform/resolvers/zod";
import { esquemaCadastro, esquemaLogin, esquemaNovaSenha, esquemaPedidoRedefinicao } from "./schemas.ts";

// Loaded by the auth pages on their first validation (lib/resolver-preguicoso.ts), never with them.
export const resolverLogin = zodResolver(esquemaLogin);
export const resolverCadastro = zodResolver(esquemaCadastro);
export const resolverPedidoRedefinicao = zodResolver(esquemaPedidoRedefinicao);
export const resolverNovaSenha = zodResolver(esquemaNovaSenha);
