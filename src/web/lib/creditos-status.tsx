import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { aoReceberStatusDeErro } from "./api.ts";
import { consulta, urlDaApi } from "./api-tipada.ts";
import { useAuth } from "./auth.tsx";

interface CreditosContexto {
  diasRestantes: number;
  /** yyyy-MM-dd; null while unknown or after sign-out. */
  dataExpiracao: string | null;
  /** True while a signed-in user's status has not answered yet. */
  loading: boolean;
  /** The status was read successfully: only then does 0 days mean "locked out". */
  lido: boolean;
}

const URL_STATUS = urlDaApi("/api/creditos/status");
/** GET /api/creditos/status, also set by the server's first paint (app/primeira-pintura.tsx). */
export const consultaStatusCreditos = () => consulta("/api/creditos/status");

const Contexto = createContext<CreditosContexto | null>(null);

/** SPEC 7: the credits status is read when the session is available. */
export function CreditosProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const consulta = useQuery({ ...consultaStatusCreditos(), enabled: user !== null });

  useEffect(() => {
    // SPEC 7: a failure of this read is only logged.
    if (consulta.error) console.error("Erro ao carregar o status dos créditos:", consulta.error);
  }, [consulta.error]);

  // A 402 anywhere means the days ran out while the app was open: re-read, so the guard locks.
  useEffect(
    () =>
      aoReceberStatusDeErro((status, url) => {
        if (status === 402 && url !== URL_STATUS) void queryClient.invalidateQueries({ queryKey: consultaStatusCreditos().queryKey });
      }),
    [queryClient],
  );

  const valor = useMemo<CreditosContexto>(() => {
    // SPEC 4: signed out, the days reset to 0 and the expiry to null.
    if (!user) return { diasRestantes: 0, dataExpiracao: null, loading: false, lido: false };
    return {
      diasRestantes: consulta.data?.diasRestantes ?? 0,
      dataExpiracao: consulta.data?.dataExpiracao ?? null,
      loading: consulta.isPending,
      lido: consulta.isSuccess,
    };
  }, [user, consulta.data, consulta.isPending, consulta.isSuccess]);

  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useCreditos(): CreditosContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useCreditos precisa estar dentro de <CreditosProvider>.");
  return contexto;
}
