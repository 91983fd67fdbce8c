import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whether an element has come near the screen (within `margem` of the viewport), once: what is
 * below the fold (the dashboard's chart, issue 27) loads its code only when the lender scrolls
 * toward it. Without IntersectionObserver it counts as near at once.
 */
export function usePertoDaTela<T extends Element>(margem = "200px"): [(elemento: T | null) => void, boolean] {
  const [perto, setPerto] = useState(() => typeof IntersectionObserver === "undefined");
  const observador = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (elemento: T | null) => {
      observador.current?.disconnect();
      observador.current = null;
      if (!elemento || typeof IntersectionObserver === "undefined") return;
      observador.current = new IntersectionObserver(
        (entradas) => {
          if (entradas.some((e) => e.isIntersecting)) {
            setPerto(true);
            observador.current?.disconnect();
          }
        },
        { rootMargin: margem },
      );
      observador.current.observe(elemento);
    },
    [margem],
  );

  useEffect(() => () => observador.current?.disconnect(), []);
  return [ref, perto];
}
