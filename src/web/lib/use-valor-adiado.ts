import { useEffect, useState } from "react";

/**
 * `valor` as it was `atrasoMs` after it last changed: a search box asks the server once the
 * typing pauses, not on every key (issue 12).
 */
export function useValorAdiado<T>(valor: T, atrasoMs = 250): T {
  const [adiado, setAdiado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setAdiado(valor), atrasoMs);
    return () => clearTimeout(espera);
  }, [valor, atrasoMs]);
  return adiado;
}
